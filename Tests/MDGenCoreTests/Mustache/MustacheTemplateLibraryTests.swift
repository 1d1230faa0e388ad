import Testing

@testable import MDGenMustache

/// What a library of templates offers beyond the spec: lookup, overriding, located errors
/// for missing partials and runaway recursion, and validation without rendering.
@Suite("Template library")
struct MustacheTemplateLibraryTests {
    @Test func namesAreSortedAndLookUpTheirTemplates() throws {
        let library = TemplateLibrary([
            try parseMustache("b", name: "beta"), try parseMustache("a", name: "alpha"),
        ])
        #expect(library.names == ["alpha", "beta"])
        #expect(library["alpha"]?.file.text == "a")
        #expect(library["gamma"] == nil)
    }

    @Test func aLaterTemplateReplacesAnEarlierOneOfTheSameName() throws {
        let library = TemplateLibrary([
            try parseMustache("built-in", name: "header"),
            try parseMustache("custom", name: "header"),
        ])
        #expect(library.names == ["header"])
        #expect(try library.render("header", with: nil) == "custom")
    }

    @Test func renderingAnUnknownTemplateIsAnError() throws {
        let library = TemplateLibrary([])
        let error = try #require(throws: TemplateError.self) {
            try library.render("nope", with: nil)
        }
        #expect(error.diagnostics.map(\.message) == ["no template named 'nope'"])
    }

    @Test func aMissingPartialIsAnErrorAtItsTagWhenAskedFor() throws {
        let library = TemplateLibrary([try parseMustache("header\n  {{> footer }}\n")])
        #expect(try library.render("main", with: nil, missingPartials: .empty) == "header\n")

        let error = try #require(throws: TemplateError.self) {
            try library.render("main", with: nil, missingPartials: .error)
        }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.message == "partial 'footer' refers to no template")
        #expect(diagnostic.path == "main.mustache")
        #expect(diagnostic.range?.start.line == 2)
        #expect(diagnostic.range?.start.column == 3)
        #expect(diagnostic.range?.end.column == 16)
    }

    @Test func validationFindsMissingPartialsWithoutRendering() throws {
        let library = TemplateLibrary([
            try parseMustache("{{>b}}\n{{#never}}{{>zz}}{{/never}}", name: "a"),
            try parseMustache("{{^x}}\n  {{>missing}}\n{{/x}}", name: "b"),
        ])
        let found = library.validate().map {
            "\($0.path ?? ""):\($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0): "
                + $0.message
        }
        #expect(
            found == [
                "a.mustache:2:11: partial 'zz' refers to no template",
                "b.mustache:2:3: partial 'missing' refers to no template",
            ])
        #expect(TemplateLibrary([try parseMustache("{{>main}}")]).validate().isEmpty)
    }

    @Test func endlessPartialRecursionIsALocatedError() throws {
        let library = TemplateLibrary([try parseMustache("x{{>loop}}", name: "loop")])
        let error = try #require(throws: TemplateError.self) {
            try library.render("loop", with: nil)
        }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(
            diagnostic.message
                == "partial 'loop' is nested more than 100 deep; "
                + "does it include itself without end?")
        #expect(diagnostic.path == "loop.mustache")
        #expect(diagnostic.range?.start.column == 2)
    }

    @Test func deepNestingThroughRecursivePartialsIsALocatedErrorNotAStackOverflow() throws {
        // Each copy of the template nests 99 sections, so the partial limit is reached
        // about 10,000 levels deep.
        let sections = 99
        let text =
            String(repeating: "{{#.}}", count: sections) + "{{>loop}}"
            + String(repeating: "{{/.}}", count: sections)
        let library = TemplateLibrary([try parseMustache(text, name: "loop")])
        let error = try #require(throws: TemplateError.self) {
            try library.render("loop", with: true)
        }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.message.hasPrefix("partial 'loop' is nested more than 100 deep"))
        #expect(diagnostic.path == "loop.mustache")
        #expect(diagnostic.range?.start.column == sections * 6 + 1)
    }

    @Test func recursionThatTheDataEndsMayGoDeep() throws {
        var tree: TemplateValue = ["kids": []]
        for _ in 0..<90 {
            tree = ["kids": [tree]]
        }
        let library = TemplateLibrary([
            try parseMustache("({{#kids}}{{>node}}{{/kids}})", name: "node")
        ])
        let text = try library.render("node", with: tree)
        #expect(text == String(repeating: "(", count: 91) + String(repeating: ")", count: 91))
    }

    @Test func interpolatingAListIsALocatedError() throws {
        let library = TemplateLibrary([try parseMustache("items:\n {{items}}")])
        let error = try #require(throws: TemplateError.self) {
            try library.render("main", with: ["items": [1, 2]])
        }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(
            diagnostic.message == "'items' is a list, which has no text; render it with a section")
        #expect(diagnostic.range?.start.line == 2 && diagnostic.range?.start.column == 2)
    }

    @Test func escapingNoneAppliesToPartialsToo() throws {
        let library = TemplateLibrary([
            try parseMustache("{{>p}}"), try parseMustache("{{code}}", name: "p"),
        ])
        let text = try library.render("main", with: ["code": "a < b && c"], escaping: .none)
        #expect(text == "a < b && c")
    }

    @Test func oneLibraryRendersConcurrentlyWithTheSameResult() async throws {
        let library = TemplateLibrary([
            try parseMustache("{{#xs}}\n  {{>item}}\n{{/xs}}\n"),
            try parseMustache("<{{.}}>\n", name: "item"),
        ])
        let context: TemplateValue = ["xs": [1, 2, 3]]
        let results = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<8 {
                group.addTask { try library.render("main", with: context) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == Array(repeating: "  <1>\n  <2>\n  <3>\n", count: 8))
    }
}
