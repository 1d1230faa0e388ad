import Testing

@testable import MDGenMustache

/// Rendering builds one string from a tree parsed once, so a large context through several
/// partials takes milliseconds. This pins the output of such a render, not its time.
@Suite("Mustache rendering at scale")
struct MustacheRenderingScaleTests {
    @Test func tenThousandItemsRenderThroughPartials() throws {
        let library = TemplateLibrary([
            try parseMustache(
                "protocol Big {\n    {{#methods}}\n    {{>method}}\n    {{/methods}}\n}\n",
                name: "protocol"),
            try parseMustache(
                "/// Calls {{name}}.\nfunc {{name}}({{#parameters}}{{>parameter}}{{/parameters}})\n",
                name: "method"),
            try parseMustache("{{label}}: {{type}}, ", name: "parameter"),
        ])
        let count = 10_000
        let methods = (0..<count).map { index -> TemplateValue in
            [
                "name": .string("method\(index)"),
                "parameters": [["label": "a", "type": "Int"], ["label": "b", "type": "String"]],
            ]
        }

        let text = try library.render(
            "protocol", with: ["methods": .list(methods)], escaping: .none,
            missingPartials: .error)

        var expected = "protocol Big {\n"
        for index in 0..<count {
            expected += "    /// Calls method\(index).\n"
            expected += "    func method\(index)(a: Int, b: String, )\n"
        }
        expected += "}\n"
        #expect(text.utf8.count == expected.utf8.count)
        #expect(text == expected)
    }
}
