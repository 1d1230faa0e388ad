extension Lexer {
    /// A number such as the `13.0` of `@available(iOS 13.0, *)`.
    mutating func lexNumber() {
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte.isIdentifierBody {
                offset += 1
            } else if byte == .dot, let next = peek(1), next.isDigit {
                offset += 1
            } else {
                return
            }
        }
    }

    /// `` `name` ``: a name that may be a keyword.
    mutating func lexBacktickedIdentifier() {
        let start = offset
        offset += 1
        while offset < bytes.count && bytes[offset].isIdentifierBody {
            offset += 1
        }
        if offset < bytes.count && bytes[offset] == .backtick && offset > start + 1 {
            offset += 1
            var token = makeToken(
                .identifier, text: file.text(from: start + 1, to: offset - 1), from: start)
            token.isBackticked = true
            append(token)
            return
        }
        diagnostics.append(
            .error(
                .expectedSyntax,
                "expected an identifier and a closing '`' after '`'",
                at: file.range(start, start + 1), in: file))
    }

    /// A string literal, which attribute arguments may hold (`message: "Use x"`). An
    /// unterminated one still becomes a token, up to the end of its line, so that the
    /// attribute around it is not reported again.
    mutating func lexString() {
        let start = offset
        if peek(1) == .quote && peek(2) == .quote {
            lexMultilineString()
            return
        }
        offset += 1
        while offset < bytes.count && bytes[offset] != .quote && bytes[offset] != .newline {
            if bytes[offset] == .backslash && offset + 1 < bytes.count
                && bytes[offset + 1] != .newline
            {
                offset += 1
            }
            offset += 1
        }
        guard offset < bytes.count && bytes[offset] == .quote else {
            var lineEnd = offset
            if lineEnd > start + 1 && bytes[lineEnd - 1] == .carriageReturn {
                lineEnd -= 1
            }
            diagnostics.append(
                .error(
                    .unterminatedString,
                    "unterminated string literal", at: file.range(start, start + 1), in: file,
                    fixIts: [FixIt(range: file.range(lineEnd, lineEnd), replacement: "\"")]))
            var token = makeToken(.string, text: file.text(from: start, to: offset), from: start)
            token.isIncomplete = true
            append(token)
            return
        }
        offset += 1
        append(.string, text: file.text(from: start, to: offset), from: start)
    }

    /// `"""…"""`: skipped as one token after one error, so that its lines are not read as
    /// declarations.
    private mutating func lexMultilineString() {
        let start = offset
        offset += 3
        while offset < bytes.count
            && !(bytes[offset] == .quote && peek(1) == .quote && peek(2) == .quote)
        {
            if bytes[offset] == .newline {
                sawLineBreak = true
            }
            offset += bytes[offset] == .backslash && offset + 1 < bytes.count ? 2 : 1
        }
        let isTerminated = offset < bytes.count
        offset = min(offset + 3, bytes.count)
        diagnostics.append(
            .error(
                isTerminated ? .multilineString : .unterminatedString,
                isTerminated
                    ? "multi-line string literals are not supported; write the text on one line"
                    : "unterminated multi-line string literal: it runs to the end of the file",
                at: file.range(start, start + 3), in: file))
        var token = makeToken(.string, text: file.text(from: start, to: offset), from: start)
        token.isIncomplete = !isTerminated
        append(token)
    }
}
