import Foundation
import Testing

/// `mdgen import`: delegate protocols in Swift files become `.mdgen` files that lint clean and
/// generate code that compiles.
@Suite("mdgen import")
struct ImportCommandTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
    }

    /// The repository's root, for its fixtures and examples.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func fixture(_ name: String) throws -> String {
        try String(
            contentsOf: root.appendingPathComponent("Tests/Fixtures/Import/\(name)"),
            encoding: .utf8)
    }

    /// Imports `name` from the fixtures, then lints and generates what it wrote; the imported
    /// text and the output of the import.
    func importClean(_ name: String) throws -> (text: String, run: Run) {
        try sandbox.write(try Self.fixture(name), to: name)
        let imported = try mdgen("import", name, "--output", "Imported", in: sandbox)
        #expect(imported.status == 0, "\(imported)")
        let mdgenName = String(name.dropLast(".swift".count)) + ".mdgen"
        let lint = try mdgen("lint", "Imported/\(mdgenName)", in: sandbox)
        #expect(lint.status == 0 && lint.standardError.isEmpty, "\(lint)")
        return (try sandbox.read("Imported/\(mdgenName)"), imported)
    }

    /// Generates every `.mdgen` in `Imported` and compiles the result as a library.
    func compileImported() throws {
        let generated = try mdgen("generate", "Imported", "--output", "Generated", in: sandbox)
        #expect(generated.status == 0, "\(generated)")
        let files = try sandbox.list("Generated").map { "Generated/" + $0 }
        let run = try Toolchain.swiftc(
            [
                "-swift-version", "6", "-parse-as-library", "-module-name", "Imported",
                "-emit-library", "-o", "libImported.so",
            ] + files,
            in: sandbox)
        #expect(run.status == 0, "\(run)")
    }

    @Test("an XMLParserDelegate with a defaulting extension becomes optional requirements")
    func xmlParserDelegate() throws {
        let (text, run) = try importClean("XMLParserDelegate.swift")
        #expect(!text.contains("extension"))
        #expect(text.components(separatedBy: "optional func").count - 1 == 11)
        #expect(
            text.contains(
                """
                    /// Asked for the data of an external entity.
                    @combine(first)
                    optional func parser(_ parser: XMLParser, resolveExternalEntityName
                """))
        #expect(
            run.standardError.contains(
                "XMLParserDelegate.swift:27:10: note: 'parser(_:resolveExternalEntityName:"
                    + "systemID:)' returns an optional: '@combine(first)'"), "\(run)")
        // Not `Sendable`, so its conformers need not be: it stays in one isolation domain.
        #expect(
            text.contains(
                "/// The callbacks of an `XMLParser`.\n@multicast(sendable: false)\n"
                    + "public protocol XMLParserDelegate: AnyObject {"))
        #expect(
            run.standardError.contains(
                "XMLParserDelegate.swift:11:17: note: 'XMLParserDelegate' is neither 'Sendable' "
                    + "nor isolated to a global actor, so its multicast stays in one isolation "
                    + "domain: '@multicast(sendable: false)'"), "\(run)")
        try compileImported()
    }

    @Test("a URLSessionTaskDelegate family keeps its handlers' defaults and warns what it drops")
    func urlSessionTaskDelegate() throws {
        let (text, run) = try importClean("URLSessionTaskDelegate.swift")
        #expect(text.contains("@combine(first, default: (.performDefaultHandling, nil))"))
        #expect(
            text.contains(
                "    @combine(all)\n    optional func urlSession(_ session: URLSession, task: URLSessionTask, shouldRetry"
            ))
        #expect(!text.contains("@objc"))
        #expect(!text.contains("runningTaskCount"))
        #expect(!text.contains("= false"))
        #expect(!text.contains("SessionLogger"))
        for warning in [
            "URLSessionTaskDelegate.swift:43:5: warning: not imported, since property requirements",
            "URLSessionTaskDelegate.swift:45:132: warning: default argument of 'verbose' is not imported",
            "URLSessionTaskDelegate.swift:70:5: warning: 'describe(_:)' is not a requirement",
        ] {
            #expect(run.standardError.contains(warning), "\(run)")
        }
        try compileImported()
    }

    /// Every example's `.mdgen` files, found in the repository.
    static let examples: [String] = {
        let examples = root.appendingPathComponent("Examples")
        let files =
            FileManager.default.enumerator(atPath: examples.path)?
            .compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".mdgen") && !$0.contains(".build/") }.sorted()
    }()

    @Test(
        "an example's protocols, generated and imported back, keep their requirements and compile",
        arguments: examples)
    func example(_ path: String) throws {
        let source = Self.root.appendingPathComponent("Examples/" + path).path
        let config = Self.config(of: path).map { ["--config", $0] } ?? []
        let original = try MDGenExecutable.run(
            ["generate", source, "--stdout", "--support", "none"] + config, in: sandbox)
        #expect(original.status == 0, "\(original)")
        try sandbox.write(original.standardOutput, to: "Original.swift")
        let imported = try mdgen("import", "Original.swift", "--output", "Imported", in: sandbox)
        #expect(imported.status == 0, "\(imported)")
        guard sandbox.exists("Imported/Original.mdgen") else {
            // A multicast for a protocol declared elsewhere generates no protocol to import.
            #expect(imported.standardError.contains("no protocol is declared"), "\(imported)")
            return
        }
        let lint = try mdgen("lint", "Imported/Original.mdgen", in: sandbox)
        #expect(lint.status == 0 && lint.standardError.isEmpty, "\(lint)")
        let again = try MDGenExecutable.run(
            ["generate", "Imported/Original.mdgen", "--stdout", "--support", "none"] + config,
            in: sandbox)
        #expect(again.status == 0, "\(again)")
        #expect(requirements(again.standardOutput) == requirements(original.standardOutput))
        let parse = try Toolchain.swiftc(["-parse", "Original.swift"], in: sandbox)
        #expect(parse.status == 0, "\(parse)")
        try compileWithExample(path, config: config)
    }

    /// The folder, under `Examples`, of the target an example's `.mdgen` belongs to: the one
    /// under `Sources` that holds it (SwiftPM and Bazel), or else the `.mdgen`'s own folder (the
    /// Xcode app's).
    static func target(of path: String) -> String {
        let components = path.split(separator: "/").map(String.init)
        if let sources = components.firstIndex(of: "Sources"), sources + 2 < components.count {
            return components[...(sources + 1)].joined(separator: "/")
        }
        return components.dropLast().joined(separator: "/")
    }

    /// The `mdgen.json` of an example's target, as the build reads it: its options (Bazel's
    /// `"sendable": false`) apply to an imported `.mdgen` put in the target as much as to the
    /// original.
    static func config(of path: String) -> String? {
        let config = root.appendingPathComponent("Examples/\(target(of: path))/mdgen.json")
        return FileManager.default.fileExists(atPath: config.path) ? config.path : nil
    }

    /// Swift that a target's sources need beside the code generated from an imported `.mdgen`,
    /// in place of a multicast option of the original `.mdgen`: options are not part of the
    /// protocol, so the import cannot bring them back.
    static let restoredOptions: [String: String] = [
        // `@multicast(name: DelegateCenter)`: the multicast is the center the protocol's
        // requirement and the sources name. Without the option it is
        // `DelegateCenterDelegateMulticast`, which the alias names as the option did.
        "DelegateCenter/Sources/DelegateCenter/DelegateCenterDelegate.mdgen":
            "typealias DelegateCenter = DelegateCenterDelegateMulticast\n"
    ]

    /// Hand-written sources of the examples that cannot be compiled here, with why.
    static let uncompilable: Set<String> = [
        // The app's delegate and a label: UIKit, which only iOS has. The protocol needs only
        // `Beacon`, in Beacon.swift.
        "XcodeApp/Radio/AppDelegate.swift"
    ]

    /// The hand-written Swift files of an example's target, relative to `Examples`: all but the
    /// checked-in generated ones (in `Generated/`), the entry point (`main.swift`, the demo that
    /// drives the multicast with options the import does not bring back, such as `events`) and
    /// ``uncompilable``.
    static func sources(of path: String) -> [String] {
        let target = target(of: path)
        let folder = root.appendingPathComponent("Examples/" + target).path
        let files =
            FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return files.filter {
            $0.hasSuffix(".swift") && !$0.hasPrefix("Generated/") && $0 != "main.swift"
        }
        .map { target + "/" + $0 }.filter { !uncompilable.contains($0) }.sorted()
    }

    /// Generates the imported `.mdgen` of the example at `path` with its support file, and
    /// compiles it as a library, in Swift 6 mode as every example's target is, with the
    /// target's hand-written sources (``sources(of:)``), which declare the types its
    /// requirements name and use its multicast, and the target's other `.mdgen` files,
    /// generated from the originals. The import is only as good as the code users compile
    /// from it.
    func compileWithExample(_ path: String, config: [String]) throws {
        let generated = try MDGenExecutable.run(
            ["generate", "Imported", "--output", "Generated"] + config, in: sandbox)
        #expect(generated.status == 0, "\(generated)")
        var files = try sandbox.list("Generated").map { "Generated/" + $0 }
        let target = Self.target(of: path)
        let folder = Self.root.appendingPathComponent("Examples/" + target).path
        let others = try FileManager.default.subpathsOfDirectory(atPath: folder).filter {
            $0.hasSuffix(".mdgen") && target + "/" + $0 != path
        }
        if !others.isEmpty {
            let rest = try MDGenExecutable.run(
                ["generate"] + others.map { folder + "/" + $0 }
                    + ["--output", "Rest", "--support", "none", "--relative-to", folder] + config,
                in: sandbox)
            #expect(rest.status == 0, "\(rest)")
            files += try sandbox.list("Rest").map { "Rest/" + $0 }
        }
        if let restored = Self.restoredOptions[path] {
            try sandbox.write(restored, to: "RestoredOptions.swift")
            files.append("RestoredOptions.swift")
        }
        files += Self.sources(of: path).map {
            Self.root.appendingPathComponent("Examples/" + $0).path
        }
        let module = String(target.split(separator: "/").last ?? "Example")
        let run = try Toolchain.swiftc(
            [
                "-swift-version", "6", "-parse-as-library", "-module-name", module,
                "-emit-library", "-o", "lib\(module).so",
            ] + files,
            in: sandbox)
        #expect(run.status == 0, "\(files)\n\(run)")
    }

    /// The declaration and requirement lines of the protocols in generated Swift.
    func requirements(_ swift: String) -> [String] {
        var inProtocol = false
        var lines: [String] = []
        for line in swift.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.contains("protocol ") && line.hasSuffix("{") {
                // Its declaration too: what it inherits, `Sendable` included, and its actor.
                inProtocol = true
                lines.append(String(line))
            } else if line == "}" {
                inProtocol = false
            } else if inProtocol && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                lines.append(String(line))
            }
        }
        return lines
    }

    @Test("only a protocol that Swift keeps in one isolation domain gets sendable: false")
    func isolation() throws {
        try sandbox.write(
            """
            import Foundation

            public protocol Alone: AnyObject {
                func alone()
            }
            public protocol AloneChild: Alone, NSObjectProtocol {
                func aloneChild()
            }
            public protocol Shared: AnyObject, Sendable {
                func shared()
            }
            public protocol SharedChild: Shared {
                func sharedChild()
            }
            @MainActor public protocol OnMain: AnyObject {
                func onMain()
            }
            public protocol Elsewhere: URLSessionDelegate {
                func elsewhere()
            }

            """, to: "Protocols.swift")
        let run = try mdgen("import", "Protocols.swift", "--stdout", in: sandbox)
        #expect(run.status == 0, "\(run)")
        let lines = run.standardOutput.split(separator: "\n")
        let kept = zip(lines, lines.dropFirst()).filter { $0.0 == "@multicast(sendable: false)" }
            .map(\.1)
        #expect(
            kept == [
                "public protocol Alone: AnyObject {",
                "public protocol AloneChild: Alone, NSObjectProtocol {",
            ])
        #expect(run.standardError.components(separatedBy: "is neither 'Sendable'").count == 3)
    }

    @Test("an indented protocol keeps its indentation, and the lines its edits take or add")
    func indented() throws {
        // Edits of whole lines start before the declaration, at its indentation: they once
        // went out of the text they edit, and crashed the import.
        try sandbox.write(
            """
                /// Told about things.
                @objc(Told)
                public protocol Told: AnyObject {
                    func told()
                }

            """, to: "Indented.swift")
        let run = try mdgen("import", "Indented.swift", "--stdout", in: sandbox)
        #expect(run.status == 0, "\(run)")
        #expect(
            run.standardOutput == """
                    /// Told about things.
                    @multicast(sendable: false)
                    public protocol Told: AnyObject {
                        func told()
                    }

                """, "\(run)")
    }

    @Test("a member left out takes its own lines only, and keeps the others")
    func leftOutMembers() throws {
        // Each once took the lines of its neighbour as well and crashed the import: a member
        // after one whose line starts with an attribute, and one after a requirement whose
        // error points at its end (`rethrows`), not at its keyword.
        try sandbox.write(
            """
            public protocol P: AnyObject {
                @objc func kept()
                @available(iOS 13, *) var first: Int { get }
                @available(iOS 13, *)
                @MainActor
                var second: Int { get }
                func rethrowing(_ body: () throws -> Void) rethrows
                subscript(index: Int) -> Int { get }
                func last()
            }

            """, to: "Members.swift")
        let run = try mdgen("import", "Members.swift", "--stdout", in: sandbox)
        #expect(run.status == 0, "\(run)")
        #expect(
            run.standardOutput == """
                @multicast(sendable: false)
                public protocol P: AnyObject {
                    func kept()
                    func last()
                }

                """, "\(run)")
        #expect(run.standardError.components(separatedBy: "warning: not imported").count == 5)
    }

    @Test("a protocol that the end of the file cuts short imports without a crash")
    func cutShort() throws {
        try sandbox.write(
            """
            public protocol P: AnyObject {
                func a()
                func b(_ body: () throws -> Void) rethrows
                subscript(index: Int) -> Int { get }
            """, to: "CutShort.swift")
        let run = try mdgen("import", "CutShort.swift", "--stdout", in: sandbox)
        #expect(run.status == 0 || run.status == 1, "\(run)")
        #expect(run.standardOutput.contains("func a()"), "\(run)")
    }

    @Test("an existing .mdgen file is never overwritten, and the error names it")
    func neverOverwrites() throws {
        try sandbox.write(
            try Self.fixture("XMLParserDelegate.swift"), to: "XMLParserDelegate.swift")
        try sandbox.write("// mine\n", to: "Imported/XMLParserDelegate.mdgen")
        let run = try mdgen(
            "import", "XMLParserDelegate.swift", "--output", "Imported", in: sandbox)
        #expect(run.status == 1)
        #expect(
            run.standardError.contains(
                "Imported/XMLParserDelegate.mdgen: 'XMLParserDelegate.mdgen' already exists"),
            "\(run)")
        #expect(try sandbox.read("Imported/XMLParserDelegate.mdgen") == "// mine\n")
    }

    @Test("--stdout prints the .mdgen text and writes nothing; one of it and --output is needed")
    func standardOutput() throws {
        try sandbox.write(
            try Self.fixture("XMLParserDelegate.swift"), to: "XMLParserDelegate.swift")
        let run = try mdgen("import", "XMLParserDelegate.swift", "--stdout", in: sandbox)
        #expect(run.status == 0, "\(run)")
        #expect(run.standardOutput.contains("public protocol XMLParserDelegate: AnyObject {"))
        #expect(!sandbox.exists("XMLParserDelegate.mdgen"))
        let neither = try mdgen("import", "XMLParserDelegate.swift", in: sandbox)
        #expect(neither.status == 64, "\(neither)")
    }
}
