import MDGenCore
import MDGenSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One `.mdgen` input: its text, and the path its output is named after.
struct Input: Sendable {
    /// The text, with the path diagnostics show (as the user wrote it).
    var source: SourceFile
    /// The path relative to the input's root, which names the output and the header.
    var relativePath: String

    /// The generated file's name.
    var outputFileName: String {
        OutputNaming.outputFileName(forInputAt: relativePath)
    }
}

/// Finds the inputs named on the command line: files, directories searched for `*.mdgen`,
/// and `-` for standard input.
enum Inputs {
    /// The inputs, in argument order (each directory's files sorted, a file named twice
    /// read once); every problem is thrown together, after all arguments were looked at.
    static func resolve(
        _ arguments: [String],
        relativeTo root: String?,
        console: Console
    ) throws(InputErrors) -> [Input] {
        var inputs: [Input] = []
        var problems: [String] = []
        var readStandardInput = false
        var seen: Set<String> = []
        func add(_ path: String, relativePath defaultName: String) throws(FileSystemError) {
            guard seen.insert(absolute(path)).inserted else {
                return
            }
            inputs.append(
                Input(
                    source: SourceFile(path: path, bytes: try FileSystem.read(path)),
                    relativePath: try relativePath(of: path, to: root) ?? defaultName))
        }
        for argument in arguments {
            if argument == "-" {
                guard !readStandardInput else {
                    problems.append("standard input ('-') can be read only once")
                    continue
                }
                readStandardInput = true
                inputs.append(
                    Input(
                        source: SourceFile(path: "<stdin>", bytes: console.readInput()),
                        relativePath: "stdin.mdgen"))
                continue
            }
            do throws(FileSystemError) {
                switch FileSystem.kind(of: argument) {
                case .missing:
                    problems.append("no such file or directory: '\(argument)'")
                case .directory:
                    let found = try FileSystem.mdgenFiles(under: argument)
                    if found.isEmpty {
                        problems.append(
                            "no .mdgen files in directory '\(argument)' or its subdirectories")
                    }
                    for relative in found {
                        // `dir/x.mdgen`, but `x.mdgen` for `.`, as the user would write it.
                        let path = argument == "." ? relative : FileSystem.join(argument, relative)
                        try add(path, relativePath: relative)
                    }
                case .file:
                    try add(argument, relativePath: FileSystem.lastComponent(of: argument))
                }
            } catch {
                problems.append(error.message)
            }
        }
        guard problems.isEmpty else {
            throw InputErrors(messages: problems)
        }
        return inputs
    }

    /// Why two inputs cannot share one output directory, and what to do about it.
    static func collisionMessage(_ first: Input, _ second: Input) -> String {
        var message =
            "'\(first.source.path)' and '\(second.source.path)' would both generate '\(first.outputFileName)'"
        if first.source.path != "<stdin>" && second.source.path != "<stdin>" {
            let common = commonDirectory(first.source.path, second.source.path)
            message +=
                "; name the outputs after their paths inside a common folder with '--relative-to \(common)'"
        }
        return message
    }

    /// The deepest directory that holds both files, as a path the user can type.
    private static func commonDirectory(_ first: String, _ second: String) -> String {
        let firstComponents = absolute(first).split(separator: "/").dropLast()
        let secondComponents = absolute(second).split(separator: "/").dropLast()
        let shared = zip(firstComponents, secondComponents).prefix { $0 == $1 }.map { String($0.0) }
        let common = "/" + shared.joined(separator: "/")
        let current = absolute(FileManager.default.currentDirectoryPath)
        if common == current {
            return "."
        }
        if common.hasPrefix(current + "/") {
            return String(common.dropFirst(current.count + 1))
        }
        return common
    }

    /// `path` relative to `root`, or `nil` when no root was given.
    private static func relativePath(of path: String, to root: String?) throws(FileSystemError)
        -> String?
    {
        guard let root else {
            return nil
        }
        let absolutePath = absolute(path)
        let absoluteRoot = absolute(root)
        let prefix = absoluteRoot.hasSuffix("/") ? absoluteRoot : absoluteRoot + "/"
        guard absolutePath.hasPrefix(prefix) else {
            throw FileSystemError(
                message: "'\(path)' is not inside '\(root)' (given with '--relative-to')")
        }
        return String(absolutePath.dropFirst(prefix.count))
    }

    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}

/// Problems with the inputs named on the command line.
struct InputErrors: Error, Sendable {
    /// One message per problem.
    var messages: [String]
}
