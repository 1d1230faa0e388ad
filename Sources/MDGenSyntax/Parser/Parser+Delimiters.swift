extension Parser {
    // MARK: Missing closing delimiters

    /// Whether a list opened before the current token certainly ends here, so that its
    /// missing closing delimiter belongs right after the previous token: the file ends, a
    /// line starts a new declaration, or the current token is one of `followers`, which can
    /// neither continue the list nor start an element of it (the `)` of an enclosing list,
    /// the `{` of a body…).
    ///
    /// A token that could be an element of the list, such as a name after a missing comma,
    /// does not end it: there the list's closing delimiter is not certainly what is missing.
    func listEnds(before followers: [String]) -> Bool {
        if isAtEnd || startsDeclarationLine {
            return true
        }
        return current.kind == .punctuation && followers.contains(current.text)
    }

    /// Consumes the closing `mark` of the list that `open` starts, or reports it: where the
    /// list certainly ends (see ``listEnds(before:)``), as missing with `missing`, and the
    /// list counts as closed; elsewhere with `unexpected` (by default `missing`) and what is
    /// found instead, and `false`.
    mutating func close(
        _ mark: String,
        openedBy open: Token,
        followers: [String],
        missing: String,
        unexpected: String? = nil
    ) -> Bool {
        if skip(punctuation: mark) {
            return true
        }
        if listEnds(before: followers) {
            reportMissing(mark, missing, toMatch: open)
            return true
        }
        error(
            .unbalancedDelimiter,
            "\(unexpected ?? missing), found \(currentDescription)", at: currentRange,
            notes: [.note("to match this opening '\(open.text)'", at: open.range, in: file)])
        return false
    }

    /// The elements of a comma-separated list after its opening `open`, up to its closing
    /// `mark` (see ``close(_:openedBy:followers:missing:unexpected:)``); `nil` after reporting
    /// a malformed list, in which an unexpected token is reported as in `name`.
    mutating func parseList<Element>(
        closedBy mark: String,
        openedBy open: Token,
        followers: [String],
        missing: String,
        name: String,
        element parseElement: (inout Parser) -> Element?
    ) -> [Element]? {
        var elements: [Element] = []
        repeat {
            guard let element = parseElement(&self) else {
                return nil
            }
            elements.append(element)
        } while skip(punctuation: ",")
        let isClosed = close(
            mark, openedBy: open, followers: followers, missing: missing,
            unexpected: "expected ',' or '\(mark)' in \(name)")
        return isClosed ? elements : nil
    }

    /// Whether the current token starts a line with a declaration or a requirement. A line of
    /// a list shaped like a labelled element (`optional: Bool`, `import file: File`) is not
    /// one, whatever its first word: labels may be keywords, except `var` and `let`.
    var startsDeclarationLine: Bool {
        guard current.isAtStartOfLine && startsDeclaration else {
            return false
        }
        let isLabel =
            current.kind == .identifier && !isAtKeyword(["var", "let"])
            && (peek().isPunctuation(":")
                || peek().kind == .identifier && peek(2).isPunctuation(":"))
        return !isLabel
    }

    /// Whether the current token is the first one after a line break, or the end of the file:
    /// conditional compilation directives and their conditions end with their line.
    var isAtLineEnd: Bool {
        isAtEnd || current.isAtStartOfLine
    }

    /// Reports the closing `mark` of the list that `open` starts as missing right after the
    /// previous token, where Swift reports it, with a fix-it that inserts it there. Callers
    /// check ``listEnds(before:)`` first, so the insertion is certain to be the fix.
    mutating func reportMissing(_ mark: String, _ message: String, toMatch open: Token) {
        error(
            .unbalancedDelimiter,
            message, at: insertionPointAfterPrevious,
            notes: [.note("to match this opening '\(open.text)'", at: open.range, in: file)],
            fixIts: [FixIt(range: insertionPointAfterPrevious, replacement: mark)])
    }

    /// Reports the `closing` line (`}` or `#endif`) of the block that `open` starts as missing
    /// before the current token, which is the end of the file, the `}` of the enclosing body,
    /// or the first token of a declaration that cannot be inside the block. Swift reports a missing `}` at the end of
    /// the file; the start of the next declaration is where the block must end at the latest,
    /// so the fix-it inserts the line there (before the declaration's documentation).
    mutating func reportMissingClosingLine(
        _ closing: String,
        _ message: String,
        toMatch open: SourceRange,
        opening: String
    ) {
        let point: SourceLocation
        let replacement: String
        if isAtEnd {
            point = current.range.start
            let endsWithLineBreak = file.bytes.last == UInt8(ascii: "\n")
            replacement = (endsWithLineBreak ? "" : "\n") + closing + "\n"
        } else {
            // A blank line separates the block from the next declaration, not from its body's
            // own closing brace.
            point = current.documentation?.range.start ?? current.range.start
            replacement = closing + (current.isPunctuation("}") ? "\n" : "\n\n")
        }
        let insertion = SourceRange(start: point, end: point)
        error(
            .unbalancedDelimiter,
            message, at: insertion,
            notes: [.note("to match this opening '\(opening)'", at: open, in: file)],
            fixIts: [FixIt(range: insertion, replacement: replacement)])
    }
}
