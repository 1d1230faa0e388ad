import Testing

@testable import MDGenMustache

/// How template values are written, what they count as in sections, and how they are built.
@Suite("Template values")
struct MustacheTemplateValueTests {
    @Test(
        "numbers render as the spec shows them",
        arguments: [
            (85, "85"), (1.210, "1.21"), (0, "0"), (-0.0, "0"), (3.0, "3"), (-0.5, "-0.5"),
            (1e21, "1e+21"), (123_456_789, "123456789"),
        ] as [(Double, String)])
    func numberText(_ number: Double, _ expected: String) {
        #expect(TemplateValue.number(number).interpolatedText == expected)
    }

    @Test func flagsAndNullRenderAsText() {
        #expect(TemplateValue.bool(true).interpolatedText == "true")
        #expect(TemplateValue.bool(false).interpolatedText == "false")
        #expect(TemplateValue.null.interpolatedText == "")
    }

    @Test func listsAndObjectsHaveNoText() {
        #expect(TemplateValue.list([]).interpolatedText == nil)
        #expect(TemplateValue.object([:]).interpolatedText == nil)
    }

    @Test(
        "only null, false and the empty list are falsey",
        arguments: [
            (nil, false), (false, false), ([], false), (true, true), ("", true), ("x", true),
            (0, true), ([:], true), ([nil], true),
        ] as [(TemplateValue, Bool)])
    func truthiness(_ value: TemplateValue, _ isTruthy: Bool) {
        #expect(value.isTruthy == isTruthy)
    }

    @Test func literalsBuildTheMatchingCases() {
        let value: TemplateValue = [
            "text": "a", "flag": true, "count": 2, "ratio": 0.5, "items": [1, "b"], "none": nil,
        ]
        #expect(
            value
                == .object([
                    "text": .string("a"), "flag": .bool(true), "count": .number(2),
                    "ratio": .number(0.5), "items": .list([.number(1), .string("b")]),
                    "none": .null,
                ]))
    }

    @Test func subscriptReadsObjectMembersOnly() {
        let object: TemplateValue = ["name": "Kim"]
        #expect(object["name"] == .string("Kim"))
        #expect(object["missing"] == nil)
        #expect(TemplateValue.string("name")["name"] == nil)
        #expect(TemplateValue.list(["name"])["name"] == nil)
    }

    @Test(
        "HTML escaping replaces exactly & \" < > and '",
        arguments: [
            ("", ""), ("plain text", "plain text"), ("a&b", "a&amp;b"), ("<é>", "&lt;é&gt;"),
            ("'\"", "&#39;&quot;"), ("&&", "&amp;&amp;"), ("👋<", "👋&lt;"),
        ])
    func htmlEscaping(_ text: String, _ expected: String) {
        #expect(TemplateEscaping.htmlEscaped(text) == expected)
    }
}
