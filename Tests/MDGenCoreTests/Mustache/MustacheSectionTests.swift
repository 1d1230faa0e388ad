import Testing

/// The spec's section rules: `{{#name}}…{{/name}}` over booleans, objects, lists and other
/// values, the context stack, dotted names and standalone lines.
@Suite("Mustache sections")
struct MustacheSectionTests {
    static let cases: [MustacheCase] = [
        // What renders.
        MustacheCase(
            behaviour: "a section over true renders once",
            template: "<{{#on}}shown{{/on}}>", data: ["on": true], expected: "<shown>"),
        MustacheCase(
            behaviour: "a section over false is omitted",
            template: "<{{#on}}hidden{{/on}}>", data: ["on": false], expected: "<>"),
        MustacheCase(
            behaviour: "a section over null is omitted",
            template: "<{{#on}}hidden{{/on}}>", data: ["on": nil], expected: "<>"),
        MustacheCase(
            behaviour: "a section over a missing name is omitted",
            template: "<{{#missing}}hidden{{/missing}}>", expected: "<>"),
        MustacheCase(
            behaviour: "a section over an object pushes it onto the context stack",
            template: "{{#person}}Name: {{name}}{{/person}}",
            data: ["person": ["name": "Kim"]], expected: "Name: Kim"),
        MustacheCase(
            behaviour: "names missing from the section's context are found further down",
            template: "{{#inner}}{{a}}-{{b}}-{{c.d}}{{/inner}}",
            data: ["a": "top", "b": "shadowed", "inner": ["b": "inner"], "c": ["d": "deep"]],
            expected: "top-inner-deep"),
        MustacheCase(
            behaviour: "a section over a string renders once with the string as context",
            template: "{{#word}}{{.}}={{word}}{{/word}}", data: ["word": "yes"],
            expected: "yes=yes"),
        MustacheCase(
            behaviour: "a string is not a list of characters",
            template: "{{#s}}*{{/s}}", data: ["s": "abc"], expected: "*"),
        MustacheCase(
            behaviour: "an empty string is truthy, as the spec's !!data is in its reference",
            template: "{{#s}}[{{.}}]{{/s}}", data: ["s": ""], expected: "[]"),
        MustacheCase(
            behaviour: "zero is truthy and becomes the context",
            template: "{{#n}}<{{.}}>{{/n}}", data: ["n": 0], expected: "<0>"),
        MustacheCase(
            behaviour: "an empty object is truthy",
            template: "{{#o}}yes{{/o}}", data: ["o": [:]], expected: "yes"),

        // Lists.
        MustacheCase(
            behaviour: "a section over a list renders once per item, each item as context",
            template: "{{#rows}}<{{id}}>{{/rows}}",
            data: ["rows": [["id": 1], ["id": 2], ["id": 3]]], expected: "<1><2><3>"),
        MustacheCase(
            behaviour: "a section over an empty list is omitted",
            template: "<{{#rows}}row{{/rows}}>", data: ["rows": []], expected: "<>"),
        MustacheCase(
            behaviour: "every context on the stack is visible inside nested lists",
            template:
                "{{#groups}}{{#entries}}{{title.short}}{{key}}:"
                + "{{#values}}{{title.short}}{{key}}{{v}};{{/values}}{{/entries}}{{/groups}}",
            data: [
                "groups": [
                    [
                        "title": ["short": "g"],
                        "entries": [["key": "k", "values": [["v": "x"], ["v": "y"]]]],
                    ]
                ]
            ],
            expected: "gk:gkx;gky;"),
        MustacheCase(
            behaviour: "deeply nested sections see every enclosing context",
            template:
                "{{#a}}\n{{x}}\n{{#b}}\n{{x}}{{y}}\n{{#c}}\n{{x}}{{y}}{{z}}\n"
                + "{{#z}}\n{{x}}{{y}}{{.}}{{y}}{{x}}\n{{/z}}\n{{/c}}\n{{/b}}\n{{/a}}\n",
            data: ["a": ["x": 1], "b": ["y": 2], "c": ["z": 3]],
            expected: "1\n12\n123\n12321\n"),
        MustacheCase(
            behaviour: "a template may have several sections over the same name",
            template: "{{#t}}\n- one\n{{/t}}\n- {{mid}}\n{{#t}}\n- three\n{{/t}}\n",
            data: ["t": true, "mid": "two"], expected: "- one\n- two\n- three\n"),
        MustacheCase(
            behaviour: "nested truthy sections all render",
            template: "( a {{#t}}b {{#t}}c{{/t}} d{{/t}} e )", data: ["t": true],
            expected: "( a b c d e )"),
        MustacheCase(
            behaviour: "a falsey section hides the sections nested in it",
            template: "( a {{#f}}b {{#f}}c{{/f}} d{{/f}} e )", data: ["f": false],
            expected: "( a  e )"),

        // The implicit iterator.
        MustacheCase(
            behaviour: "the implicit iterator renders each string of a list",
            template: "{{#xs}}[{{.}}]{{/xs}}", data: ["xs": ["p", "q"]], expected: "[p][q]"),
        MustacheCase(
            behaviour: "the implicit iterator renders each whole number of a list",
            template: "{{#xs}}[{{.}}]{{/xs}}", data: ["xs": [7, 8, 9]], expected: "[7][8][9]"),
        MustacheCase(
            behaviour: "the implicit iterator renders each decimal of a list",
            template: "{{#xs}}[{{.}}]{{/xs}}", data: ["xs": [0.5, 1.25]],
            expected: "[0.5][1.25]"),
        MustacheCase(
            behaviour: "a section over the implicit iterator iterates nested lists",
            template: "{{#xs}}<{{#.}}{{.}}{{/.}}>{{/xs}}", data: ["xs": [[1, 2], ["u", "v"]]],
            expected: "<12><uv>"),
        MustacheCase(
            behaviour: "a section over the implicit iterator iterates a root list",
            template: "{{#.}}({{n}}){{/.}}", data: [["n": 1], ["n": 2]], expected: "(1)(2)"),
        MustacheCase(
            behaviour: "items rendered by the implicit iterator are escaped",
            template: "{{#xs}}{{.}}{{/xs}}", data: ["xs": ["<", "&"]], expected: "&lt;&amp;"),

        // Dotted names.
        MustacheCase(
            behaviour: "a section over a dotted name that is true renders",
            template: "{{#p.q.r}}yes{{/p.q.r}}", data: ["p": ["q": ["r": true]]],
            expected: "yes"),
        MustacheCase(
            behaviour: "a section over a dotted name that is false is omitted",
            template: "[{{#p.q.r}}yes{{/p.q.r}}]", data: ["p": ["q": ["r": false]]],
            expected: "[]"),
        MustacheCase(
            behaviour: "a section over a dotted name with a missing part is omitted",
            template: "[{{#p.q.r}}yes{{/p.q.r}}]", data: ["p": [:]], expected: "[]"),

        // Whitespace.
        MustacheCase(
            behaviour: "section tags keep the whitespace around them",
            template: " | {{#t}}\t*\t{{/t}} | \n", data: ["t": true], expected: " | \t*\t | \n"),
        MustacheCase(
            behaviour: "section tags keep the whitespace inside the section",
            template: " | {{#t}} {{! note }}\n {{/t}} | \n", data: ["t": true],
            expected: " |  \n  | \n"),
        MustacheCase(
            behaviour: "sections within a line keep the line's indentation",
            template: " {{#t}}A{{/t}}\n {{#t}}B{{/t}}\n", data: ["t": true],
            expected: " A\n B\n"),
        MustacheCase(
            behaviour: "lines holding only a section tag are removed",
            template: "first\n{{#t}}\nmiddle\n{{/t}}\nlast\n", data: ["t": true],
            expected: "first\nmiddle\nlast\n"),
        MustacheCase(
            behaviour: "indented lines holding only a section tag are removed",
            template: "first\n   {{#t}}\nmiddle\n\t{{/t}}  \nlast\n", data: ["t": true],
            expected: "first\nmiddle\nlast\n"),
        MustacheCase(
            behaviour: "standalone lines of an omitted section are removed too",
            template: "a\n{{#f}}\nb\n{{/f}}\nc\n", data: ["f": false], expected: "a\nc\n"),
        MustacheCase(
            behaviour: "a standalone section tag's \\r\\n line ending is removed",
            template: "a\r\n{{#t}}\r\n{{/t}}\r\nb", data: ["t": true], expected: "a\r\nb"),
        MustacheCase(
            behaviour: "a standalone section tag needs no line before it",
            template: "  {{#t}}\nx{{/t}}\ny", data: ["t": true], expected: "x\ny"),
        MustacheCase(
            behaviour: "a standalone section tag needs no line ending after it",
            template: "x{{#t}}\ny\n  {{/t}}", data: ["t": true], expected: "x\ny\n"),
        MustacheCase(
            behaviour: "a line holding two section tags is not standalone",
            template: "{{#t}}{{/t}}\nz", data: ["t": true], expected: "\nz"),
        MustacheCase(
            behaviour: "a section tag beside text is not standalone",
            template: "- {{#t}}\nx\n{{/t}}", data: ["t": true], expected: "- \nx\n"),
        MustacheCase(
            behaviour: "whitespace inside section tags is ignored",
            template: "[{{#  t  }}x{{/  t  }}]", data: ["t": true], expected: "[x]"),
        // mdgen's leniency where the spec is silent: the sigil may follow whitespace.
        MustacheCase(
            behaviour: "whitespace before a section tag's sigil is allowed",
            template: "[{{ #t }}x{{ /t }}]", data: ["t": true], expected: "[x]"),
    ]

    @Test(arguments: cases)
    func rendersAsTheSpecSays(_ testCase: MustacheCase) throws {
        #expect(try renderMustacheCase(testCase) == testCase.expected)
    }
}
