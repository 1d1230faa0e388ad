import MDGenCore
import MDGenSyntax
import Testing

/// The generator's files-at-once entry point, which `mdgen generate` uses for a folder.
@Suite("Generating several files at once")
struct GeneratorTests {
    @Test func filesGeneratedAtOnceAreEachAsGeneratedAlone() async throws {
        var files = try ReferenceTests.fixtures.map { fixture in
            (
                source: try ReferenceTests.source(fixture),
                options: GeneratorOptions(sourceName: fixture)
            )
        }
        // An invalid file among them keeps its diagnostics, in their order.
        let invalid = "protocol Broken {\n    var count: Int { get }\n    func a(_ value: Int\n}\n"
        files.insert(
            (
                SourceFile(path: "Broken.mdgen", text: invalid),
                GeneratorOptions(sourceName: "Broken.mdgen")
            ),
            at: 1)
        let generator = Generator()
        let together = await generator.generate(files)
        let alone = files.map { generator.generate($0.source, options: $0.options) }
        #expect(together.map(\.output) == alone.map(\.output))
        #expect(together.map(\.diagnostics) == alone.map(\.diagnostics))
        #expect(together[1].output == nil && together[1].diagnostics.count == 2)
    }
}
