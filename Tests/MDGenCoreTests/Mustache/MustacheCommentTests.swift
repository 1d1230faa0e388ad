import Testing

/// The spec's comment rules: `{{! text }}` never renders, may span lines, and is removed
/// with its line when it stands alone.
@Suite("Mustache comments")
struct MustacheCommentTests {
    static let cases: [MustacheCase] = [
        MustacheCase(
            behaviour: "a comment within a line is removed",
            template: "ab{{! a remark }}cd", expected: "abcd"),
        MustacheCase(
            behaviour: "a comment may span several lines",
            template: "ab{{!\n line one\n line two\n}}cd\n", expected: "abcd\n"),
        MustacheCase(
            behaviour: "a line holding only a comment is removed",
            template: "top\n{{! remark }}\nbottom\n", expected: "top\nbottom\n"),
        MustacheCase(
            behaviour: "an indented line holding only a comment is removed",
            template: "top\n    {{! remark }}\t\nbottom\n", expected: "top\nbottom\n"),
        MustacheCase(
            behaviour: "a standalone comment's \\r\\n line ending is removed",
            template: "top\r\n{{! remark }}\r\nbottom", expected: "top\r\nbottom"),
        MustacheCase(
            behaviour: "trailing whitespace before a \\r\\n line ending keeps a comment standalone",
            template: "top\r\n  {{! remark }} \t\r\nbottom", expected: "top\r\nbottom"),
        MustacheCase(
            behaviour: "a lone carriage return does not end a standalone line",
            template: "{{! remark }}\rrest", expected: "\rrest"),
        MustacheCase(
            behaviour: "a standalone comment needs no line before it",
            template: "  {{! remark }}\nrest", expected: "rest"),
        MustacheCase(
            behaviour: "a standalone comment needs no line ending after it",
            template: "rest\n  {{! remark }}", expected: "rest\n"),
        MustacheCase(
            behaviour: "the lines of a standalone multi-line comment are all removed",
            template: "top\n{{!\nwhatever\n}}\nbottom\n", expected: "top\nbottom\n"),
        MustacheCase(
            behaviour: "the lines of an indented standalone multi-line comment are all removed",
            template: "top\n  {{!\n    whatever\n  }}\nbottom\n", expected: "top\nbottom\n"),
        MustacheCase(
            behaviour: "a comment after text keeps the text's whitespace",
            template: "  ab {{! cd }}\n", expected: "  ab \n"),
        MustacheCase(
            behaviour: "a comment keeps the whitespace around it",
            template: "ab {{! x }} cd", expected: "ab  cd"),
        MustacheCase(
            behaviour: "a comment renders nothing even when a key has its text",
            template: "[{{! hidden }}]", data: ["! hidden": "oops", "hidden": "oops"],
            expected: "[]"),
        MustacheCase(
            behaviour: "a comment may hold opening delimiters and braces",
            template: "a{{! {{ { }}b", expected: "ab"),
    ]

    @Test(arguments: cases)
    func rendersAsTheSpecSays(_ testCase: MustacheCase) throws {
        #expect(try renderMustacheCase(testCase) == testCase.expected)
    }
}
