import Testing

@testable import MDGenMustache

/// The spec's interpolation rules: `{{name}}`, `{{{name}}}`, `{{&name}}`, name resolution,
/// dotted names, the implicit iterator and whitespace.
@Suite("Mustache interpolation")
struct MustacheInterpolationTests {
    static let cases: [MustacheCase] = [
        // Plain text and values.
        MustacheCase(
            behaviour: "text without tags renders unchanged, single braces included",
            template: "Plain {text}, a } and a {\n",
            expected: "Plain {text}, a } and a {\n"),
        MustacheCase(
            behaviour: "a variable tag is replaced by its value",
            template: "Hi, {{who}}.", data: ["who": "Ann"], expected: "Hi, Ann."),
        MustacheCase(
            behaviour: "a variable tag escapes & \" < > and ' for HTML",
            template: "{{snippet}}", data: ["snippet": "<a href=\"x\">Tom & 'Jerry'</a>"],
            expected: "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;"),
        MustacheCase(
            behaviour: "a triple mustache writes its value without escaping",
            template: "{{{snippet}}}", data: ["snippet": "<i>&\"'</i>"],
            expected: "<i>&\"'</i>"),
        MustacheCase(
            behaviour: "an ampersand tag writes its value without escaping",
            template: "{{&snippet}}", data: ["snippet": "<i>&\"'</i>"],
            expected: "<i>&\"'</i>"),
        MustacheCase(
            behaviour: "text outside tags is never escaped",
            template: "<b>&{{v}}</b>", data: ["v": "'"], expected: "<b>&&#39;</b>"),

        // Numbers.
        MustacheCase(
            behaviour: "a whole number renders without a fraction",
            template: "{{count}} items", data: ["count": 42], expected: "42 items"),
        MustacheCase(
            behaviour: "a whole number renders without a fraction in a triple mustache",
            template: "{{{count}}} items", data: ["count": 42], expected: "42 items"),
        MustacheCase(
            behaviour: "a whole number renders without a fraction in an ampersand tag",
            template: "{{&count}} items", data: ["count": 42], expected: "42 items"),
        MustacheCase(
            behaviour: "a decimal renders in its shortest form",
            template: "{{ratio}}x", data: ["ratio": 2.50], expected: "2.5x"),
        MustacheCase(
            behaviour: "a decimal renders in its shortest form in a triple mustache",
            template: "{{{ratio}}}x", data: ["ratio": 0.125], expected: "0.125x"),
        MustacheCase(
            behaviour: "a decimal renders in its shortest form in an ampersand tag",
            template: "{{&ratio}}x", data: ["ratio": 12.750], expected: "12.75x"),
        MustacheCase(
            behaviour: "a negative number keeps its sign",
            template: "{{t}}", data: ["t": -3], expected: "-3"),

        // Misses.
        MustacheCase(
            behaviour: "a name no context has renders as empty text",
            template: "[{{nothing}}]", expected: "[]"),
        MustacheCase(
            behaviour: "a name no context has renders as empty text in a triple mustache",
            template: "[{{{nothing}}}]", expected: "[]"),
        MustacheCase(
            behaviour: "a name no context has renders as empty text in an ampersand tag",
            template: "[{{&nothing}}]", expected: "[]"),
        MustacheCase(
            behaviour: "null renders as empty text",
            template: "[{{gone}}]", data: ["gone": nil], expected: "[]"),

        // Dotted names.
        MustacheCase(
            behaviour: "a dotted name is shorthand for nested sections",
            template: "{{user.name}} / {{#user}}{{name}}{{/user}}",
            data: ["user": ["name": "Lee"]], expected: "Lee / Lee"),
        MustacheCase(
            behaviour: "a dotted name works in a triple mustache",
            template: "{{{user.name}}} / {{#user}}{{{name}}}{{/user}}",
            data: ["user": ["name": "<Lee>"]], expected: "<Lee> / <Lee>"),
        MustacheCase(
            behaviour: "a dotted name works in an ampersand tag",
            template: "{{&user.name}} / {{#user}}{{&name}}{{/user}}",
            data: ["user": ["name": "<Lee>"]], expected: "<Lee> / <Lee>"),
        MustacheCase(
            behaviour: "a dotted name reaches any depth",
            template: "{{p.q.r.s.t}}", data: ["p": ["q": ["r": ["s": ["t": "deep"]]]]],
            expected: "deep"),
        MustacheCase(
            behaviour: "a dotted name with a missing part renders as empty text",
            template: "[{{p.q.r}}]", data: ["p": [:]], expected: "[]"),
        MustacheCase(
            behaviour: "parts after the first are looked up only inside the previous part",
            template: "[{{p.q.r.name}}]",
            data: ["p": ["q": [:]], "r": ["name": "outside"]], expected: "[]"),
        MustacheCase(
            behaviour: "the first part of a dotted name walks up the context stack",
            template: "{{#outer}}{{inner.value}}{{/outer}}",
            data: ["outer": ["inner": ["value": "near"]], "inner": ["value": "far"]],
            expected: "near"),
        MustacheCase(
            behaviour: "a dotted name resolves against the first context having its first part",
            template: "{{#outer}}[{{inner.value}}]{{/outer}}",
            data: ["outer": ["inner": [:]], "inner": ["value": "far"]], expected: "[]"),
        MustacheCase(
            behaviour: "a leading dot looks a name up only in the current context",
            template: "{{#empty}}[{{.label}}]{{/empty}}{{#full}}[{{.label}}]{{/full}}",
            data: ["empty": [:], "full": ["label": "inside"], "label": "outside"],
            expected: "[][inside]"),
        MustacheCase(
            behaviour: "a dotted name is never a single key with a dot in it",
            template: "[{{x.y}}]", data: ["x.y": "literal"], expected: "[]"),

        // The implicit iterator.
        MustacheCase(
            behaviour: "the implicit iterator renders the current context",
            template: "Hello, {{.}}!", data: "world", expected: "Hello, world!"),
        MustacheCase(
            behaviour: "the implicit iterator escapes HTML",
            template: "{{.}}", data: "<&>", expected: "&lt;&amp;&gt;"),
        MustacheCase(
            behaviour: "the implicit iterator in a triple mustache does not escape",
            template: "{{{.}}}", data: "<&>", expected: "<&>"),
        MustacheCase(
            behaviour: "the implicit iterator in an ampersand tag does not escape",
            template: "{{&.}}", data: "<&>", expected: "<&>"),
        MustacheCase(
            behaviour: "the implicit iterator renders a number",
            template: "{{.}}", data: 7, expected: "7"),

        // Whitespace.
        MustacheCase(
            behaviour: "a variable tag keeps the whitespace around it",
            template: "| {{v}} |", data: ["v": "x"], expected: "| x |"),
        MustacheCase(
            behaviour: "a triple mustache keeps the whitespace around it",
            template: "| {{{v}}} |", data: ["v": "x"], expected: "| x |"),
        MustacheCase(
            behaviour: "an ampersand tag keeps the whitespace around it",
            template: "| {{&v}} |", data: ["v": "x"], expected: "| x |"),
        MustacheCase(
            behaviour: "a variable tag alone on its line is never standalone",
            template: "   {{v}}\n", data: ["v": "x"], expected: "   x\n"),
        MustacheCase(
            behaviour: "a triple mustache alone on its line is never standalone",
            template: "   {{{v}}}\n", data: ["v": "x"], expected: "   x\n"),
        MustacheCase(
            behaviour: "an ampersand tag alone on its line is never standalone",
            template: "   {{&v}}\n", data: ["v": "x"], expected: "   x\n"),
        MustacheCase(
            behaviour: "an empty variable alone on its line keeps the line",
            template: "a\n  {{nothing}}\nb", expected: "a\n  \nb"),
        MustacheCase(
            behaviour: "whitespace inside a variable tag is ignored",
            template: "|{{  v  }}|", data: ["v": "x"], expected: "|x|"),
        MustacheCase(
            behaviour: "whitespace inside a triple mustache is ignored",
            template: "|{{{ v }}}|", data: ["v": "x"], expected: "|x|"),
        MustacheCase(
            behaviour: "whitespace inside an ampersand tag is ignored",
            template: "|{{& v }}|", data: ["v": "x"], expected: "|x|"),
        MustacheCase(
            behaviour: "a tag may span lines",
            template: "[{{\n  v\n}}]", data: ["v": "x"], expected: "[x]"),
        MustacheCase(
            behaviour: "text and values outside ASCII pass through unchanged",
            template: "Grüße, {{name}} 👋", data: ["name": "Zoë"], expected: "Grüße, Zoë 👋"),
    ]

    @Test(arguments: cases)
    func rendersAsTheSpecSays(_ testCase: MustacheCase) throws {
        #expect(try renderMustacheCase(testCase) == testCase.expected)
    }

    @Test func withoutEscapingDoubleAndTripleMustachesAreTheSame() throws {
        let testCase = MustacheCase(
            behaviour: "no escaping", template: "{{v}} {{{v}}} {{&v}}",
            data: ["v": "a < b && c"], expected: "a < b && c a < b && c a < b && c")
        #expect(try renderMustacheCase(testCase, escaping: .none) == testCase.expected)
    }

    @Test(
        "dotted names split at each dot character, and a name with an empty part is refused",
        arguments: [
            ("a.b.c", ["a", "b", "c"], false), (".a.b", ["a", "b"], true), (".", [], true),
            ("Zoë.naïve", ["Zoë", "naïve"], false), ("a.\u{301}b", ["a.\u{301}b"], false),
            ("a..b", nil, false), ("a.", nil, false), ("..", nil, false),
        ] as [(String, [String]?, Bool)])
    func dottedNames(text: String, parts: [String]?, isAnchored: Bool) {
        let name = MustacheName(text)
        #expect(name?.parts == parts)
        if parts != nil {
            #expect(name?.isAnchoredToTop == isAnchored)
        }
    }
}
