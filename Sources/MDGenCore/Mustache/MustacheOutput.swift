/// The text a render builds, appended to one string.
///
/// The indentation of a standalone partial is written lazily, just before the first text of
/// each line: a line that ends up empty stays empty instead of holding only spaces, so an
/// indented partial never leaves trailing whitespace in generated code. Wherever a line has
/// text this matches the spec's "indent every line of the partial".
struct MustacheOutput {
    /// The text rendered so far.
    private(set) var text = ""
    /// Indentation owed to the current line, written before its first text.
    private var pendingIndentation = ""

    /// Marks the start of a template line, which owes `indentation` before its text.
    mutating func startLine(indentedBy indentation: String) {
        pendingIndentation += indentation
    }

    /// Appends `chunk`, after the current line's indentation unless the chunk starts by
    /// ending the line.
    mutating func write(_ chunk: String) {
        guard let first = chunk.utf8.first else { return }
        if !pendingIndentation.isEmpty {
            if first != UInt8(ascii: "\n") && first != UInt8(ascii: "\r") {
                text += pendingIndentation
            }
            pendingIndentation = ""
        }
        text += chunk
    }
}
