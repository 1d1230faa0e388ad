extension Lexer {
    // MARK: Whitespace

    mutating func skipTrivia() {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == .newline {
                sawLineBreak = true
                offset += 1
            } else if byte == .space || byte == .tab || byte == .carriageReturn
                || byte == 0x0B || byte == 0x0C
            {
                offset += 1
            } else if byte == .slash && peek(1) == .slash {
                lineComment()
            } else if byte == .slash && peek(1) == .star {
                blockComment()
            } else if byte >= 0x80, let length = unicodeSpaceLength(at: offset) {
                let first = unicodeSpaces?.first ?? file.range(offset, offset + length)
                unicodeSpaces = (first, (unicodeSpaces?.count ?? 0) + 1)
                offset += length
            } else {
                return
            }
        }
    }

    /// The length of the Unicode space at the current offset, if there is one: the
    /// non-breaking, typographic and zero-width spaces that text copied from a web page or
    /// a word processor brings along, which Swift rejects and a reader cannot see.
    func unicodeSpaceLength(at position: Int) -> Int? {
        guard bytes[position] >= 0xC2 else {
            return nil
        }
        let second = position + 1 < bytes.count ? bytes[position + 1] : nil
        let third = position + 2 < bytes.count ? bytes[position + 2] : nil
        switch (bytes[position], second, third) {
        case (0xC2, 0xA0, _):
            return 2  // U+00A0 no-break space
        case (0xE2, 0x80, let third?) where (0x80...0x8B).contains(third) || third == 0xAF:
            return 3  // U+2000…U+200B spaces, U+202F narrow no-break space
        case (0xE2, 0x80, let third?) where third == 0xA8 || third == 0xA9:
            return 3  // U+2028 line separator, U+2029 paragraph separator
        case (0xE2, 0x81, 0x9F), (0xE3, 0x80, 0x80), (0xEF, 0xBB, 0xBF):
            return 3  // U+205F, U+3000, U+FEFF
        default:
            return nil
        }
    }

    /// One warning for all the Unicode spaces of the file: they are harmless here, but the
    /// same text pasted into Swift source would not compile.
    mutating func reportUnicodeSpaces() {
        guard let (first, count) = unicodeSpaces else {
            return
        }
        let scalar = file.text(from: first.start.offset, to: first.end.offset).unicodeScalars.first
        let hex = scalar.map { String($0.value, radix: 16, uppercase: true) } ?? "?"
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let others = count == 1 ? "" : " (and \(count - 1) more in this file)"
        diagnostics.append(
            .warning(
                .unicodeSpace,
                "Unicode space (\(code)) read as a regular space\(others); Swift source would "
                    + "reject it", at: first, in: file,
                fixIts: [FixIt(range: first, replacement: " ")]))
    }

    // MARK: Comments

    private mutating func lineComment() {
        let start = offset
        let isDocumentation = peek(2) == .slash && peek(3) != .slash
        while offset < bytes.count && bytes[offset] != .newline {
            offset += 1
        }
        guard isDocumentation else {
            return
        }
        var lineEnd = offset
        if lineEnd > start + 3 && bytes[lineEnd - 1] == .carriageReturn {
            lineEnd -= 1
        }
        let line = file.text(from: start + 3, to: lineEnd)
        addDocumentation(lines: [line], start: start, end: offset)
    }

    /// A `/* */` comment, which nests as in Swift: `/* a /* b */ c */` is one comment.
    private mutating func blockComment() {
        let start = offset
        let isDocumentation = peek(2) == .star && peek(3) != .star && peek(3) != .slash
        offset += 2
        var depth = 1
        while offset < bytes.count && depth > 0 {
            if bytes[offset] == .slash && peek(1) == .star {
                depth += 1
                offset += 2
            } else if bytes[offset] == .star && peek(1) == .slash {
                depth -= 1
                offset += 2
            } else {
                if bytes[offset] == .newline {
                    sawLineBreak = true
                }
                offset += 1
            }
        }
        guard depth == 0 else {
            endsInsideComment = true
            let nesting = depth > 1 ? " (\(depth) nested comments are still open)" : ""
            diagnostics.append(
                .error(
                    .unterminatedComment,
                    "unterminated '/*' comment: it runs to the end of the file\(nesting)",
                    at: file.range(start, start + 2), in: file,
                    fixIts: [
                        FixIt(
                            range: file.range(bytes.count, bytes.count),
                            replacement: String(repeating: "*/", count: depth))
                    ]))
            return
        }
        if isDocumentation {
            let body = file.text(from: start + 3, to: offset - 2)
            addDocumentation(lines: Self.blockDocumentationLines(body), start: start, end: offset)
        }
    }

    /// The lines of a `/** */` comment without the decoration: a leading `*` column and the
    /// blank first and last lines that most such comments have.
    static func blockDocumentationLines(_ body: String) -> [String] {
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.hasSuffix("\r") ? $0.dropLast() : $0)
        }
        // One removal: removing the blank lines one at a time would move the rest each time.
        lines.removeFirst(lines.prefix { $0.allSatisfy(\.isWhitespace) }.count)
        while let last = lines.last, last.allSatisfy(\.isWhitespace) {
            lines.removeLast()
        }
        let stripped = lines.map { line -> String in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("*") {
                return String(trimmed.dropFirst())
            }
            return line
        }
        // Keep the text's own indentation, minus the margin common to every non-blank line.
        let margin =
            stripped.filter { !$0.allSatisfy(\.isWhitespace) }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return stripped.map { line in
            line.allSatisfy(\.isWhitespace) ? "" : " " + line.dropFirst(margin)
        }
    }

    /// Consecutive documentation comments make one: `///` lines, or a `/** */` block.
    private mutating func addDocumentation(lines: [String], start: Int, end: Int) {
        let range = file.range(start, end)
        // Appended in place: a copy of the pending lines would make a run of `///` lines
        // quadratic.
        if pendingDocumentation != nil {
            pendingDocumentation!.lines += lines
            pendingDocumentation!.range = pendingDocumentation!.range.union(range)
        } else {
            pendingDocumentation = Documentation(lines: lines, range: range)
        }
    }
}
