/// One token of a `.mdgen` file.
package struct Token: Hashable, Sendable {
    /// What a token is.
    package enum Kind: Hashable, Sendable {
        /// A name or keyword: `protocol`, `func`, `Download`, or a backticked name such as
        /// `` `default` `` (whose text is the name without backticks).
        case identifier
        /// A punctuation mark or operator: `(`, `->`, `...`, `?`, `&`, `==`, `+`…
        case punctuation
        /// A string literal, text included with its quotes.
        case string
        /// A number literal, such as the `13.0` of `@available(iOS 13.0, *)`.
        case number
        /// The end of the input.
        case end
    }

    /// What the token is.
    package var kind: Kind
    /// Its text; for a backticked identifier, the name without backticks.
    package var text: String
    /// Where it is in the source.
    package var range: SourceRange
    /// Whether an identifier was written in backticks, which makes keywords ordinary names.
    package var isBackticked: Bool
    /// Whether a line break separates this token from the previous one.
    package var isAtStartOfLine: Bool
    /// The documentation comment written right before this token, if any.
    package var documentation: Documentation?
    /// Whether the token is cut short: a string literal without its closing quote, or the
    /// end of a file that ends inside a comment. The lexer has reported it; the parser does
    /// not report what is missing after it again.
    package var isIncomplete = false

    /// Whether this is the unbackticked identifier `keyword`.
    package func isKeyword(_ keyword: String) -> Bool {
        kind == .identifier && !isBackticked && text == keyword
    }

    /// Whether this is the punctuation `mark`.
    package func isPunctuation(_ mark: String) -> Bool {
        kind == .punctuation && text == mark
    }

    /// The token as Swift source: backticks restored.
    package var sourceText: String {
        isBackticked ? "`\(text)`" : text
    }
}

/// A documentation comment (`///` lines or a `/** */` block), as lines without the comment
/// markers, ready to be written out again as `///` lines.
package struct Documentation: Hashable, Sendable {
    /// The lines, each without its `///` (a leading space is kept, as written).
    package var lines: [String]
    /// Where the comment is.
    package var range: SourceRange
}
