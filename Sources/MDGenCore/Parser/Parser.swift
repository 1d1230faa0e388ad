/// Turns tokens into a ``FileSyntax``: the second stage of the pipeline.
///
/// A recursive-descent parser for the Swift-shaped protocol language. It recovers from errors
/// at the next declaration or requirement, so one run reports every independent problem.
/// It checks only the shape of the text; whether a well-formed declaration is supported is
/// ``ModelBuilder``'s job, except for declarations that are not requirements at all
/// (properties, initialisers, nested types…), which are reported here and skipped.
public struct Parser {
    let file: SourceFile
    var tokens: [Token]
    var position = 0
    var diagnostics: [Diagnostic] = []
    /// Nesting depth of types and parentheses, bounded so hostile input cannot overflow the stack.
    var depth = 0
    static let maximumDepth = 64

    /// Parses `file`, lexing it first.
    public static func parse(_ file: SourceFile) -> (syntax: FileSyntax, diagnostics: [Diagnostic]) {
        let (tokens, lexerDiagnostics) = Lexer.tokenize(file)
        var parser = Parser(file: file, tokens: tokens)
        let syntax = parser.parseFile()
        return (syntax, lexerDiagnostics + parser.diagnostics)
    }

    init(file: SourceFile, tokens: [Token]) {
        self.file = file
        self.tokens = tokens
    }

    // MARK: Token access

    var current: Token { tokens[position] }

    func peek(_ distance: Int = 1) -> Token {
        tokens[min(position + distance, tokens.count - 1)]
    }

    var isAtEnd: Bool { current.kind == .end }

    @discardableResult
    mutating func advance() -> Token {
        let token = current
        if position < tokens.count - 1 {
            position += 1
        }
        return token
    }

    mutating func consume(punctuation mark: String) -> Token? {
        current.isPunctuation(mark) ? advance() : nil
    }

    mutating func consume(keyword: String) -> Token? {
        current.isKeyword(keyword) ? advance() : nil
    }

    /// The end of the token before the current one.
    var previousEnd: SourceLocation {
        position > 0 ? tokens[position - 1].range.end : current.range.start
    }

    func range(from start: SourceLocation) -> SourceRange {
        SourceRange(start: start, end: max(start, previousEnd))
    }

    mutating func error(
        _ message: String,
        at range: SourceRange,
        notes: [Diagnostic] = [],
        fixIts: [FixIt] = []
    ) {
        diagnostics.append(.error(message, at: range, in: file, notes: notes, fixIts: fixIts))
    }

    mutating func warning(_ message: String, at range: SourceRange, fixIts: [FixIt] = []) {
        diagnostics.append(.warning(message, at: range, in: file, fixIts: fixIts))
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

    // MARK: File

    mutating func parseFile() -> FileSyntax {
        var imports: [ImportSyntax] = []
        var protocols: [ProtocolSyntax] = []
        while !isAtEnd {
            let start = position
            let attributes = parseAttributes()
            let modifiers = parseModifiers()
            if current.isKeyword("import") {
                if let declaration = parseImport(attributes: attributes, modifiers: modifiers) {
                    imports.append(declaration)
                }
            } else if current.isKeyword("protocol") {
                if let declaration = parseProtocol(
                    documentation: tokens[start].documentation, attributes: attributes,
                    modifiers: modifiers)
                {
                    protocols.append(declaration)
                }
            } else {
                reportUnexpectedTopLevel()
                skipToNextTopLevelDeclaration()
            }
            if position == start {
                advance()
            }
        }
        return FileSyntax(imports: imports, protocols: protocols)
    }

    private mutating func reportUnexpectedTopLevel() {
        let token = current
        if token.isPunctuation("#") {
            reportConditionalCompilation()
            return
        }
        if token.kind == .identifier && !token.isBackticked {
            switch token.text {
            case "struct", "class", "enum", "actor", "extension", "typealias", "func", "var", "let",
                "macro", "precedencegroup", "operator":
                error(
                    "only 'import' and 'protocol' declarations can appear in a .mdgen file; "
                        + "declare '\(token.text)' in Swift source instead",
                    at: token.range)
                return
            default:
                if let suggestion = Spelling.suggestion(for: token.text, among: ["protocol", "import"]) {
                    error(
                        "unknown declaration '\(token.text)'; did you mean '\(suggestion)'?",
                        at: token.range, fixIts: [FixIt(range: token.range, replacement: suggestion)])
                    return
                }
            }
        }
        if token.isPunctuation("}") {
            error("unexpected '}' outside a protocol", at: token.range)
            return
        }
        error(
            "expected 'import' or 'protocol' declaration, found \(currentDescription)",
            at: token.range)
    }

    mutating func reportConditionalCompilation() {
        let start = current.range.start
        advance()
        let directive = current.kind == .identifier ? current.text : ""
        advance()
        error(
            "conditional compilation ('#\(directive)') is not supported; generate one .mdgen "
                + "file per configuration or put the condition around the generated file's use",
            at: range(from: start))
    }

    /// Skips to the next token that can start a top-level declaration at the start of a line.
    mutating func skipToNextTopLevelDeclaration() {
        var braceDepth = 0
        advance()
        while !isAtEnd {
            if current.isPunctuation("{") {
                braceDepth += 1
            } else if current.isPunctuation("}") {
                braceDepth = max(braceDepth - 1, 0)
            } else if braceDepth == 0 && current.isAtStartOfLine && startsTopLevelDeclaration {
                return
            }
            advance()
        }
    }

    private var startsTopLevelDeclaration: Bool {
        if current.isPunctuation("@") || current.isPunctuation("#") {
            return true
        }
        guard current.kind == .identifier, !current.isBackticked else {
            return false
        }
        return ["import", "protocol", "public", "package", "internal", "fileprivate", "private",
            "struct", "class", "enum", "actor", "extension", "func", "typealias",
        ].contains(current.text)
    }

    // MARK: Imports

    private mutating func parseImport(
        attributes: [AttributeSyntax],
        modifiers: [ModifierSyntax]
    ) -> ImportSyntax? {
        let start = attributes.first?.range.start ?? modifiers.first?.range.start ?? current.range.start
        advance()
        var kind: String?
        let kinds = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
        if current.kind == .identifier && !current.isBackticked && kinds.contains(current.text) {
            kind = advance().text
        }
        var path: [String] = []
        repeat {
            guard current.kind == .identifier else {
                error("expected a module name after 'import', found \(currentDescription)", at: current.range)
                skipToNextTopLevelDeclaration()
                return nil
            }
            path.append(advance().sourceText)
        } while consume(punctuation: ".") != nil
        _ = consume(punctuation: ";")
        var accessLevel: String?
        for modifier in modifiers {
            if ["public", "package", "internal", "fileprivate", "private"].contains(modifier.name) {
                accessLevel = modifier.name
            } else {
                error("'\(modifier.name)' cannot be applied to an import", at: modifier.range)
            }
        }
        return ImportSyntax(
            attributes: attributes, accessLevel: accessLevel, kind: kind, path: path,
            range: range(from: start))
    }

    // MARK: Attributes and modifiers

    mutating func parseAttributes() -> [AttributeSyntax] {
        var attributes: [AttributeSyntax] = []
        while current.isPunctuation("@") {
            let at = advance()
            guard current.kind == .identifier, current.range.start == at.range.end else {
                error("expected an attribute name after '@'", at: at.range)
                continue
            }
            let name = advance()
            var arguments: [Token]?
            if current.isPunctuation("("), current.range.start == name.range.end {
                arguments = parseBalancedArguments()
            }
            attributes.append(
                AttributeSyntax(
                    name: name.text, arguments: arguments, range: range(from: at.range.start),
                    nameRange: name.range))
        }
        return attributes
    }

    /// The tokens between a `(` and its matching `)`, both consumed.
    mutating func parseBalancedArguments() -> [Token] {
        let open = advance()
        var arguments: [Token] = []
        var nesting = 0
        while !isAtEnd {
            if current.isPunctuation("(") {
                nesting += 1
            } else if current.isPunctuation(")") {
                if nesting == 0 {
                    advance()
                    return arguments
                }
                nesting -= 1
            }
            arguments.append(advance())
        }
        error(
            "expected ')' to close the attribute's arguments", at: current.range,
            notes: [.note("to match this '('", at: open.range, in: file)])
        return arguments
    }

    static let modifierNames: Set<String> = [
        "public", "package", "internal", "fileprivate", "private", "open", "optional", "static",
        "class", "mutating", "nonmutating", "nonisolated", "final", "override", "required",
        "convenience", "dynamic", "lazy", "weak", "unowned", "indirect", "distributed",
        "isolated", "consuming", "borrowing", "__consuming",
    ]

    /// Modifiers before a declaration. `class` counts only when another declaration keyword
    /// follows (`class func`), since it also starts a class declaration.
    mutating func parseModifiers() -> [ModifierSyntax] {
        var modifiers: [ModifierSyntax] = []
        while current.kind == .identifier, !current.isBackticked,
            Self.modifierNames.contains(current.text)
        {
            if current.text == "class" && !(peek().kind == .identifier && !peek().isBackticked
                && ["func", "var", "let", "subscript"].contains(peek().text))
            {
                break
            }
            let token = advance()
            var detail: String?
            if current.isPunctuation("("), peek().kind == .identifier, peek(2).isPunctuation(")") {
                advance()
                detail = advance().text
                advance()
            }
            modifiers.append(ModifierSyntax(name: token.text, detail: detail, range: range(from: token.range.start)))
        }
        return modifiers
    }
}

/// Suggestions for misspelled words, for "did you mean …?" hints.
public enum Spelling {
    /// The candidate closest to `word`, if it is close enough to be a likely typo.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else {
            return nil
        }
        let allowed = max(1, best.0.count / 3)
        return best.1 <= allowed && best.1 > 0 || (best.1 == 0 && word != best.0) ? best.0 : nil
    }

    /// The Levenshtein distance between two words.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                row[j] = Swift.min(
                    previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = row
        }
        return previous[b.count]
    }
}
