import Foundation
import MDGenCore
import Testing

/// The generated code for each fixture in `Tests/Fixtures/Generation`, compared byte for byte
/// with the checked-in `Tests/Reference/<name>.mdgen.swift` (which another test target
/// compiles with warnings as errors, and CI lints with `swift format`).
///
/// To accept a change in the generated code, re-record and review the diff:
/// `MDGEN_RECORD=1 swift test --filter ReferenceTests`.
@Suite("Generated code matches the checked-in reference")
struct ReferenceTests {
    static let testsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixturesDirectory = testsDirectory.appendingPathComponent("Fixtures/Generation")
    static let referenceDirectory = testsDirectory.appendingPathComponent("Reference")
    static let isRecording = ProcessInfo.processInfo.environment["MDGEN_RECORD"] == "1"

    static var fixtures: [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: fixturesDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".mdgen") }.sorted()
    }

    static func generate(_ fixture: String) throws -> String {
        let path = fixturesDirectory.appendingPathComponent(fixture).path
        let source = SourceFile(
            path: fixture, text: try String(contentsOfFile: path, encoding: .utf8))
        let (output, diagnostics) = Generator().generate(
            source, options: GeneratorOptions(sourceName: fixture))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(output)
    }

    @Test("there are reference fixtures")
    func fixturesExist() {
        #expect(Self.fixtures.count >= 5)
    }

    @Test("generated Swift equals the reference", arguments: fixtures)
    func matchesReference(fixture: String) throws {
        let output = try Self.generate(fixture)
        let reference = Self.referenceDirectory.appendingPathComponent(
            OutputNaming.outputFileName(forInputAt: fixture))
        if Self.isRecording {
            try output.write(to: reference, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: reference, encoding: .utf8)
        #expect(
            output == expected,
            "generated code differs from \(reference.lastPathComponent); re-record with MDGEN_RECORD=1 and review the diff"
        )
    }

    @Test("generating twice gives identical bytes", arguments: fixtures)
    func deterministic(fixture: String) throws {
        #expect(try Self.generate(fixture) == Self.generate(fixture))
    }
}
