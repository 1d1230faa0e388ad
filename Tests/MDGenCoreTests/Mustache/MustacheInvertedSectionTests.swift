import Testing

/// The spec's inverted section rules: `{{^name}}…{{/name}}` renders exactly when a section
/// over the same value would not.
@Suite("Mustache inverted sections")
struct MustacheInvertedSectionTests {
    static let cases: [MustacheCase] = [
        // What renders.
        MustacheCase(
            behaviour: "an inverted section over false renders",
            template: "<{{^on}}shown{{/on}}>", data: ["on": false], expected: "<shown>"),
        MustacheCase(
            behaviour: "an inverted section over null renders",
            template: "<{{^on}}shown{{/on}}>", data: ["on": nil], expected: "<shown>"),
        MustacheCase(
            behaviour: "an inverted section over a missing name renders",
            template: "<{{^missing}}shown{{/missing}}>", expected: "<shown>"),
        MustacheCase(
            behaviour: "an inverted section over true is omitted",
            template: "<{{^on}}hidden{{/on}}>", data: ["on": true], expected: "<>"),
        MustacheCase(
            behaviour: "an inverted section over a string is omitted",
            template: "<{{^s}}hidden {{s}}{{/s}}>", data: ["s": "text"], expected: "<>"),
        MustacheCase(
            behaviour: "an inverted section over an object is omitted",
            template: "<{{^o}}hidden {{name}}{{/o}}>", data: ["o": ["name": "Kim"]],
            expected: "<>"),
        MustacheCase(
            behaviour: "an inverted section over a non-empty list is omitted",
            template: "<{{^xs}}{{n}}{{/xs}}>", data: ["xs": [["n": 1], ["n": 2]]],
            expected: "<>"),
        MustacheCase(
            behaviour: "an inverted section over an empty list renders",
            template: "<{{^xs}}none{{/xs}}>", data: ["xs": []], expected: "<none>"),
        MustacheCase(
            behaviour: "an inverted section pushes nothing onto the context stack",
            template: "{{^missing}}{{.}}{{/missing}}", data: "root", expected: "root"),
        MustacheCase(
            behaviour: "a template may have several inverted sections over the same name",
            template: "{{^f}}\n- one\n{{/f}}\n- {{mid}}\n{{^f}}\n- three\n{{/f}}\n",
            data: ["f": false, "mid": "two"], expected: "- one\n- two\n- three\n"),
        MustacheCase(
            behaviour: "nested inverted sections over a falsey value all render",
            template: "( a {{^f}}b {{^f}}c{{/f}} d{{/f}} e )", data: ["f": false],
            expected: "( a b c d e )"),
        MustacheCase(
            behaviour: "an inverted section over a truthy value hides those nested in it",
            template: "( a {{^t}}b {{^t}}c{{/t}} d{{/t}} e )", data: ["t": true],
            expected: "( a  e )"),

        // Dotted names.
        MustacheCase(
            behaviour: "an inverted section over a dotted name that is true is omitted",
            template: "[{{^p.q}}none{{/p.q}}]", data: ["p": ["q": true]], expected: "[]"),
        MustacheCase(
            behaviour: "an inverted section over a dotted name that is false renders",
            template: "[{{^p.q}}none{{/p.q}}]", data: ["p": ["q": false]],
            expected: "[none]"),
        MustacheCase(
            behaviour: "an inverted section over a dotted name with a missing part renders",
            template: "[{{^p.q.r}}none{{/p.q.r}}]", data: ["p": [:]], expected: "[none]"),

        // Whitespace.
        MustacheCase(
            behaviour: "inverted section tags keep the whitespace around them",
            template: " | {{^f}}\t*\t{{/f}} | \n", data: ["f": false],
            expected: " | \t*\t | \n"),
        MustacheCase(
            behaviour: "inverted section tags keep the whitespace inside the section",
            template: " | {{^f}} {{! note }}\n {{/f}} | \n", data: ["f": false],
            expected: " |  \n  | \n"),
        MustacheCase(
            behaviour: "lines holding only an inverted section tag are removed",
            template: "first\n{{^f}}\nmiddle\n{{/f}}\nlast\n", data: ["f": false],
            expected: "first\nmiddle\nlast\n"),
        MustacheCase(
            behaviour: "indented lines holding only an inverted section tag are removed",
            template: "first\n  {{^f}}\nmiddle\n    {{/f}}\nlast\n", data: ["f": false],
            expected: "first\nmiddle\nlast\n"),
        MustacheCase(
            behaviour: "a standalone inverted section tag's \\r\\n line ending is removed",
            template: "a\r\n{{^f}}\r\n{{/f}}\r\nb", data: ["f": false], expected: "a\r\nb"),
        MustacheCase(
            behaviour: "a standalone inverted section tag needs no line before it",
            template: "  {{^f}}\nx{{/f}}\ny", data: ["f": false], expected: "x\ny"),
        MustacheCase(
            behaviour: "a standalone inverted section tag needs no line ending after it",
            template: "x{{^f}}\ny\n  {{/f}}", data: ["f": false], expected: "x\ny\n"),
        MustacheCase(
            behaviour: "whitespace inside inverted section tags is ignored",
            template: "[{{^  f  }}x{{/  f  }}]", data: ["f": false], expected: "[x]"),
    ]

    @Test(arguments: cases)
    func rendersAsTheSpecSays(_ testCase: MustacheCase) throws {
        #expect(try renderMustacheCase(testCase) == testCase.expected)
    }
}
