import Foundation
import Testing

@testable import MDGenCore
@testable import MDGenSyntax

/// The golden corpus of bad inputs: each `Tests/Fixtures/Invalid/<case>.mdgen` is rejected
/// with exactly the diagnostics in `<case>.diagnostics`, rendered as `mdgen lint` prints
/// them (without colour), and generates nothing.
///
/// To re-record every golden file after an intended change to a message, run
/// `MDGEN_RECORD=1 swift test --filter InvalidInputs`, then review the diff.
@Suite("Invalid inputs")
struct InvalidInputs {
    static let cases = Fixtures.names(in: "Invalid")
    static let isRecording = ProcessInfo.processInfo.environment["MDGEN_RECORD"] == "1"

    @Test("the corpus has at least forty cases")
    func corpusSize() {
        #expect(Self.cases.count >= 40)
    }

    @Test("a bad input gets exactly its golden diagnostics, and no output", arguments: cases)
    func goldenDiagnostics(name: String) throws {
        let source = try Fixtures.source(name, in: "Invalid")
        let diagnostics = Generator.model(of: source).diagnostics
        let rendered = DiagnosticRenderer(usesColor: false).render(
            diagnostics, source: { _ in source })
        let golden = Fixtures.url("Invalid/\(name).diagnostics")
        if Self.isRecording {
            try Data(rendered.utf8).write(to: golden)
        } else {
            let expected = try #require(
                try? String(contentsOf: golden, encoding: .utf8),
                "missing \(golden.lastPathComponent): record it with MDGEN_RECORD=1 swift test --filter InvalidInputs"
            )
            #expect(rendered == expected)
        }
        #expect(diagnostics.containsErrors, "a case of the corpus must be rejected")
        let generation = Generator().generate(
            source, options: GeneratorOptions(sourceName: source.path))
        let (output, _) = (generation.output, generation.diagnostics)
        #expect(output == nil)
    }
}
