import Foundation
import MDGenCore
import MDGenMustache
import MDGenSyntax
import Testing

/// The generated code for each fixture in `Tests/Fixtures/Generation`, compared byte for byte
/// with the checked-in `Tests/Reference/<name>.mdgen.swift`, and the support file they share
/// with `Tests/Reference/MDGenSupport.swift` (which another test target compiles with
/// warnings as errors, and CI lints with `swift format`).
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

    static func source(_ fixture: String) throws -> SourceFile {
        let path = fixturesDirectory.appendingPathComponent(fixture).path
        return SourceFile(path: fixture, text: try String(contentsOfFile: path, encoding: .utf8))
    }

    static func generate(_ fixture: String) throws -> Generator.Generation {
        let generation = Generator().generate(
            try source(fixture), options: GeneratorOptions(sourceName: fixture, support: .external))
        #expect(generation.diagnostics.isEmpty, "\(generation.diagnostics)")
        return generation
    }

    /// Compares `output` with the reference named `name`, or records it.
    static func compare(_ output: String, withReference name: String) throws {
        let reference = referenceDirectory.appendingPathComponent(name)
        if isRecording {
            try output.write(to: reference, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: reference, encoding: .utf8)
        #expect(
            output == expected,
            "\(name) differs from its reference; re-record with MDGEN_RECORD=1 and review the diff")
    }

    @Test("each fixture's generated file matches its reference", arguments: fixtures)
    func matchesReference(fixture: String) throws {
        let output = try #require(try Self.generate(fixture).output)
        try Self.compare(output, withReference: OutputNaming.outputFileName(forInputAt: fixture))
    }

    @Test("the support file the fixtures share matches its reference")
    func supportMatchesReference() throws {
        let models = try Self.fixtures.map { try #require(try Self.generate($0).model) }
        let support = try Generator().generateSupport(for: models)
        try Self.compare(support, withReference: Generator.supportFileName)
    }

    @Test("each fixture's spies match their reference", arguments: fixtures)
    func spiesMatchReference(fixture: String) throws {
        let generation = Generator().generateSpies(
            try Self.source(fixture),
            options: GeneratorOptions(sourceName: fixture, support: .external))
        // A protocol that gets no spy (Subscriptions' `fileprivate` one) is a warning, the
        // only diagnostic a fixture's spies may have.
        #expect(
            generation.diagnostics.allSatisfy {
                $0.severity == .warning && $0.message.hasPrefix("no spy of ")
            }, "\(generation.diagnostics)")
        let output = try #require(generation.output)
        try Self.compare(output, withReference: OutputNaming.spiesFileName(forInputAt: fixture))
    }

    @Test("the support file of the spies matches its reference")
    func spySupportMatchesReference() throws {
        try Self.compare(
            try Generator().generateSpySupport(), withReference: Generator.spySupportFileName)
    }

    @Test("generation is deterministic", arguments: fixtures)
    func deterministic(fixture: String) throws {
        #expect(try Self.generate(fixture).output == Self.generate(fixture).output)
    }
}
