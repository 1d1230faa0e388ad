/// One piece of a parsed template. The parser has already applied the delimiters and the
/// standalone-line rules, so rendering is a walk over these nodes that never looks at the
/// source again.
enum MustacheNode: Sendable {
    /// Text written as it is; a text node never runs past the end of its line.
    case text(String)
    /// The start of a line of the template's source. Inside a standalone partial, the partial
    /// tag's indentation goes here; everywhere else it writes nothing.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (written as it is).
    case variable(MustacheName, isEscaped: Bool, range: SourceRange)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `isInverted`.
    case section(MustacheName, isInverted: Bool, children: [MustacheNode])
    /// `{{>name}}`; `indentation` is the whitespace before a standalone partial tag, which
    /// every line of the partial gets, and `nil` for an inline one, whose lines stay as they are.
    case partial(name: String, indentation: String?, range: SourceRange)
}

/// A name as tags write it (`person.name`, `.`, `.name`), split once at parse time.
struct MustacheName: Hashable, Sendable {
    /// The name as written, for diagnostics.
    let text: String
    /// The dot-separated parts; empty for the implicit iterator `.`.
    let parts: [String]
    /// Whether the first part is looked up only in the top context (a leading dot, `.name`)
    /// rather than walking down the context stack.
    let isAnchoredToTop: Bool

    /// Splits `text`, or returns `nil` when a part is empty (`a..b`, `a.`).
    init?(_ text: String) {
        self.text = text
        if text == "." {
            parts = []
            isAnchoredToTop = true
            return
        }
        isAnchoredToTop = text.hasPrefix(".")
        let parts = text.dropFirst(isAnchoredToTop ? 1 : 0)
            .split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.contains(where: \.isEmpty) else {
            return nil
        }
        self.parts = parts.map(String.init)
    }
}
