import MDGenSyntax
import Testing

@testable import MDGenMustache

/// Checking templates against sample contexts: every tag a render reaches must find its name,
/// and a tag no render reaches must at least start with a key the samples have.
@Suite("Checking templates against contexts")
struct MustacheTemplateCheckTests {
    static let context: TemplateValue = [
        "fullName": "f(x:)", "nickname": nil, "items": [["label": "a"]], "api": ["add": "add"],
    ]

    func check(_ text: String, with context: TemplateValue = context) throws -> TemplateCheck {
        TemplateLibrary([try parseMustache(text, name: "root")])
            .check([(template: "root", context: context)])
    }

    @Test func tagsThatFindTheirNamesPassNullValuesIncluded() throws {
        let result = try check(
            "{{#fullName}}{{.}}{{/fullName}}{{^nickname}}none{{/nickname}}{{#items}}{{label}}{{fullName}}{{/items}}"
                + "{{api.add}}")
        #expect(result.diagnostics.isEmpty)
        #expect(result.unreachedTags.isEmpty)
    }

    @Test func aMisspeltNameIsAnErrorAtItsTagWithTheClosestKey() throws {
        let result = try check("line\n  {{fulName}}")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.name == .unknownContextKey)
        #expect(
            diagnostic.message == "'fulName' names no key of the context; did you mean 'fullName'?")
        #expect(diagnostic.range?.start.line == 2)
        #expect(diagnostic.range?.start.column == 3)
    }

    @Test func aMissingMemberIsNamedWithTheKeysOfItsObject() throws {
        let result = try check("{{api.ad}}")
        #expect(
            result.diagnostics.map(\.message) == [
                "'api.ad' names no key of the context (it has no 'ad'); did you mean 'add'?"
            ])
    }

    @Test func aSectionNameIsCheckedInsideTheItemsOfAList() throws {
        let result = try check("{{#items}}{{lable}}{{/items}}{{^itemz}}none{{/itemz}}")
        #expect(
            result.diagnostics.map(\.message) == [
                "'lable' names no key of the context; did you mean 'label'?",
                "'itemz' names no key of the context; did you mean 'items'?",
            ])
    }

    @Test func unreachedTagsAreCheckedByTheirFirstPartOnly() throws {
        let result = try check("{{#nickname}}{{label}}{{nickame.x}}{{/nickname}}")
        #expect(
            result.unreachedTags.map(\.description) == [
                "root.mustache:1:14: label", "root.mustache:1:23: nickame.x",
            ])
        #expect(
            result.diagnostics.map(\.message) == [
                "'nickame.x' names no key of the context; did you mean 'nickname'?"
            ])
    }

    @Test func aRenderingErrorIsReportedOnce() throws {
        let result = try check("{{items}}", with: ["items": [1]])
        #expect(result.diagnostics.map(\.name) == [.templateRendering])
    }

    @Test func theShapeListsEveryKeyPathWithItsKinds() {
        let shape = TemplateShape([
            ["items": [["label": "a"], ["label": nil]], "count": 1],
            ["items": [], "flag": true],
        ])
        #expect(
            shape.lines == [
                "count: number", "flag: bool", "items: list", "items[]: object",
                "items[].label: string or null",
            ])
        #expect(shape.keys == ["count", "flag", "items", "label"])
    }
}
