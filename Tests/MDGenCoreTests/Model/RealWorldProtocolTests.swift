import Testing

@testable import MDGenCore
@testable import MDGenSyntax

/// Paste-friendliness, measured: delegate protocols shaped like well-known Apple and
/// open-source ones, pasted as they are declared (`@objc`, `optional`, `NSObjectProtocol`
/// and all), plus the few edits each needed, marked `edited:` in the fixture. Each must
/// validate without errors and generate Swift.
@Suite("Pasted real-world protocols")
struct RealWorldProtocolTests {
    static let fixtures = Fixtures.names(in: "RealWorld")

    @Test("there are at least ten fixtures")
    func enoughFixtures() {
        #expect(Self.fixtures.count >= 10)
    }

    @Test("a pasted protocol validates without errors and generates Swift", arguments: fixtures)
    func generates(fixture: String) throws {
        let source = try Fixtures.source(fixture, in: "RealWorld")
        let generation = Generator().generate(
            source, options: GeneratorOptions(sourceName: source.path))
        let (output, diagnostics) = (generation.output, generation.diagnostics)
        let rendered = DiagnosticRenderer().render(diagnostics, source: { _ in source })
        #expect(!diagnostics.containsErrors, "\(rendered)")
        #expect(diagnostics.allSatisfy { $0.severity == .warning }, "\(rendered)")
        let swift = try #require(output)
        let model = try #require(Generator.model(of: source).model)
        for declaration in model.protocols {
            #expect(swift.contains("protocol \(declaration.name): AnyObject"))
            #expect(swift.contains("final class \(declaration.multicastName)"))
        }
    }

    @Test("the edits a pasted protocol needed are marked, and are few", arguments: fixtures)
    func edits(fixture: String) throws {
        let source = try Fixtures.source(fixture, in: "RealWorld")
        let lines = source.text.split(separator: "\n")
        let requirements = lines.filter { $0.contains("func ") }.count
        let edits = lines.filter { $0.contains("// edited:") }.count
        // At most one edit per requirement, on average: typically '@combine' on each method
        // that returns a value.
        #expect(edits <= requirements)
    }
}
