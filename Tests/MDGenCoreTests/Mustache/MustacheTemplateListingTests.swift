import Testing

@testable import MDGenSyntax

/// What a parsed template tells about itself without rendering: the blocks it declares and
/// the templates it names, for `mdgen templates list` and for validation.
@Suite("Mustache template listing")
struct MustacheTemplateListingTests {
    /// `name@line:column` for each item.
    func summary(_ items: [(name: String, range: SourceRange)]) -> [String] {
        items.map { "\($0.name)@\($0.range.start.line):\($0.range.start.column)" }
    }

    @Test func blocksAreListedInSourceOrderWhereverTheyAre() throws {
        let template = try parseMustache(
            """
            {{$title}}Untitled{{/title}}
            {{#items}}
              {{$item}}{{.}}{{$note}}{{/note}}{{/item}}
            {{/items}}
            {{<frame}}
              {{$body}}
                {{$footer}}end{{/footer}}
              {{/body}}
            {{/frame}}
            {{$title}}again{{/title}}
            """)
        #expect(
            summary(template.blocks.map { ($0.name, $0.range) }) == [
                "title@1:1", "item@3:3", "note@3:17", "footer@7:5", "title@10:1",
            ])
    }

    @Test func referencesListNamedPartialsAndParentsButNotDynamicOnes() throws {
        let template = try parseMustache(
            """
            {{>header}}
            {{<frame}}{{$body}}{{>row}}{{<inner}}{{/inner}}{{/body}}{{/frame}}
            {{#xs}}{{>*kind}}{{<*layout}}{{/*layout}}{{/xs}}
            {{$b}}{{>footer}}{{/b}}
            """)
        #expect(
            summary(template.partialReferences.map { ($0.name, $0.range) }) == [
                "header@1:1", "row@2:20", "footer@4:7",
            ])
        #expect(
            summary(template.parentReferences.map { ($0.name, $0.range) }) == [
                "frame@2:1", "inner@2:28",
            ])
    }
}
