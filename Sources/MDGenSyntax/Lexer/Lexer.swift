/// Splits a `.mdgen` file into tokens: the first stage of the pipeline.
///
/// Comments are dropped, except documentation comments, which ride on the token that follows
/// them. The lexer never fails: it reports a problem (an unterminated comment or string, a
/// stray character) as a diagnostic and carries on, so the parser can report more. Every
/// step consumes at least one byte, so lexing is linear in the input and always ends.
package struct Lexer {
    let file: SourceFile
    let bytes: [UInt8]
    var offset = 0
    var tokens: [Token] = []
    var diagnostics: [Diagnostic] = []
    var pendingDocumentation: Documentation?
    var sawLineBreak = true
    /// Whether the input ended inside a block comment, so that the end of the file is not
    /// where the author meant it to be.
    var endsInsideComment = false
    /// Unicode spaces (such as the non-breaking spaces of text copied from a web page), read
    /// as spaces and reported once: where the first is, and how many there are.
    var unicodeSpaces: (first: SourceRange, count: Int)?
    /// Finds the locations of tokens, which come in order, without a search each.
    var locations: SourceFile.LocationCursor

    /// Tokenises `file`; the last token is always `.end`.
    package static func tokenize(_ file: SourceFile) -> (tokens: [Token], diagnostics: [Diagnostic])
    {
        var lexer = Lexer(file: file)
        lexer.run()
        return (lexer.tokens, lexer.diagnostics)
    }

    private init(file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
        self.locations = SourceFile.LocationCursor(file)
        // About one token per five bytes in typical input; reserving avoids most regrowth.
        tokens.reserveCapacity(bytes.count / 5 + 1)
    }

    private mutating func run() {
        checkEncoding()
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
        }
        while true {
            skipTrivia()
            guard offset < bytes.count else {
                break
            }
            lexToken()
        }
        var last = makeToken(.end, text: "", from: bytes.count)
        last.isIncomplete = endsInsideComment
        tokens.append(last)
        reportUnicodeSpaces()
    }

    // MARK: Tokens

    private mutating func lexToken() {
        let start = offset
        let byte = bytes[offset]
        if byte.isIdentifierHead {
            offset += 1
            // Only a byte past ASCII can start a Unicode space.
            while offset < bytes.count && bytes[offset].isIdentifierBody
                && (bytes[offset] < 0x80 || unicodeSpaceLength(at: offset) == nil)
            {
                offset += 1
            }
            append(.identifier, text: file.text(from: start, to: offset), from: start)
        } else if byte.isDigit {
            lexNumber()
            append(.number, text: file.text(from: start, to: offset), from: start)
        } else if byte == .backtick {
            lexBacktickedIdentifier()
        } else if byte == .quote {
            lexString()
        } else if let mark = punctuation(at: offset) {
            offset += mark.utf8.count
            append(.punctuation, text: mark, from: start)
        } else if byte.isOperatorCharacter {
            lexOperator()
            append(.punctuation, text: file.text(from: start, to: offset), from: start)
        } else {
            lexUnexpectedCharacters()
        }
    }

    /// Single-character marks, plus the few multi-character ones the language uses. `<` and
    /// `>` stay single so that `Array<Set<Int>>` closes two generic lists.
    private func punctuation(at offset: Int) -> String? {
        let byte = bytes[offset]
        if byte == .minus && peek(1) == .greaterThan {
            return "->"
        }
        if byte == .dot && peek(1) == .dot && peek(2) == .dot {
            return "..."
        }
        if byte == .equals && peek(1) == .equals && peek(2)?.isOperatorCharacter != true {
            return "=="
        }
        if byte == .equals && peek(1)?.isOperatorCharacter == true {
            return nil
        }
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"),
            UInt8(ascii: ";"), UInt8(ascii: "@"), UInt8(ascii: "#"), UInt8(ascii: "."),
            UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"),
            UInt8(ascii: "&"), UInt8(ascii: "="):
            return String(UnicodeScalar(byte))
        default:
            return nil
        }
    }

    /// An operator such as `+` or `==>`; like Swift, it stops before a comment (`+//`).
    private mutating func lexOperator() {
        offset += 1
        while offset < bytes.count && bytes[offset].isOperatorCharacter {
            if bytes[offset] == .slash && (peek(1) == .slash || peek(1) == .star) {
                return
            }
            offset += 1
        }
    }

    /// A run of characters that cannot start a token, reported once: a binary file gives one
    /// error per run, not one per byte.
    private mutating func lexUnexpectedCharacters() {
        let start = offset
        let first = bytes[offset]
        offset += 1
        while offset < bytes.count && first < 0x20 && bytes[offset] == first {
            offset += 1
        }
        let character =
            first < 0x20 || first == 0x7F
            ? "\\u{\(String(first, radix: 16, uppercase: true))}"
            : file.text(from: start, to: offset)
        diagnostics.append(
            .error(
                .invalidCharacter, "unexpected character '\(character)'",
                at: file.range(start, offset), in: file))
    }

    mutating func makeToken(_ kind: Token.Kind, text: String, from start: Int) -> Token {
        Token(
            kind: kind, text: text, range: locations.range(start, offset), isBackticked: false,
            isAtStartOfLine: sawLineBreak, documentation: pendingDocumentation)
    }

    mutating func append(_ token: Token) {
        tokens.append(token)
        pendingDocumentation = nil
        sawLineBreak = false
    }

    mutating func append(_ kind: Token.Kind, text: String, from start: Int) {
        append(makeToken(kind, text: text, from: start))
    }

    func peek(_ distance: Int) -> UInt8? {
        offset + distance < bytes.count ? bytes[offset + distance] : nil
    }

    // MARK: Encoding

    /// Reports the first byte that is not valid UTF-8; the lexer then treats such bytes as
    /// parts of names, so one bad byte gives one error.
    private mutating func checkEncoding() {
        // ASCII, which most files are, is valid UTF-8: only bytes past it need decoding.
        guard bytes.contains(where: { $0 >= 0x80 }) else {
            return
        }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var position = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                position += UTF8.width(scalar)
            case .emptyInput:
                return
            case .error:
                diagnostics.append(
                    .error(
                        .invalidEncoding,
                        "the file is not valid UTF-8", at: file.range(position, position + 1),
                        in: file))
                return
            }
        }
    }
}
