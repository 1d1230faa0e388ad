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
}
