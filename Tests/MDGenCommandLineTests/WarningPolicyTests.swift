import Foundation
import MDGenSyntax
import Testing

@testable import MDGenCommandLine

/// Warnings raised to errors or silenced by name, as the compiler's `-Werror <group>` does:
/// `--raise` and `--silence` on the command line, `"raise"` and `"silence"` in `mdgen.json`.
@Suite("Raising and silencing warnings by name")
struct WarningPolicyTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
        // Warns with [#ObjCAttributeDropped].
        try sandbox.write(Fixtures.withWarning, to: "Lamp.mdgen")
    }

    @Test("--raise makes the named warnings errors, and leaves the others warnings")
    func raise() throws {
        let raised = try mdgen("lint", "Lamp.mdgen", "--raise", "ObjCAttributeDropped", in: sandbox)
        #expect(raised.status == 1)
        #expect(raised.standardError.hasPrefix("Lamp.mdgen:2:5: error: "), "\(raised)")
        #expect(raised.standardError.contains("[#ObjCAttributeDropped]"))

        let other = try mdgen(
            "lint", "Lamp.mdgen", "--raise", "EventExcluded,UnicodeSpace", in: sandbox)
        #expect(other.status == 0)
        #expect(other.standardError.hasPrefix("Lamp.mdgen:2:5: warning: "), "\(other)")
    }

    @Test("--silence drops the named warnings; raising wins over silencing")
    func silence() throws {
        let silenced = try mdgen(
            "generate", "Lamp.mdgen", "--stdout", "--silence", "ObjCAttributeDropped",
            in: sandbox)
        #expect(silenced.status == 0)
        #expect(silenced.standardError.isEmpty, "\(silenced)")

        let both = try mdgen(
            "lint", "Lamp.mdgen", "--silence", "ObjCAttributeDropped", "--raise",
            "ObjCAttributeDropped", in: sandbox)
        #expect(both.status == 1)
    }

    @Test("errors are never silenced")
    func errorsStay() throws {
        try sandbox.write(Fixtures.invalid, to: "Broken.mdgen")
        let run = try mdgen(
            "lint", "Broken.mdgen", "--silence", "UnsupportedRequirement", in: sandbox)
        #expect(run.status == 1)
        #expect(run.standardError.contains("[#UnsupportedRequirement]"), "\(run)")
    }

    @Test("an unknown name is a usage error that suggests the likely one")
    func unknownName() throws {
        let run = try mdgen("lint", "Lamp.mdgen", "--raise", "ObjcAttributeDropped", in: sandbox)
        #expect(run.status == 64)
        #expect(
            run.standardError.contains(
                "--raise: 'ObjcAttributeDropped' names no diagnostic; "
                    + "did you mean 'ObjCAttributeDropped'?"), "\(run)")
    }

    @Test("mdgen.json raises and silences by name, and points at a name it does not know")
    func configuration() throws {
        try sandbox.write(#"{ "raise": ["ObjCAttributeDropped"] }"#, to: "raise.json")
        let raised = try mdgen(
            "generate", "Lamp.mdgen", "--stdout", "--config", "raise.json", in: sandbox)
        #expect(raised.status == 1)
        #expect(raised.standardError.hasPrefix("Lamp.mdgen:2:5: error: "), "\(raised)")

        try sandbox.write(#"{ "silence": ["ObjCAttributeDropped"] }"#, to: "silence.json")
        let silenced = try mdgen(
            "generate", "Lamp.mdgen", "--stdout", "--config", "silence.json", in: sandbox)
        #expect(silenced.status == 0 && silenced.standardError.isEmpty, "\(silenced)")

        let (configuration, diagnostics) = Configuration.parse(
            SourceFile(
                path: "mdgen.json", text: "{\n\"silence\": [\"UnicodeSpaces\"],\n\"raise\": 1\n}"))
        #expect(configuration == nil)
        #expect(
            diagnostics.map { "\($0.range!.start.line): \($0.message)" } == [
                "2: 'silence': 'UnicodeSpaces' names no diagnostic; did you mean 'UnicodeSpace'?",
                "3: 'raise' must be an array of diagnostic names, such as [\"ObjCAttributeDropped\"]",
            ])
        #expect(diagnostics.allSatisfy { $0.name == .invalidConfiguration })
    }
}
