import MDGenSyntax

/// The bytes of a template, with the questions the parser asks about them: where a pattern
/// occurs, where lines start, and whether a tag stands alone on its line.
struct MustacheSource {
    /// The template's file, which diagnostics point into.
    let file: SourceFile
    /// The template's text as UTF-8; tags and delimiters are matched byte by byte.
    let bytes: [UInt8]

    /// Wraps `file`.
    init(_ file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
    }

    /// The offset of the first occurrence of `pattern` at or after `start`.
    func find(_ pattern: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, start >= 0 else { return nil }
        var index = start
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] == first, matches(pattern, at: index) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Whether `pattern` occurs at `offset`.
    func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
        guard offset >= 0, offset + pattern.count <= bytes.count else { return false }
        for (index, byte) in pattern.enumerated() where bytes[offset + index] != byte {
            return false
        }
        return true
    }

    /// The text between two offsets without the whitespace at either end.
    func trimmedText(from start: Int, to end: Int) -> String {
        var start = start
        var end = end
        while start < end, isMustacheWhitespace(bytes[start]) {
            start += 1
        }
        while end > start, isMustacheWhitespace(bytes[end - 1]) {
            end -= 1
        }
        return file.text(from: start, to: end)
    }

    /// Whether a line of the source starts at `offset`.
    func isLineStart(_ offset: Int) -> Bool {
        offset == 0 || bytes[offset - 1] == UInt8(ascii: "\n")
    }

    /// The start of the line holding `offset` when only spaces and tabs come before `offset`
    /// on that line.
    func blankLineStart(before offset: Int) -> Int? {
        var lineStart = offset
        while lineStart > 0, isInlineWhitespace(bytes[lineStart - 1]) {
            lineStart -= 1
        }
        return isLineStart(lineStart) ? lineStart : nil
    }

    /// Just past the line ending (`\n` or `\r\n`) of the line holding `offset`, or the end of
    /// the template, when only spaces and tabs come from `offset` up to there.
    func blankLineEnd(after offset: Int) -> Int? {
        let lineEnd = inlineWhitespaceEnd(from: offset)
        if lineEnd == bytes.count {
            return lineEnd
        }
        if bytes[lineEnd] == UInt8(ascii: "\n") {
            return lineEnd + 1
        }
        if bytes[lineEnd] == UInt8(ascii: "\r"), lineEnd + 1 < bytes.count,
            bytes[lineEnd + 1] == UInt8(ascii: "\n")
        {
            return lineEnd + 2
        }
        return nil
    }

    /// The end of the spaces and tabs that start at `offset`.
    func inlineWhitespaceEnd(from offset: Int) -> Int {
        var end = offset
        while end < bytes.count, isInlineWhitespace(bytes[end]) {
            end += 1
        }
        return end
    }

    private func isInlineWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}

/// Whether a byte is whitespace a tag may pad its content with.
func isMustacheWhitespace(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
        true
    default:
        false
    }
}
