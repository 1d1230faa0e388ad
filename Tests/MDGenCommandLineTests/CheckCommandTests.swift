import Foundation
import Testing

/// `mdgen check`, the CI guard for checked-in generated files: silent when current, a
/// readable diff and exit code 2 when not (1 for errors that regenerating does not fix), and
/// never a write.
@Suite("mdgen check")
struct CheckCommandTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
        try sandbox.write(Fixtures.kettle, to: "Model/Kettle.mdgen")
        try sandbox.write(Fixtures.doorbell, to: "Model/Doorbell.mdgen")
        let generated = try mdgen("generate", "Model", "--output", "Generated", in: sandbox)
        #expect(generated.status == 0, "\(generated)")
    }

    @Test("current files: exit 0 and nothing printed at all")
    func current() throws {
        let run = try mdgen("check", "Model", "--output", "Generated", in: sandbox)
        #expect(run.status == 0)
        #expect(run.standardOutput.isEmpty && run.standardError.isEmpty, "\(run)")
    }

    @Test("--verbose names each current file")
    func verbose() throws {
        let run = try mdgen("check", "Model", "--output", "Generated", "--verbose", in: sandbox)
        #expect(run.status == 0)
        #expect(
            run.standardError
                == "current: Generated/Doorbell.mdgen.swift\ncurrent: Generated/Kettle.mdgen.swift\n"
                + "current: Generated/MDGenSupport.swift\n")
    }

    @Test(
        "an input edited without regenerating: exit 2, the file named, a unified diff, the fix; nothing written"
    )
    func drifted() throws {
        try sandbox.write(
            Fixtures.kettle.replacingOccurrences(
                of: "didReach temperature: Int", with: "didReach temperature: Double"),
            to: "Model/Kettle.mdgen")
        let before = try sandbox.bytes("Generated/Kettle.mdgen.swift")

        let run = try mdgen("check", "Model", "--output", "Generated", in: sandbox)
        #expect(run.status == 2)
        #expect(
            run.standardError == """
                error: 'Generated/Kettle.mdgen.swift' is out of date with 'Model/Kettle.mdgen'
                note: regenerate with: mdgen generate Model --output Generated

                """)
        let diff = run.standardOutput
        #expect(
            diff.hasPrefix(
                "--- Generated/Kettle.mdgen.swift\n+++ Generated/Kettle.mdgen.swift (generated from Model/Kettle.mdgen)\n@@ -"
            ))
        #expect(
            diff.contains("\n-    optional func kettle(")
                || diff.contains("\n-    func kettle(_ kettle: Kettle, didReach temperature: Int)"))
        #expect(diff.contains("\n+    func kettle(_ kettle: Kettle, didReach temperature: Double)"))
        #expect(!diff.contains("Doorbell"))
        #expect(try sandbox.bytes("Generated/Kettle.mdgen.swift") == before)

        // The suggested command brings the files up to date.
        let fixed = try mdgen("generate", "Model", "--output", "Generated", in: sandbox)
        #expect(fixed.status == 0)
        #expect(try mdgen("check", "Model", "--output", "Generated", in: sandbox).status == 0)
    }

    @Test(
        "--prune: a generated file whose input is gone fails the check; without it, it is not looked at"
    )
    func leftOver() throws {
        try sandbox.remove("Model/Doorbell.mdgen")
        try sandbox.write("// Written by hand.\n", to: "Generated/Notes.swift")
        let lenient = try mdgen("check", "Model", "--output", "Generated", in: sandbox)
        #expect(lenient.status == 0, "\(lenient)")

        let run = try mdgen("check", "Model", "--output", "Generated", "--prune", in: sandbox)
        #expect(run.status == 2)
        #expect(
            run.standardError == """
                error: 'Generated/Doorbell.mdgen.swift' is left over: it was generated from \
                'Doorbell.mdgen', which is not an input
                note: regenerate with: mdgen generate Model --output Generated --prune

                """)
        #expect(
            try sandbox.list("Generated") == [
                "Doorbell.mdgen.swift", "Kettle.mdgen.swift", "MDGenSupport.swift", "Notes.swift",
            ])

        let pruned = try mdgen("generate", "Model", "--output", "Generated", "--prune", in: sandbox)
        #expect(pruned.status == 0, "\(pruned)")
        let current = try mdgen("check", "Model", "--output", "Generated", "--prune", in: sandbox)
        #expect(current.status == 0, "\(current)")
    }

    @Test("a missing generated file: exit 2 and the file named; the directory is not created")
    func missing() throws {
        try FileManager.default.removeItem(atPath: sandbox.path("Generated/Doorbell.mdgen.swift"))
        let run = try mdgen("check", "Model", "--output", "Generated", in: sandbox)
        #expect(run.status == 2)
        #expect(
            run.standardError.hasPrefix(
                "error: 'Generated/Doorbell.mdgen.swift' is missing; it is generated from 'Model/Doorbell.mdgen'\n"
            ))

        let elsewhere = try mdgen("check", "Model", "--output", "Nowhere", in: sandbox)
        #expect(elsewhere.status == 2)
        #expect(!sandbox.exists("Nowhere"))
    }

    @Test("options are part of what is checked, and the suggested command repeats them")
    func optionsMatter() throws {
        let run = try mdgen(
            "check", "Model", "--output", "Generated", "--access", "public", in: sandbox)
        #expect(run.status == 2)
        #expect(run.standardOutput.contains("+public nonisolated protocol KettleDelegate"))
        #expect(
            run.standardError.hasSuffix(
                "note: regenerate with: mdgen generate Model --output Generated --access public\n"))
    }

    @Test("a hand-written file in the way is an error (exit 1), since regenerating cannot fix it")
    func handWritten() throws {
        try sandbox.write(Fixtures.handWritten, to: "Generated/Kettle.mdgen.swift")
        let run = try mdgen("check", "Model", "--output", "Generated", in: sandbox)
        #expect(run.status == 1)
        #expect(!run.standardError.contains("regenerate with"))
        #expect(
            run.standardError.contains(
                "note: 'Generated/Kettle.mdgen.swift' was not generated by mdgen, and 'mdgen generate' will not replace it"
            ))
    }

    @Test(
        "invalid input fails the check with its diagnostics (exit 1), before any comparison and without advice to regenerate"
    )
    func invalidInput() throws {
        try sandbox.write(Fixtures.invalid, to: "Model/Kettle.mdgen")
        let run = try mdgen("check", "Model", "--output", "Generated", "--summary", in: sandbox)
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("Model/Kettle.mdgen:2:5: error: "))
        #expect(!run.standardError.contains("regenerate"))
        #expect(!run.standardError.contains("Generated:"), "nothing was compared")
        #expect(run.standardOutput.isEmpty)
    }

    @Test("--summary: one line of counts on standard error, whether the files are current or not")
    func summary() throws {
        let current = try mdgen("check", "Model", "--output", "Generated", "--summary", in: sandbox)
        #expect(current.status == 0)
        #expect(current.standardError == "Generated: 3 files up to date\n")
        #expect(current.standardOutput.isEmpty)

        try sandbox.write(
            Fixtures.kettle.replacingOccurrences(of: "Int", with: "Double"),
            to: "Model/Kettle.mdgen")
        try sandbox.remove("Model/Doorbell.mdgen")
        try sandbox.write(Fixtures.doorbell, to: "Model/Lamp.mdgen")
        let drifted = try mdgen(
            "check", "Model", "--output", "Generated", "--prune", "--summary", in: sandbox)
        #expect(drifted.status == 2)
        #expect(
            drifted.standardError.hasSuffix(
                "Generated: 1 file up to date, 1 out of date, 1 missing, 1 left over\n"
                    + "note: regenerate with: mdgen generate Model --output Generated --prune\n"),
            "\(drifted)")
    }

    @Test("standard input can be checked too")
    func standardInput() throws {
        _ = try mdgen(
            "generate", "-", "--output", "FromInput", in: sandbox, input: Fixtures.doorbell)
        let current = try mdgen(
            "check", "-", "--output", "FromInput", in: sandbox, input: Fixtures.doorbell)
        #expect(current.status == 0, "\(current)")
        let drifted = try mdgen(
            "check", "-", "--output", "FromInput", in: sandbox, input: Fixtures.kettle)
        #expect(drifted.status == 2)
    }
}
