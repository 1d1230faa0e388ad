import Testing

@testable import MDGenMustache
@testable import MDGenSyntax

/// Syntax errors in templates are located diagnostics, never crashes.
@Suite("Mustache syntax errors")
struct MustacheSyntaxErrorTests {
    /// A malformed template and its diagnostics, each as `line:column: severity: message`,
    /// with its notes indented below it.
    struct ErrorCase: Sendable, CustomTestStringConvertible {
        var behaviour: String
        var template: String
        var expected: [String]
        var testDescription: String { behaviour }
    }

    static let cases: [ErrorCase] = [
        ErrorCase(
            behaviour: "a section that is never closed is reported at the end, noting its start",
            template: "line one\n    {{#methods}}\n  x\n",
            expected: [
                "4:1: error: section 'methods' is never closed",
                "  2:5: note: section 'methods' opened here",
            ]),
        ErrorCase(
            behaviour: "a closing tag for another section is reported, noting the open one",
            template: "{{#a}}\n{{/b}}",
            expected: [
                "2:1: error: closing tag 'b' does not match open section 'a'",
                "  1:1: note: section 'a' opened here",
            ]),
        ErrorCase(
            behaviour: "a closing tag for an enclosing section reports the unclosed inner one once",
            template: "{{#outer}}{{#inner}}{{/outer}}",
            expected: [
                "1:21: error: closing tag 'outer' does not match open section 'inner'",
                "  1:11: note: section 'inner' opened here",
            ]),
        ErrorCase(
            behaviour: "a closing tag without an open section is reported",
            template: "x {{/a}}", expected: ["1:3: error: closing tag 'a' has no open section"]),
        ErrorCase(
            behaviour: "a tag that is never closed is reported at its opening delimiter",
            template: "ab {{name", expected: ["1:4: error: tag is never closed; expected '}}'"]),
        ErrorCase(
            behaviour: "a triple mustache needs three closing braces",
            template: "{{{name}}", expected: ["1:1: error: tag is never closed; expected '}}}'"]),
        ErrorCase(
            behaviour: "an unclosed tag names the delimiter in effect",
            template: "{{=<% %>=}}\n<%name",
            expected: ["2:1: error: tag is never closed; expected '%>'"]),
        ErrorCase(
            behaviour: "a variable tag without a name is reported",
            template: "a{{}}b", expected: ["1:2: error: variable tag has no name"]),
        ErrorCase(
            behaviour: "section and closing tags without a name are reported",
            template: "{{#}}{{/}}",
            expected: [
                "1:1: error: section tag has no name", "1:6: error: closing tag has no name",
            ]),
        ErrorCase(
            behaviour: "a partial tag without a name is reported",
            template: "{{> }}", expected: ["1:1: error: partial tag has no name"]),
        ErrorCase(
            behaviour: "a name with whitespace inside is reported",
            template: "{{first name}}",
            expected: ["1:1: error: name 'first name' contains whitespace"]),
        ErrorCase(
            behaviour: "a dotted name with an empty part is reported",
            template: "{{a..b}}",
            expected: ["1:1: error: name 'a..b' has an empty part between its dots"]),
        ErrorCase(
            behaviour: "a set-delimiter tag with one delimiter is reported",
            template: "{{=<%%>=}}",
            expected: [
                "1:1: error: set-delimiter tag needs two delimiters without '=' separated by "
                    + "whitespace, as in '{{=<% %>=}}'"
            ]),
        ErrorCase(
            behaviour: "a set-delimiter tag with three delimiters is reported",
            template: "x\n{{=a b c=}}",
            expected: [
                "2:1: error: set-delimiter tag needs two delimiters without '=' separated by "
                    + "whitespace, as in '{{=<% %>=}}'"
            ]),
        ErrorCase(
            behaviour: "a delimiter containing '=' is reported",
            template: "{{=<= =>=}}",
            expected: [
                "1:1: error: set-delimiter tag needs two delimiters without '=' separated by "
                    + "whitespace, as in '{{=<% %>=}}'"
            ]),
        ErrorCase(
            behaviour: "an empty set-delimiter tag is reported",
            template: "{{=}}",
            expected: [
                "1:1: error: set-delimiter tag needs two delimiters without '=' separated by "
                    + "whitespace, as in '{{=<% %>=}}'"
            ]),
        ErrorCase(
            behaviour: "a set-delimiter tag missing its final '=' is reported and parsing goes on",
            template: "{{=<% %>}} {{#x}}",
            expected: [
                "1:1: error: set-delimiter tag must end with '=}}'",
                "1:18: error: section 'x' is never closed",
                "  1:12: note: section 'x' opened here",
            ]),
        ErrorCase(
            behaviour: "a set-delimiter tag that never ends is reported",
            template: "{{=<% %>", expected: ["1:1: error: tag is never closed; expected '=}}'"]),
        ErrorCase(
            behaviour: "block and parent tags without a name are reported",
            template: "{{$}}{{<}}",
            expected: ["1:1: error: block tag has no name", "1:6: error: parent tag has no name"]),
        ErrorCase(
            behaviour: "a dynamic name needs a name after its asterisk",
            template: "{{< * }}{{>*}}",
            expected: [
                "1:1: error: parent tag has no name after '*'",
                "1:9: error: partial tag has no name after '*'",
            ]),
        ErrorCase(
            behaviour: "a dynamic name is one dotted name",
            template: "{{>*a b}}{{>*a..b}}",
            expected: [
                "1:1: error: name 'a b' contains whitespace",
                "1:10: error: name 'a..b' has an empty part between its dots",
            ]),
        ErrorCase(
            behaviour: "a tag other than a block directly inside a parent tag pair is reported",
            template: "{{<base}}\n  {{title}}\n  {{>part}}\n{{/base}}",
            expected: [
                "2:3: error: only blocks belong directly inside parent 'base'; "
                    + "this variable tag would be ignored",
                "3:3: error: only blocks belong directly inside parent 'base'; "
                    + "this partial tag would be ignored",
            ]),
        ErrorCase(
            behaviour: "a block given twice to one parent is reported, noting the first",
            template: "{{<base}}{{$a}}1{{/a}}{{$a}}2{{/a}}{{/base}}",
            expected: [
                "1:23: error: block 'a' is given twice to parent 'base'",
                "  1:10: note: block 'a' given here first",
            ]),
        ErrorCase(
            behaviour: "unclosed blocks and parents are reported at the end, innermost first",
            template: "{{<base}}\n{{$a}}",
            expected: [
                "2:7: error: block 'a' is never closed", "  2:1: note: block 'a' opened here",
                "2:7: error: parent 'base' is never closed",
                "  1:1: note: parent 'base' opened here",
            ]),
        ErrorCase(
            behaviour: "a dynamic parent's closing tag repeats the asterisk",
            template: "{{<*layout}}{{/layout}}",
            expected: [
                "1:13: error: closing tag 'layout' does not match open parent '*layout'",
                "  1:1: note: parent '*layout' opened here",
            ]),
        ErrorCase(
            behaviour: "a closing tag for another block is reported, noting the open one",
            template: "{{$a}}x{{/b}}",
            expected: [
                "1:8: error: closing tag 'b' does not match open block 'a'",
                "  1:1: note: block 'a' opened here",
            ]),
        ErrorCase(
            behaviour: "columns count UTF-8 bytes, as the Swift compiler's do",
            template: "é {{/x}}", expected: ["1:4: error: closing tag 'x' has no open section"]),
        ErrorCase(
            behaviour: "errors on later lines give their line",
            template: "a\r\nb\n  {{/x}}",
            expected: ["3:3: error: closing tag 'x' has no open section"]),
    ]

    @Test(arguments: cases)
    func reportsLocatedDiagnostics(_ testCase: ErrorCase) {
        let diagnostics = mustacheDiagnostics(parsing: testCase.template)
        #expect(diagnostics.flatMap(Self.summary) == testCase.expected)
        #expect(diagnostics.allSatisfy { $0.path == "main.mustache" && $0.range != nil })
    }

    @Test func unclosedSectionRendersLikeACompilerError() throws {
        let text = "protocol P {\n    {{#methods}}\n}\n"
        let file = SourceFile(path: "multicast.mustache", text: text)
        let diagnostics = mustacheDiagnostics(parsing: text, name: "multicast")
        let rendered = DiagnosticRenderer().render(diagnostics, source: { _ in file })
        #expect(
            rendered.hasPrefix("multicast.mustache:4:1: error: section 'methods' is never closed"))
        #expect(
            rendered.contains(
                "multicast.mustache:2:5: note: section 'methods' opened here\n"
                    + "    {{#methods}}\n    ^~~~~~~~~~~~\n"))
    }

    @Test func unclosedSectionOffersTheClosingTagInTheDelimitersInEffect() throws {
        let diagnostics = mustacheDiagnostics(parsing: "{{=<% %>=}}\n<%#list%>\n")
        let fixIt = try #require(diagnostics.first?.fixIts.first)
        #expect(fixIt.replacement == "<%/list%>")
        #expect(fixIt.range.start.line == 3 && fixIt.range.start.column == 1)
    }

    @Test func sectionsMayNestAHundredDeepButNoDeeper() {
        let allowed =
            String(repeating: "{{#a}}", count: 100) + String(repeating: "{{/a}}", count: 100)
        #expect(mustacheDiagnostics(parsing: allowed).isEmpty)

        let tooDeep = String(repeating: "{{#a}}", count: 10_000)
        #expect(
            mustacheDiagnostics(parsing: tooDeep).flatMap(Self.summary) == [
                "1:601: error: sections are nested more than 100 deep"
            ])
    }

    @Test(
        "malformed input never crashes or hangs",
        arguments: [
            "{{", "}}", "{{{", "{{{{}}}}", "{{=", "{{= =}}", "{{==}}", "{{=<% %>=}}<%",
            "{{#a}}{{/a}}{{/a}}", "{{!", "{{>", "{{^}}", "{{&}}", "{{/}}", "{{=| |=}}||",
            "\r\n\r{{#a}}\r", "{{=<# #>=}}<##><#/#>", "{{#a}}{{=<% %>=}}<%/b%>", "\u{0}{{\u{0}}}",
            "{{<a}}{{$b}}{{/a}}{{/b}}", "{{$a}}{{<b}}{{/a}}", "{{<a}}{{/b}}{{/a}}", "{{<*}}{{/*}}",
            "{{$a}}\n  {{$a}}\n{{/a}}{{/a}}", "{{<a}}{{$b}}\r\n{{/b}}\r\n{{/a}}",
            String(repeating: "{{", count: 5_000), String(repeating: "{{=a}}", count: 5_000),
            String(repeating: "{{/a}}", count: 5_000), String(repeating: "}}{{#", count: 5_000),
        ])
    func malformedInputIsHandled(_ text: String) throws {
        let diagnostics = mustacheDiagnostics(parsing: text)
        #expect(diagnostics.allSatisfy { $0.range != nil })
        if diagnostics.isEmpty {
            let library = TemplateLibrary([try parseMustache(text)])
            _ = try library.render("main", with: ["a": [1, 2]])
        }
    }

    @Test func blocksAndParentsCountTowardTheNestingLimit() {
        let tooDeep = String(repeating: "{{#a}}", count: 99) + "{{$b}}{{$c}}"
        #expect(
            mustacheDiagnostics(parsing: tooDeep).flatMap(Self.summary) == [
                "1:601: error: sections, parents and blocks are nested more than 100 deep"
            ])
    }

    @Test func invalidUTF8IsKeptAsReplacementCharacters() throws {
        let bytes: [UInt8] = [0x61, 0xFF, 0x7B, 0x7B, 0x76, 0x7D, 0x7D, 0xC3]
        let template = try MustacheTemplate(
            name: "main", file: SourceFile(path: "main.mustache", bytes: bytes))
        let text = try TemplateLibrary([template]).render("main", with: ["v": "!"])
        #expect(text == "a\u{FFFD}!\u{FFFD}")
    }

    /// `line:column: severity: message` for a diagnostic, then its notes, indented.
    static func summary(_ diagnostic: Diagnostic) -> [String] {
        func line(_ diagnostic: Diagnostic) -> String {
            let start = diagnostic.range?.start
            return "\(start?.line ?? 0):\(start?.column ?? 0): "
                + "\(diagnostic.severity.rawValue): \(diagnostic.message)"
        }
        return [line(diagnostic)] + diagnostic.notes.map { "  " + line($0) }
    }
}
