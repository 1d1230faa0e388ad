import Foundation
import Testing

/// No library target is a product: what a stage shows the later ones, the command line and the
/// tests is `package`, not `public` (Documentation/Development.md). The exceptions are the
/// files the plugins compile too, through symbolic links in `Plugins/`, since SwiftPM builds a
/// plugin without a package name.
@Suite("The library targets declare nothing public")
struct PackageAccessTests {
    static let root = ReferenceTests.testsDirectory.deletingLastPathComponent()
    static let targets = [
        "MDGenSyntax", "MDGenModel", "MDGenMustache", "MDGenCore", "MDGenCommandLine",
        "MDGenLanguageServer",
    ]

    /// The package-relative paths of the files that symbolic links in `Plugins/` point to.
    static func filesThePluginsCompile() throws -> Set<String> {
        let plugins = root.appendingPathComponent("Plugins")
        let manager = FileManager.default
        var shared: Set<String> = []
        for path in try manager.subpathsOfDirectory(atPath: plugins.path) {
            let link = plugins.appendingPathComponent(path)
            guard (try? manager.destinationOfSymbolicLink(atPath: link.path)) != nil else {
                continue
            }
            let target = link.resolvingSymlinksInPath().standardizedFileURL.path
            shared.insert(String(target.dropFirst(root.standardizedFileURL.path.count + 1)))
        }
        return shared
    }

    /// The lines of `text` that declare something `public`, outside multi-line string literals.
    static func publicDeclarations(in text: String) -> [String] {
        var inString = false
        var found: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let code = line.drop { $0 == " " }
            if !inString,
                code.hasPrefix("public ") || code.hasPrefix("nonisolated(nonsending) public ")
            {
                found.append(String(code))
            }
            if line.ranges(of: "\"\"\"").count % 2 == 1 {
                inString.toggle()
            }
        }
        return found
    }

    @Test("a library target declares nothing public", arguments: targets)
    func declaresNothingPublic(target: String) throws {
        let shared = try Self.filesThePluginsCompile()
        let sources = Self.root.appendingPathComponent("Sources/\(target)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
            .filter { $0.hasSuffix(".swift") && !shared.contains("Sources/\(target)/\($0)") }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(
                contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let declarations = Self.publicDeclarations(in: text)
            #expect(declarations.isEmpty, "\(target)/\(file): \(declarations)")
        }
    }

    @Test func theFilesThePluginsCompileAreFound() throws {
        let shared = try Self.filesThePluginsCompile()
        #expect(shared.contains("Sources/MDGenCore/Generator/OutputNaming.swift"))
    }
}
