import Foundation
import MDGenCore

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
    /// The inputs, in argument order (each directory's files sorted); every problem is thrown
    /// together, after all arguments were looked at.
    static func resolve(
        _ arguments: [String],
        relativeTo root: String?,
        console: Console
    ) throws(InputErrors) -> [Input] {
        var inputs: [Input] = []
        var problems: [String] = []
        var readStandardInput = false
        for argument in arguments {
            if argument == "-" {
                guard !readStandardInput else {
                    problems.append("standard input ('-') can be read only once")
                    continue
                }
                readStandardInput = true
                inputs.append(
                    Input(source: SourceFile(path: "<stdin>", bytes: console.readInput()), relativePath: "stdin.mdgen"))
                continue
            }
            do {
                switch FileSystem.kind(of: argument) {
                case .missing:
                    problems.append("no such file or directory: '\(argument)'")
                case .directory:
                    let found = try FileSystem.mdgenFiles(under: argument)
                    if found.isEmpty {
                        problems.append("no .mdgen files in directory '\(argument)'")
                    }
                    for relative in found {
                        let path = FileSystem.join(argument, relative)
                        inputs.append(
                            Input(
                                source: SourceFile(path: path, bytes: try FileSystem.read(path)),
                                relativePath: try relativePath(of: path, to: root) ?? relative))
                    }
                case .file:
                    inputs.append(
                        Input(
                            source: SourceFile(path: argument, bytes: try FileSystem.read(argument)),
                            relativePath: try relativePath(of: argument, to: root)
                                ?? (argument as NSString).lastPathComponent))
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

    /// `path` relative to `root`, or `nil` when no root was given.
    private static func relativePath(of path: String, to root: String?) throws(FileSystemError) -> String? {
        guard let root else {
            return nil
        }
        let absolutePath = absolute(path)
        let absoluteRoot = absolute(root)
        let prefix = absoluteRoot.hasSuffix("/") ? absoluteRoot : absoluteRoot + "/"
        guard absolutePath.hasPrefix(prefix) else {
            throw FileSystemError(message: "'\(path)' is not inside '\(root)' (given with --relative-to)")
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
