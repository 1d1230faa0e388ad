import Testing
@testable import MDGenCore
@Test func temporaryTiming() throws {
    let library = TemplateLibrary([
        try parseMustache("protocol Big {\n    {{#methods}}\n    {{>method}}\n    {{/methods}}\n}\n", name: "protocol"),
        try parseMustache("/// Calls {{name}}.\nfunc {{name}}({{#parameters}}{{>parameter}}{{/parameters}})\n", name: "method"),
        try parseMustache("{{label}}: {{type}}, ", name: "parameter"),
    ])
    let methods = (0..<10_000).map { index -> TemplateValue in
        ["name": .string("method\(index)"), "parameters": [["label": "a", "type": "Int"], ["label": "b", "type": "String"]]]
    }
    let context: TemplateValue = ["methods": .list(methods)]
    let clock = ContinuousClock()
    var size = 0
    let elapsed = try clock.measure { for _ in 0..<50 { size += try library.render("protocol", with: context, escaping: .none).utf8.count } }
    print("TIMING", elapsed / 50, size / 50)
}
