/// Turns tokens into a ``FileSyntax``: the second stage of the pipeline.
///
/// A recursive-descent parser for the Swift-shaped protocol language. It recovers from errors
/// at the next declaration or requirement, so one run reports every independent problem. A
/// missing `)`, `]`, `>` or `}` is reported where Swift reports it, with a fix-it where the
/// place is certain, and parsing then goes on as if it were there.
/// It checks only the shape of the text; whether a well-formed declaration is supported is
/// `ModelBuilder`'s job, except for declarations that are not requirements at all
/// (properties, initialisers, nested types…), which are reported here and skipped.
///
/// Two guarantees hold for any input, however hostile: every loop consumes a token or
/// stops, so parsing is linear and ends; and type nesting is bounded by ``maximumDepth``,
/// so deep brackets cannot overflow the stack.
package struct Parser {
    let file: SourceFile
    var tokens: [Token]
    /// The index of the current token.
    var position = 0 {
        didSet { current = tokens[position] }
    }
    /// The token at ``position``, kept apart so that reading it does not copy it out of
    /// `tokens`: the parser reads the current token far more often than it moves on.
    private(set) var current: Token
    var diagnostics: [Diagnostic] = []
    /// Nesting depth of types, bounded so hostile input cannot overflow the stack.
    var depth = 0
    /// How deeply types may nest: far more than any real signature, far less than the stack.
    static let maximumDepth = 64
    /// The positions of the `#` of every `#if` that no `#endif` closes, found once up front so
    /// that asking whether a block is terminated costs nothing.
    let unterminatedConditionals: Set<Int>

    /// Parses `file`, lexing it first.
    package static func parse(_ file: SourceFile) -> (syntax: FileSyntax, diagnostics: [Diagnostic])
    {
        let (tokens, lexerDiagnostics) = Lexer.tokenize(file)
        var parser = Parser(file: file, tokens: tokens)
        var syntax = parser.parseFile()
        let diagnostics = (lexerDiagnostics + parser.diagnostics).sortedByLocation()
        syntax.isComplete = !diagnostics.containsErrors
        return (syntax, diagnostics)
    }

    init(file: SourceFile, tokens: [Token]) {
        self.file = file
        self.tokens = tokens
        self.current = tokens[0]
        self.unterminatedConditionals = Self.unterminatedConditionals(in: tokens)
    }

    // MARK: Token access

    func peek(_ distance: Int = 1) -> Token {
        tokens[min(position + distance, tokens.count - 1)]
    }

    var isAtEnd: Bool { current.kind == .end }

    @discardableResult
    mutating func advance() -> Token {
        let token = current
        skip()
        return token
    }

    /// Moves past the current token, unless it is the end.
    mutating func skip() {
        if position < tokens.count - 1 {
            position += 1
        }
    }

    mutating func consume(punctuation mark: String) -> Token? {
        current.isPunctuation(mark) ? advance() : nil
    }

    /// Moves past the punctuation `mark`, if it is the current token: whether it was. A token
    /// is large, and most callers only ask whether it was there.
    mutating func skip(punctuation mark: String) -> Bool {
        guard current.isPunctuation(mark) else { return false }
        skip()
        return true
    }

    /// Whether the current token is an unbackticked word of `keywords`: a set, or a literal
    /// list of a few.
    func isAtKeyword(_ keywords: some Sequence<String>) -> Bool {
        current.kind == .identifier && !current.isBackticked && keywords.contains(current.text)
    }

    /// The end of the token before the current one.
    var previousEnd: SourceLocation {
        position > 0 ? tokens[position - 1].range.end : current.range.start
    }

    func range(from start: SourceLocation) -> SourceRange {
        SourceRange(start: start, end: max(start, previousEnd))
    }

    /// Reports an error, unless the parser has reached the end of a file that ends inside a
    /// comment: the lexer has said so, and whatever is "missing" there is inside the comment.
    mutating func error(
        _ name: DiagnosticName,
        _ message: String,
        at range: SourceRange,
        notes: [Diagnostic] = [],
        fixIts: [FixIt] = []
    ) {
        if isAtEnd && current.isIncomplete {
            return
        }
        diagnostics.append(
            .error(name, message, at: range, in: file, notes: notes, fixIts: fixIts))
    }

    /// A description of the current token for "expected … but found …" messages.
    var currentDescription: String {
        switch current.kind {
        case .end: "the end of the file"
        case .string: "a string literal"
        case .number: "'\(current.text)'"
        case .identifier, .punctuation: "'\(current.sourceText)'"
        }
    }

    /// An empty range just after the previous token, where something missing belongs.
    var insertionPointAfterPrevious: SourceRange {
        SourceRange(start: previousEnd, end: previousEnd)
    }

    /// Where to report an unexpected current token: the token itself, or, at the end of the
    /// file, the end of the last line with text, which is where something is missing.
    var currentRange: SourceRange {
        isAtEnd && position > 0 ? insertionPointAfterPrevious : current.range
    }

    // MARK: File

    mutating func parseFile() -> FileSyntax {
        var imports: [ImportItemSyntax] = []
        var protocols: [ProtocolSyntax] = []
        var extensions: [ExtensionSyntax] = []
        while !isAtEnd {
            let start = position
            if current.isPunctuation("#") {
                if let block = parseTopLevelDirective() {
                    imports.append(block)
                }
                continue
            }
            let attributes = parseAttributes()
            let modifiers = parseModifiers()
            if current.isKeyword("import") {
                if let declaration = parseImport(attributes: attributes, modifiers: modifiers) {
                    imports.append(.declaration(declaration))
                }
            } else if current.isKeyword("protocol") {
                if let declaration = parseProtocol(
                    documentation: documentation(from: start), attributes: attributes,
                    modifiers: modifiers)
                {
                    protocols.append(declaration)
                }
            } else if current.isKeyword("extension") {
                if let declaration = parseExtension(attributes: attributes, modifiers: modifiers) {
                    extensions.append(declaration)
                }
            } else {
                reportUnexpectedTopLevel()
                skipToNextTopLevelDeclaration()
            }
            if position == start {
                skip()
            }
        }
        return FileSyntax(
            imports: imports, protocols: protocols, extensions: extensions, isComplete: true)
    }

    /// The documentation comment of the declaration that starts at token `start`: before
    /// its attributes, or, as Swift also accepts, between them and the keyword.
    func documentation(from start: Int) -> Documentation? {
        tokens[start...position].lazy.compactMap(\.documentation).first
    }

    private mutating func reportUnexpectedTopLevel() {
        let token = current
        if token.isPunctuation("}") {
            error(.expectedSyntax, "unexpected '}' outside a protocol", at: token.range)
            return
        }
        if token.kind == .identifier && !token.isBackticked {
            switch token.text {
            case "struct", "class", "enum", "actor", "typealias", "func", "var", "let",
                "macro", "precedencegroup", "operator", "init", "subscript", "associatedtype":
                error(
                    .unsupportedDeclaration,
                    "only 'import' and 'protocol' declarations can appear in a .mdgen file; "
                        + "declare this '\(token.text)' in Swift source instead",
                    at: token.range)
                return
            default:
                if let suggestion = Spelling.suggestion(
                    for: token.text, among: ["protocol", "import"])
                {
                    error(
                        .unknownKeyword,
                        "unknown declaration '\(token.text)'; did you mean '\(suggestion)'?",
                        at: token.range,
                        fixIts: [FixIt(range: token.range, replacement: suggestion)])
                    return
                }
            }
        }
        error(
            .expectedSyntax,
            "expected 'import' or 'protocol' declaration, found \(currentDescription)",
            at: token.range)
    }

    // MARK: Imports

    mutating func parseImport(
        attributes: [AttributeSyntax],
        modifiers: [ModifierSyntax]
    ) -> ImportSyntax? {
        let start =
            attributes.first?.range.start ?? modifiers.first?.range.start ?? current.range.start
        skip()
        var kind: String?
        if isAtKeyword(["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]),
            !current.isAtStartOfLine, peek().kind == .identifier, !peek().isAtStartOfLine
        {
            kind = advance().text
        }
        var path: [String] = []
        repeat {
            // The module is on the import's line: a keyword on the next line starts the next
            // declaration, as in `import` followed by `protocol P {`.
            guard current.kind == .identifier, !current.isAtStartOfLine else {
                let found = current.isAtStartOfLine ? "the end of the line" : currentDescription
                error(
                    .expectedSyntax,
                    "expected a module name after 'import', found \(found)",
                    at: current.isAtStartOfLine ? insertionPointAfterPrevious : currentRange)
                skipToNextTopLevelDeclaration(keepingNextDeclaration: true)
                return nil
            }
            path.append(advance().sourceText)
        } while skip(punctuation: ".")
        _ = consume(punctuation: ";")
        var accessLevel: String?
        for modifier in modifiers {
            if AccessLevel(rawValue: modifier.name) != nil {
                accessLevel = modifier.name
            } else {
                error(
                    .invalidModifier, "'\(modifier.name)' cannot be applied to an import",
                    at: modifier.range)
            }
        }
        return ImportSyntax(
            attributes: attributes, accessLevel: accessLevel, kind: kind, path: path,
            range: range(from: start))
    }

    // MARK: Extensions

    /// Parses an `extension` declaration: what it extends and where it is. Its inheritance
    /// list, `where` clause and body are skipped whole, so the methods of pasted default
    /// implementations report nothing; `ModelBuilder` reports the extension itself.
    mutating func parseExtension(
        attributes: [AttributeSyntax],
        modifiers: [ModifierSyntax]
    ) -> ExtensionSyntax? {
        let start =
            attributes.first?.range.start ?? modifiers.first?.range.start ?? current.range.start
        let keyword = advance()
        guard !isAtLineEnd else {
            error(
                .expectedSyntax,
                "expected a type name after 'extension', found the end of the line",
                at: insertionPointAfterPrevious)
            skipToNextTopLevelDeclaration(keepingNextDeclaration: true)
            return nil
        }
        let typeStart = current.range.start
        guard let extendedType = parseType() else {
            skipToNextTopLevelDeclaration(keepingNextDeclaration: true)
            return nil
        }
        let nameRange = range(from: typeStart)
        while !isAtEnd && !current.isPunctuation("{") && !startsDeclarationLine {
            skip()
        }
        var methods: [ExtensionMethodSyntax] = []
        if current.isPunctuation("{") {
            let open = current
            if !skipExtensionBody(collecting: &methods) {
                reportMissingClosingLine(
                    "}", "expected '}' in extension", toMatch: open.range, opening: "{")
            }
        }
        return ExtensionSyntax(
            attributes: attributes, modifiers: modifiers, extendedType: extendedType,
            nameRange: nameRange, keywordRange: keyword.range, range: range(from: start),
            methods: methods)
    }

    /// Skips an extension's `{ … }` body as ``skipBraces(consumesMember:)`` does, noting each
    /// method declared directly in it: its name, its argument labels and its body's tokens.
    /// `false` when the file ends before the closing brace.
    private mutating func skipExtensionBody(collecting methods: inout [ExtensionMethodSyntax])
        -> Bool
    {
        skipBraces { parser in
            guard parser.current.isKeyword("func"), parser.peek().kind == .identifier else {
                return false
            }
            let keyword = parser.advance()
            let name = parser.advance().text
            methods.append(
                ExtensionMethodSyntax(
                    name: name, labels: parser.skipSignatureCollectingLabels(),
                    body: parser.skipBodyCollectingTokens(), keywordRange: keyword.range))
            return true
        }
    }

    /// Skips a method's generic parameters and parameter list, returning its argument labels:
    /// the first word of each parameter.
    private mutating func skipSignatureCollectingLabels() -> [String] {
        if current.isPunctuation("<") {
            skipAngleBrackets()
        }
        guard current.isPunctuation("(") else {
            return []
        }
        skip()
        var labels: [String] = []
        var nesting = 0
        var atParameterStart = true
        while !isAtEnd && !current.isPunctuation("{") && !current.isPunctuation("}") {
            if nesting == 0 && atParameterStart && current.kind == .identifier {
                labels.append(current.text)
                atParameterStart = false
            } else if current.isPunctuation("(") || current.isPunctuation("[")
                || current.isPunctuation("<")
            {
                nesting += 1
            } else if current.isPunctuation(")") || current.isPunctuation("]")
                || current.isPunctuation(">")
            {
                if nesting == 0 && current.isPunctuation(")") {
                    skip()
                    return labels
                }
                nesting = max(nesting - 1, 0)
            } else if nesting == 0 && current.isPunctuation(",") {
                atParameterStart = true
            }
            skip()
        }
        return labels
    }

    /// Skips to the end of a method's body, past its effects and result type, returning the
    /// tokens between its braces; stops without a body at the extension's `}`.
    private mutating func skipBodyCollectingTokens() -> [Token] {
        while !isAtEnd && !current.isPunctuation("{") && !current.isPunctuation("}") {
            skip()
        }
        guard current.isPunctuation("{") else {
            return []
        }
        let first = position + 1
        guard skipBraces() else {
            return []
        }
        return Array(tokens[first..<(position - 1)])
    }
}
