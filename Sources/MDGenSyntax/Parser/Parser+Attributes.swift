extension Parser {
    // MARK: Attributes

    mutating func parseAttributes() -> [AttributeSyntax] {
        var attributes: [AttributeSyntax] = []
        while current.isPunctuation("@") {
            let at = advance()
            guard current.kind == .identifier, current.range.start == at.range.end else {
                error(.expectedSyntax, "expected an attribute name right after '@'", at: at.range)
                continue
            }
            let name = advance()
            var arguments: [Token]?
            var isUnclosed = false
            if current.isPunctuation("("), current.range.start == name.range.end {
                (arguments, isUnclosed) = parseAttributeArguments(of: name.text)
            }
            attributes.append(
                AttributeSyntax(
                    name: name.text, arguments: arguments, range: range(from: at.range.start),
                    nameRange: name.range, isUnclosed: isUnclosed))
        }
        return attributes
    }

    /// The tokens between a `(` and its matching `)`, both consumed, and whether the `)` was
    /// missing. A missing `)` is reported after the last argument, before the brace or the
    /// next declaration, which is then parsed as usual.
    private mutating func parseAttributeArguments(
        of name: String
    ) -> (arguments: [Token], isUnclosed: Bool) {
        let open = advance()
        var arguments: [Token] = []
        var nesting = 0
        while !isAtEnd {
            if current.isPunctuation("(") {
                nesting += 1
            } else if current.isPunctuation(")") {
                if nesting == 0 {
                    skip()
                    return (arguments, false)
                }
                nesting -= 1
            } else if current.isPunctuation("{") || current.isPunctuation("}")
                || (current.isAtStartOfLine && startsDeclaration)
            {
                break
            }
            arguments.append(advance())
        }
        if arguments.last?.isIncomplete != true {
            reportMissing(")", "expected ')' in '\(name)' attribute", toMatch: open)
        }
        return (arguments, true)
    }

    /// Whether the current token starts a declaration or a requirement: where recovery can
    /// resume after an error.
    var startsDeclaration: Bool {
        if current.isPunctuation("@") || current.isPunctuation("#") {
            return true
        }
        return isAtKeyword(Self.declarationKeywords) || isAtKeyword(Self.modifierNames)
    }

    static let declarationKeywords: Set<String> = [
        "import", "protocol", "func", "var", "let", "init", "deinit", "subscript",
        "associatedtype", "typealias", "struct", "class", "enum", "actor", "extension",
        "operator", "precedencegroup", "macro",
    ]

    // MARK: Modifiers

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
        while isAtKeyword(Self.modifierNames) {
            if current.text == "class"
                && !(peek().kind == .identifier && !peek().isBackticked
                    && ["func", "var", "let", "subscript"].contains(peek().text))
            {
                break
            }
            let token = advance()
            var detail: String?
            if current.isPunctuation("("), peek().kind == .identifier, peek(2).isPunctuation(")") {
                skip()
                detail = advance().text
                skip()
            }
            modifiers.append(
                ModifierSyntax(
                    name: token.text, detail: detail, range: range(from: token.range.start)))
        }
        return modifiers
    }
}
