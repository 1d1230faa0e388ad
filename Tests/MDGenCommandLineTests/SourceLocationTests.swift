import Foundation
import Testing

/// `--source-locations`: compiler errors in generated declarations point at the `.mdgen` line
/// and column the user wrote, so that a typo is fixed where it was made. Compiled with the
/// toolchain's `swiftc`, as the build plugin's output is.
@Suite("Source locations")
struct SourceLocationTests {
    let sandbox: Sandbox

    /// A description with a typo in a parameter's type, on line 4, column 34.
    static let misspelled = """
        /// Hears about a kettle.
        protocol KettleDelegate {
            /// The water boiled.
            func kettleDidBoil(_ kettle: Kettel)

            optional func kettle(_ kettle: Kettle, didReach temperature: Int)
        }

        """

    init() throws {
        sandbox = try Sandbox()
        try sandbox.write(Self.misspelled, to: "Kettle.mdgen")
        try sandbox.write("final class Kettle: Sendable {}\n", to: "Generated/Kettle.swift")
    }

    /// The errors `swiftc` locates in the generated files, as `path:line:column: error: …`.
    func locatedErrors() throws -> [String] {
        let run = try Toolchain.swiftc(
            [
                "-typecheck", "-swift-version", "6", "Generated/Kettle.mdgen.swift",
                "Generated/MDGenSupport.swift", "Generated/Kettle.swift",
            ], in: sandbox)
        #expect(run.status != 0, "\(run)")
        return run.standardError.split(separator: "\n").map(String.init).filter {
            !$0.hasPrefix(" ") && $0.contains(": error: ")
        }
    }

    @Test("with --source-locations, the compiler's errors are at the .mdgen's line and column")
    func errorsPointAtTheDescription() throws {
        let run = try mdgen(
            "generate", "Kettle.mdgen", "--output", "Generated", "--source-locations", in: sandbox)
        #expect(run.status == 0, "\(run)")
        let errors = try locatedErrors()
        #expect(errors.first == "Kettle.mdgen:4:34: error: cannot find type 'Kettel' in scope")
        #expect(
            errors.allSatisfy { $0.hasPrefix("Kettle.mdgen:4:34: error: ") },
            "every error is the typo's, at the same place: \(errors)")
    }

    @Test("without it, generated files carry no #sourceLocation, and errors point into them")
    func offByDefault() throws {
        let run = try mdgen("generate", "Kettle.mdgen", "--output", "Generated", in: sandbox)
        #expect(run.status == 0, "\(run)")
        #expect(!(try sandbox.read("Generated/Kettle.mdgen.swift")).contains("#sourceLocation"))
        #expect(
            try locatedErrors().first?.hasPrefix("Generated/Kettle.mdgen.swift:") == true)
    }

    /// The README's first protocol, with a typo in a requirement's type on line 6: a public
    /// protocol whose typo is in a method that has an overload.
    static let downloadDelegate = """
        import Foundation

        /// Tells the screens that show a download how it is going.
        @MainActor
        public protocol DownloadDelegate {
            func download(_ download: DownloadTsk, didReceive byteCount: Int)

            optional func downloadDidFinish(_ download: Download)

            @combine(all)
            optional func downloadShouldRetry(_ download: Download, after error: any Error) -> Bool

            @combine(first)
            optional func download(_ download: Download, replacementFor url: URL) -> URL?
        }

        """

    /// What `swiftc` prints about the generated files of `description`, written to
    /// `Download.mdgen`, and the errors it locates.
    func compile(_ description: String) throws -> (log: String, errors: [String]) {
        try sandbox.write(description, to: "Download.mdgen")
        try sandbox.write("public final class Download: Sendable {}\n", to: "Download.swift")
        let run = try mdgen(
            "generate", "Download.mdgen", "--output", "Generated", "--source-locations",
            in: sandbox)
        #expect(run.status == 0, "\(run)")
        let compile = try Toolchain.swiftc(
            [
                "-typecheck", "-swift-version", "6", "Generated/Download.mdgen.swift",
                "Generated/MDGenSupport.swift", "Download.swift",
            ], in: sandbox)
        #expect(compile.status != 0)
        let located = compile.standardError.split(separator: "\n").map(String.init).filter {
            !$0.hasPrefix(" ") && $0.contains(": error: ")
        }
        return (compile.standardError, located)
    }

    @Test(
        "a misspelled type is reported only on its .mdgen line, and snippets show no directive")
    func misspelledTypeStaysInTheDescription() throws {
        let (log, errors) = try compile(Self.downloadDelegate)
        // The requirement, the multicast's method of the same signature, and the call to the
        // delegates, which an overload of the requirement turns into an error of its own.
        #expect(
            errors.sorted() == [
                "Download.mdgen:6:22: error: no exact matches in call to instance method 'download'",
                "Download.mdgen:6:31: error: cannot find type 'DownloadTsk' in scope",
                "Download.mdgen:6:38: error: cannot find type 'DownloadTsk' in scope",
            ], "\(log)")
        #expect(
            !log.contains("Generated/"), "no error or note is located in the generated files")
        #expect(!log.contains("#sourceLocation"), "a snippet shows a directive:\n\(log)")
    }

    @Test("an unknown global actor is reported at the protocol's line, for the extension too")
    func unknownGlobalActorStaysInTheDescription() throws {
        // Line 3 or later: a directive names a line, before two blank lines, and there is no
        // line 0 or -1 to name for a declaration on line 1 or 2.
        let (log, errors) = try compile(
            "import Foundation\n\n@StorageActr\nprotocol P {\n    optional func f()\n}\n")
        #expect(errors.count >= 3, "the protocol, its extension and its multicast: \(log)")
        #expect(
            errors.allSatisfy { $0.hasPrefix("Download.mdgen:3:2: error: unknown attribute") },
            "\(log)")
        #expect(!log.contains("Generated/") && !log.contains("#sourceLocation"), "\(log)")
    }
}
