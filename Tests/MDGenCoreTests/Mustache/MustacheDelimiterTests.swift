import Testing

/// The spec's set-delimiter rules: `{{=open close=}}` changes the tag delimiters for the rest
/// of the template it is in, and for nothing else.
@Suite("Mustache set-delimiter tags")
struct MustacheDelimiterTests {
    static let cases: [MustacheCase] = [
        MustacheCase(
            behaviour: "a set-delimiter tag changes the delimiters of the following tags",
            template: "{{=<% %>=}}(<%v%>)", data: ["v": "val"], expected: "(val)"),
        MustacheCase(
            behaviour: "delimiters may be characters that regular expressions treat specially",
            template: "({{=[ ]=}}[v])", data: ["v": "val"], expected: "(val)"),
        MustacheCase(
            behaviour: "after a change the old delimiters are plain text",
            template: "{{=(( ))=}}((v)) {{v}}", data: ["v": "val"], expected: "val {{v}}"),
        MustacheCase(
            behaviour: "the same string may open and close tags",
            template: "{{=| |=}}|v|", data: ["v": "val"], expected: "val"),
        MustacheCase(
            behaviour: "the delimiters can be changed back",
            template: "{{=<% %>=}}<%v%><%={{ }}=%>{{v}}", data: ["v": "val"],
            expected: "valval"),
        MustacheCase(
            behaviour: "new delimiters apply to sections after the change",
            template:
                "<\n{{#on}}\n  {{v}}\n  |v|\n{{/on}}\n{{= | | =}}\n|#on|\n  {{v}}\n  |v|\n|/on|\n>\n",
            data: ["on": true, "v": "val"],
            expected: "<\n  val\n  |v|\n  {{v}}\n  val\n>\n"),
        MustacheCase(
            behaviour: "new delimiters apply to inverted sections after the change",
            template:
                "<\n{{^off}}\n  {{v}}\n  |v|\n{{/off}}\n{{= | | =}}\n|^off|\n  {{v}}\n  |v|\n|/off|\n>\n",
            data: ["off": false, "v": "val"],
            expected: "<\n  val\n  |v|\n  {{v}}\n  val\n>\n"),
        MustacheCase(
            behaviour: "a change inside a section lasts after the section",
            template: "{{#on}}{{=<% %>=}}<%/on%><%v%>", data: ["on": true, "v": "val"],
            expected: "val"),
        MustacheCase(
            behaviour: "triple and ampersand tags work with new delimiters",
            template: "{{=<% %>=}}<%{html}%> <%&html%> <%html%>", data: ["html": "<b>"],
            expected: "<b> <b> &lt;b&gt;"),
        MustacheCase(
            behaviour: "a partial is parsed with the standard delimiters whatever its caller's",
            template: "{{>p}}\n{{=<% %>=}}\n<%>p%>\n", data: ["v": "val"],
            partials: ["p": "({{v}})\n"], expected: "(val)\n(val)\n"),
        MustacheCase(
            behaviour: "delimiters changed in a partial do not leak into its caller",
            template: "{{>p}} {{v}} <%v%>", data: ["v": "val"],
            partials: ["p": "{{=<% %>=}}<%v%>"], expected: "val val <%v%>"),

        // Whitespace.
        MustacheCase(
            behaviour: "a set-delimiter tag keeps the whitespace around it",
            template: "[ {{=<< >>=}} ]", expected: "[  ]"),
        MustacheCase(
            behaviour: "a set-delimiter tag after text keeps the line",
            template: " - {{=<< >>=}}\n", expected: " - \n"),
        MustacheCase(
            behaviour: "a line holding only a set-delimiter tag is removed",
            template: "a\n{{=<< >>=}}\nb\n", expected: "a\nb\n"),
        MustacheCase(
            behaviour: "an indented line holding only a set-delimiter tag is removed",
            template: "a\n   {{=<< >>=}}\nb\n", expected: "a\nb\n"),
        MustacheCase(
            behaviour: "a standalone set-delimiter tag's \\r\\n line ending is removed",
            template: "a\r\n{{= << >> =}}\r\nb", expected: "a\r\nb"),
        MustacheCase(
            behaviour: "a standalone set-delimiter tag needs no line before it",
            template: "  {{=<< >>=}}\nz", expected: "z"),
        MustacheCase(
            behaviour: "a standalone set-delimiter tag needs no line ending after it",
            template: "z\n  {{=<< >>=}}", expected: "z\n"),
        MustacheCase(
            behaviour: "whitespace inside a set-delimiter tag is ignored",
            template: "[{{=   <<   >>   =}}]", expected: "[]"),
    ]

    @Test(arguments: cases)
    func rendersAsTheSpecSays(_ testCase: MustacheCase) throws {
        #expect(try renderMustacheCase(testCase) == testCase.expected)
    }
}
