/// Splits a `.mdgen` file into tokens: the first stage of the pipeline.
///
/// Comments are dropped, except documentation comments, which ride on the token that follows
/// them. The lexer never fails: it reports a problem (an unterminated comment, a stray
/// character) as a diagnostic and carries on, so the parser can report more.
public struct Lexer {
    private let file: SourceFile
    private let bytes: [UInt8]
    private var offset = 0
    private var tokens: [Token] = []
    private var diagnostics: [Diagnostic] = []
    private var pendingDocumentation: Documentation?
    private var sawLineBreak = true

    /// Tokenises `file`; the last token is always `.end`.
    public static func tokenize(_ file: SourceFile) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        var lexer = Lexer(file: file)
        lexer.run()
        return (lexer.tokens, lexer.diagnostics)
    }

    private init(file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
    }

    private mutating func run() {
        checkEncoding()
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
        }
        while true {
            skipTrivia()
            guard offset < bytes.count else {
                append(.end, text: "", from: offset)
                return
            }
            lexToken()
        }
    }

    // MARK: Trivia

    private mutating func skipTrivia() {
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
            } else {
                return
            }
        }
    }

    private mutating func lineComment() {
        let start = offset
        let isDocumentation = peek(2) == .slash && peek(3) != .slash
        while offset < bytes.count && bytes[offset] != .newline {
            offset += 1
        }
        guard isDocumentation else {
            return
        }
        var end = offset
        if end > start && bytes[end - 1] == .carriageReturn {
            end -= 1
        }
        let line = file.text(from: start + 3, to: end)
        addDocumentation(lines: [line], start: start, end: offset)
    }

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
        if depth > 0 {
            diagnostics.append(
                .error(
                    "unterminated '/*' comment", at: file.range(start, start + 2), in: file,
                    notes: [
                        .note(
                            "the comment runs to the end of the file; close it with '*/'",
                            at: file.range(bytes.count, bytes.count), in: file)
                    ],
                    fixIts: [
                        FixIt(
                            range: file.range(bytes.count, bytes.count), replacement: "*/")
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
        while let first = lines.first, first.allSatisfy(\.isWhitespace) {
            lines.removeFirst()
        }
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

    private mutating func addDocumentation(lines: [String], start: Int, end: Int) {
        let range = file.range(start, end)
        if var pending = pendingDocumentation {
            pending.lines += lines
            pending.range = pending.range.union(range)
            pendingDocumentation = pending
        } else {
            pendingDocumentation = Documentation(lines: lines, range: range)
        }
    }

    // MARK: Tokens

    private mutating func lexToken() {
        let start = offset
        let byte = bytes[offset]
        if byte.isIdentifierHead {
            offset += 1
            while offset < bytes.count && bytes[offset].isIdentifierBody {
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
            while offset < bytes.count && bytes[offset].isOperatorCharacter {
                offset += 1
            }
            append(.punctuation, text: file.text(from: start, to: offset), from: start)
        } else {
            offset += 1
            let character = byte < 0x20 ? "\\u{\(String(byte, radix: 16))}" : file.text(
                from: start, to: offset)
            diagnostics.append(
                .error("unexpected character '\(character)'", at: file.range(start, offset), in: file)
            )
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

    private mutating func lexNumber() {
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

    private mutating func lexBacktickedIdentifier() {
        let start = offset
        offset += 1
        while offset < bytes.count && bytes[offset].isIdentifierBody {
            offset += 1
        }
        if offset < bytes.count && bytes[offset] == .backtick && offset > start + 1 {
            offset += 1
            var token = makeToken(.identifier, text: file.text(from: start + 1, to: offset - 1), from: start)
            token.isBackticked = true
            tokens.append(token)
            return
        }
        diagnostics.append(
            .error(
                "expected an identifier and a closing '`' after '`'",
                at: file.range(start, start + 1), in: file))
    }

    private mutating func lexString() {
        let start = offset
        if peek(1) == .quote && peek(2) == .quote {
            offset += 3
            diagnostics.append(
                .error(
                    "multi-line string literals are not supported",
                    at: file.range(start, offset), in: file))
            return
        }
        offset += 1
        while offset < bytes.count && bytes[offset] != .quote && bytes[offset] != .newline {
            offset += bytes[offset] == .backslash && peek(1) != .newline ? 2 : 1
        }
        guard offset < bytes.count && bytes[offset] == .quote else {
            diagnostics.append(
                .error(
                    "unterminated string literal", at: file.range(start, start + 1), in: file,
                    fixIts: [FixIt(range: file.range(offset, offset), replacement: "\"")]))
            return
        }
        offset += 1
        append(.string, text: file.text(from: start, to: offset), from: start)
    }

    private func makeToken(_ kind: Token.Kind, text: String, from start: Int) -> Token {
        Token(
            kind: kind, text: text, range: file.range(start, offset), isBackticked: false,
            isAtStartOfLine: sawLineBreak, documentation: pendingDocumentation)
    }

    private mutating func append(_ kind: Token.Kind, text: String, from start: Int) {
        tokens.append(makeToken(kind, text: text, from: start))
        pendingDocumentation = nil
        sawLineBreak = false
    }

    private func peek(_ distance: Int) -> UInt8? {
        offset + distance < bytes.count ? bytes[offset + distance] : nil
    }

    // MARK: Encoding

    /// Reports the first byte that is not valid UTF-8; the lexer then treats such bytes as
    /// parts of names, so one bad byte gives one error.
    private mutating func checkEncoding() {
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
                        "the file is not valid UTF-8", at: file.range(position, position + 1),
                        in: file))
                return
            }
        }
    }
}

extension UInt8 {
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let slash = UInt8(ascii: "/")
    fileprivate static let backslash = UInt8(ascii: "\\")
    fileprivate static let star = UInt8(ascii: "*")
    fileprivate static let dot = UInt8(ascii: ".")
    fileprivate static let minus = UInt8(ascii: "-")
    fileprivate static let equals = UInt8(ascii: "=")
    fileprivate static let greaterThan = UInt8(ascii: ">")
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let backtick = UInt8(ascii: "`")

    fileprivate var isDigit: Bool {
        self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")
    }

    fileprivate var isIdentifierHead: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || self == UInt8(ascii: "_") || self == UInt8(ascii: "$") || self >= 0x80
    }

    fileprivate var isIdentifierBody: Bool {
        isIdentifierHead || isDigit
    }

    fileprivate var isOperatorCharacter: Bool {
        switch self {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
            UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
            UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }
}
