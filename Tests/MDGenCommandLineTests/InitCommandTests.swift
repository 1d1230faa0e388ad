import Foundation
import Testing

/// `mdgen init`: a commented starter `.mdgen` file that is valid as it is, generates Swift
/// that compiles, and never replaces a file.
@Suite("mdgen init")
struct InitCommandTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
    }

    @Test("without a name, writes MyDelegate.mdgen here, and says what to do next")
    func defaultName() throws {
        let run = try mdgen("init", in: sandbox)
        #expect(run.status == 0, "\(run)")
        #expect(run.standardError.isEmpty)
        #expect(try sandbox.list() == ["MyDelegate.mdgen"])
        #expect(try sandbox.read("MyDelegate.mdgen").contains("public protocol MyDelegate {"))
        #expect(run.standardOutput.hasPrefix("Wrote MyDelegate.mdgen: the protocol MyDelegate"))
        #expect(
            run.standardOutput.contains(
                #"plugins: [.plugin(name: "MDGenPlugin", package: "mdgen")]"#))
        #expect(run.standardOutput.contains("mdgen generate MyDelegate.mdgen --output Generated"))
        #expect(
            run.standardOutput.split(separator: "\n").allSatisfy { $0.count <= 80 },
            "\(run.standardOutput)")
    }

    @Test("a name names the file and the protocol; --output puts it in a folder, made if needed")
    func namedIntoFolder() throws {
        let run = try mdgen("init", "DownloadDelegate", "--output", "Sources/App", in: sandbox)
        #expect(run.status == 0, "\(run)")
        let text = try sandbox.read("Sources/App/DownloadDelegate.mdgen")
        #expect(text.hasPrefix("// DownloadDelegate.mdgen: "))
        #expect(text.contains("public protocol DownloadDelegate {"))
        #expect(run.standardOutput.contains("mdgen generate Sources/App/DownloadDelegate.mdgen"))
        let withExtension = try mdgen("init", "ChimeDelegate.mdgen", in: sandbox)
        #expect(withExtension.status == 0)
        #expect(sandbox.exists("ChimeDelegate.mdgen"))
    }

    @Test("the starter lints clean, and shows the DSL's main features in comments")
    func starterIsValidAndExplained() throws {
        _ = try mdgen("init", in: sandbox)
        let lint = try mdgen("lint", "MyDelegate.mdgen", "--warnings-as-errors", in: sandbox)
        #expect(lint.status == 0 && lint.standardOutput.isEmpty && lint.standardError.isEmpty)
        let text = try sandbox.read("MyDelegate.mdgen")
        for feature in [
            "optional func", "@combine(all)", "@combine(first)", "'collect'", "@multicast(",
            "storage: strong", "events: true", "observers: true", "@MainActor",
        ] {
            #expect(text.contains(feature), "the starter does not show \(feature)")
        }
    }

    @Test("what the starter generates compiles in Swift 6, without a warning")
    func starterCompiles() throws {
        _ = try mdgen("init", "--output", "Sources", in: sandbox)
        let generate = try mdgen("generate", "Sources", "--output", "Generated", in: sandbox)
        #expect(generate.status == 0, "\(generate)")
        let compile = try Toolchain.swiftc(
            [
                "-typecheck", "-swift-version", "6", "-warnings-as-errors",
                "Generated/MyDelegate.mdgen.swift", "Generated/MDGenSupport.swift",
            ], in: sandbox)
        #expect(compile.status == 0, "\(compile)")
    }

    @Test("an existing file is never overwritten: an error, exit 1")
    func neverOverwrites() throws {
        try sandbox.write("// Mine.\n", to: "MyDelegate.mdgen")
        let run = try mdgen("init", in: sandbox)
        #expect(run.status == 1)
        #expect(
            run.standardError
                == "error: 'MyDelegate.mdgen' already exists, and 'mdgen init' never overwrites "
                + "a file; choose another name, or edit that file\n")
        #expect(try sandbox.read("MyDelegate.mdgen") == "// Mine.\n")
    }

    @Test(
        "a name that is not a Swift identifier is a usage error with a caret under the mistake",
        arguments: [
            (
                "download-delegate",
                "error: the protocol's name must be a Swift identifier, and '-' cannot be part "
                    + "of one; did you mean 'DownloadDelegate'?\n"
                    + "  mdgen init download-delegate\n"
                    + "                     ^\n"
            ),
            (
                "2Fast",
                "error: the protocol's name must be a Swift identifier, and it cannot start "
                    + "with a digit\n  mdgen init 2Fast\n             ^\n"
            ),
            (
                "protocol",
                "error: the protocol's name must be a Swift identifier, and 'protocol' is a "
                    + "keyword; did you mean 'Protocol'?\n  mdgen init protocol\n             ^\n"
            ),
        ])
    func invalidName(name: String, expected: String) throws {
        let run = try mdgen("init", name, in: sandbox)
        #expect(run.status == 64)
        #expect(
            run.standardError
                == expected + "usage: mdgen init [<name>] [--output <dir>]\n"
                + "see 'mdgen init --help'\n")
        #expect(try sandbox.list().isEmpty)
    }
}
