import Testing

@testable import MDGenMustache

/// Parent and dynamic partial tags that name no template: empty text as the spec says, or an
/// error located at the tag when missing partials are errors; a list or an object is never a
/// template name.
@Suite("Mustache missing templates")
struct MustacheMissingTemplateTests {
    /// `path:line:column: message` of the first diagnostic rendering `main` throws.
    func firstError(
        rendering templates: [String: String], with data: TemplateValue = [:],
        missingPartials: MissingPartialPolicy
    ) throws -> String {
        let library = TemplateLibrary(
            try templates.sorted { $0.key < $1.key }.map { try parseMustache($1, name: $0) })
        let error = try #require(throws: TemplateError.self) {
            try library.render("main", with: data, missingPartials: missingPartials)
        }
        let diagnostic = try #require(error.diagnostics.first)
        let start = try #require(diagnostic.range?.start)
        return "\(diagnostic.path ?? ""):\(start.line):\(start.column): \(diagnostic.message)"
    }

    @Test func aMissingParentIsEmptyOrAnErrorAtItsTag() throws {
        let templates = ["main": "top\n  {{<frame}}{{$a}}x{{/a}}{{/frame}}\n"]
        let library = TemplateLibrary([try parseMustache(templates["main"]!)])
        #expect(try library.render("main", with: nil, missingPartials: .empty) == "top\n")
        #expect(
            try firstError(rendering: templates, missingPartials: .error)
                == "main.mustache:2:3: parent 'frame' refers to no template")
    }

    @Test func aDynamicNameWithoutAValueIsEmptyOrAnErrorAtItsTag() throws {
        let templates = ["main": "a{{>*which}}b", "x": "X"]
        let library = TemplateLibrary([try parseMustache(templates["main"]!)])
        #expect(try library.render("main", with: ["which": nil], missingPartials: .empty) == "ab")
        #expect(
            try firstError(rendering: templates, with: ["which": nil], missingPartials: .error)
                == "main.mustache:1:2: partial '*which' names no template: 'which' has no value")
        #expect(
            try firstError(rendering: templates, missingPartials: .error)
                == "main.mustache:1:2: partial '*which' names no template: 'which' has no value")
    }

    @Test func aDynamicNameOfNoTemplateSaysWhereTheNameCameFrom() throws {
        #expect(
            try firstError(
                rendering: ["main": "{{#item}}\n  {{<*item.kind}}{{/*item.kind}}\n{{/item}}"],
                with: ["item": ["kind": "ghost"]], missingPartials: .error)
                == "main.mustache:2:3: parent 'ghost' (the value of '*item.kind') "
                + "refers to no template")
    }

    @Test(arguments: [MissingPartialPolicy.empty, .error])
    func aListOrAnObjectIsNeverATemplateName(_ policy: MissingPartialPolicy) throws {
        #expect(
            try firstError(
                rendering: ["main": "{{>*names}}", "a": "A"], with: ["names": ["a"]],
                missingPartials: policy)
                == "main.mustache:1:1: partial '*names' names no template: 'names' is a list")
        #expect(
            try firstError(
                rendering: ["main": "x {{<*layout}}{{/*layout}}"],
                with: ["layout": ["name": "a"]], missingPartials: policy)
                == "main.mustache:1:3: parent '*layout' names no template: "
                + "'layout' is an object")
    }

    @Test func validationFindsParentsNamingNoTemplate() throws {
        let library = TemplateLibrary([
            try parseMustache(
                "{{<frame}}{{$a}}{{>gone}}{{/a}}{{/frame}}\n{{<*dynamic}}{{/*dynamic}}",
                name: "page"),
            try parseMustache("{{$a}}{{/a}}{{<page}}{{/page}}", name: "b"),
        ])
        let found = library.validate().map {
            "\($0.path ?? ""):\($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0): "
                + $0.message
        }
        #expect(
            found == [
                "page.mustache:1:1: parent 'frame' refers to no template",
                "page.mustache:1:17: partial 'gone' refers to no template",
            ])
    }
}
