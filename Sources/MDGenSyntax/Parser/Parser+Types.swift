extension Parser {
    /// Parses `text` as one type, as a `.mdgen` file would in a parameter; `nil` if it is not
    /// exactly one well-formed type. Tests and the fuzzer use it to check that printed types
    /// parse back to themselves.
    static func parseType(_ text: String) -> SwiftType? {
        let file = SourceFile(path: "type", text: text)
        let (tokens, lexerDiagnostics) = Lexer.tokenize(file)
        var parser = Parser(file: file, tokens: tokens)
        let type = parser.parseType()
        guard lexerDiagnostics.isEmpty, parser.diagnostics.isEmpty, parser.isAtEnd else {
            return nil
        }
        return type
    }

    /// Parses any Swift type, or reports what was found instead and returns `nil`.
    mutating func parseType() -> SwiftType? {
        guard depth < Self.maximumDepth else {
            error(.nestingTooDeep, "the type is nested too deeply", at: currentRange)
            return nil
        }
        depth += 1
        defer { depth -= 1 }

        var attributes: [String] = []
        while true {
            if current.isPunctuation("@") {
                for attribute in parseAttributes() where !attribute.isUnclosed {
                    attributes.append(attribute.sourceText)
                }
            } else if isAtKeyword(Self.parameterSpecifiers), startsTypeAfterSpecifier {
                attributes.append(advance().text)
            } else {
                break
            }
        }
        guard let type = parseUnattributedType() else {
            return nil
        }
        return attributes.isEmpty ? type : .attributed(attributes: attributes, type)
    }

    private mutating func parseUnattributedType() -> SwiftType? {
        if current.isKeyword("some") || current.isKeyword("any") {
            let isOpaque = advance().text == "some"
            guard let constraint = parseComposition() else {
                return nil
            }
            return isOpaque ? .opaque(constraint) : .existential(constraint)
        }
        if current.isKeyword("repeat") {
            skip()
            return parseType().map(SwiftType.packExpansion)
        }
        if current.isKeyword("each") && peek().kind == .identifier {
            skip()
            return parsePostfixType().map(SwiftType.packElement)
        }
        return parseComposition()
    }

    /// `A & B & C`, or a single type.
    private mutating func parseComposition() -> SwiftType? {
        guard let first = parsePostfixType() else {
            return nil
        }
        var members = [first]
        while skip(punctuation: "&") {
            if current.isKeyword("any") {
                error(
                    .expectedSyntax, "'any' goes before the whole composition: 'any A & B'",
                    at: currentRange)
                skip()
            }
            guard let member = parsePostfixType() else {
                return nil
            }
            members.append(member)
        }
        return members.count == 1 ? first : .composition(members)
    }

    /// A primary type followed by `?`, `!`, `.Type` or `.Protocol`.
    private mutating func parsePostfixType() -> SwiftType? {
        guard var type = parsePrimaryType() else {
            return nil
        }
        if case .function = type {
            return type
        }
        // Each suffix nests the type one level deeper, so it counts against the depth limit
        // like brackets do: `Int????…` must not build a tree too deep to print or free.
        var suffixes = 0
        while true {
            let isAttached = current.range.start == previousEnd
            let isOptional = current.isPunctuation("?") && isAttached
            let isUnwrapped = current.isPunctuation("!") && isAttached
            let isMetatype =
                current.isPunctuation(".")
                && (peek().isKeyword("Type") || peek().isKeyword("Protocol"))
            guard isOptional || isUnwrapped || isMetatype else {
                return type
            }
            suffixes += 1
            if depth + suffixes > Self.maximumDepth {
                error(.nestingTooDeep, "the type is nested too deeply", at: currentRange)
                return nil
            }
            skip()
            if isOptional {
                type = .optional(type)
            } else if isUnwrapped {
                type = .implicitlyUnwrappedOptional(type)
            } else {
                type = .metatype(type, isProtocol: advance().text == "Protocol")
            }
        }
    }

    private mutating func parsePrimaryType() -> SwiftType? {
        if current.isPunctuation("(") {
            return parseParenthesizedOrFunctionType()
        }
        if current.isPunctuation("[") {
            return parseCollectionType()
        }
        // A line that starts a declaration is not the type's: the type is missing. Only a
        // reserved word counts: a contextual one, such as `optional`, can name a type, and
        // the printer writes such a name as it is, at the start of what it prints.
        if startsDeclarationLine
            && (current.kind != .identifier || Identifier.reservedWords.contains(current.text))
        {
            error(
                .expectedSyntax, "expected a type, found the end of the line",
                at: insertionPointAfterPrevious)
            return nil
        }
        if current.kind == .identifier {
            return parseNamedType()
        }
        error(.expectedSyntax, "expected a type, found \(currentDescription)", at: currentRange)
        return nil
    }

    private mutating func parseNamedType() -> SwiftType? {
        var components: [SwiftType.NameComponent] = []
        while true {
            guard current.kind == .identifier else {
                error(
                    .expectedSyntax,
                    "expected a type name after '.', found \(currentDescription)", at: currentRange)
                return nil
            }
            let name = advance()
            var component = SwiftType.NameComponent(
                name: name.text, isBackticked: name.isBackticked)
            if current.isPunctuation("<") && current.range.start == name.range.end {
                guard let arguments = parseGenericArguments() else {
                    return nil
                }
                component.genericArguments = arguments
            }
            components.append(component)
            // A member name follows a dot; `.Type` and `.Protocol` make a metatype instead,
            // which the caller reads.
            guard current.isPunctuation("."), !peek().isKeyword("Type"),
                !peek().isKeyword("Protocol"),
                peek().kind == .identifier || current.range.start == previousEnd
            else {
                return .named(components)
            }
            skip()
        }
    }

    private mutating func parseGenericArguments() -> [SwiftType]? {
        let open = advance()
        return parseList(
            closedBy: ">", openedBy: open, followers: [")", "]", "{", "}", ";"],
            missing: "expected '>' to complete generic argument list",
            name: "the generic argument list"
        ) { $0.parseType() }
    }

    private mutating func parseCollectionType() -> SwiftType? {
        let open = advance()
        guard let element = parseType() else {
            return nil
        }
        var type = SwiftType.array(element)
        if skip(punctuation: ":") {
            guard let value = parseType() else {
                return nil
            }
            type = .dictionary(key: element, value: value)
        }
        let kind = if case .array = type { "array" } else { "dictionary" }
        let isClosed = close(
            "]", openedBy: open, followers: [")", ">", "{", "}", ";"],
            missing: "expected ']' in \(kind) type")
        return isClosed ? type : nil
    }

    /// `(…)`: a tuple, a parenthesised type, or the parameters of a function type.
    private mutating func parseParenthesizedOrFunctionType() -> SwiftType? {
        let open = advance()
        var elements: [SwiftType.TupleElement] = []
        if !skip(punctuation: ")") {
            guard
                let list = parseList(
                    closedBy: ")", openedBy: open, followers: ["]", ">", "{", "}", ";"],
                    missing: "expected ')' in tuple type", name: "the type",
                    element: { $0.parseTupleElement() })
            else {
                return nil
            }
            elements = list
        }
        var isAsync = false
        var throwsEffect: FunctionType.ThrowsEffect?
        while current.isKeyword("async") || current.isKeyword("throws") {
            if advance().text == "async" {
                isAsync = true
                continue
            }
            guard let errorType = parseThrownErrorType(after: previousEnd) else {
                return nil
            }
            throwsEffect = FunctionType.ThrowsEffect(errorType: errorType)
        }
        guard skip(punctuation: "->") else {
            if isAsync || throwsEffect != nil {
                error(
                    .expectedSyntax,
                    "expected '->' and a result type after the effects of the function type, "
                        + "found \(currentDescription)", at: currentRange)
                return nil
            }
            return .tuple(elements)
        }
        guard let result = parseType() else {
            return nil
        }
        return .function(
            FunctionType(
                parameters: elements, isAsync: isAsync, throwsClause: throwsEffect, result: result))
    }

    private mutating func parseTupleElement() -> SwiftType.TupleElement? {
        var label: String?
        var secondName: String?
        if current.kind == .identifier && peek().isPunctuation(":") {
            label = advance().text
            skip()
        } else if current.kind == .identifier && peek().kind == .identifier
            && peek(2).isPunctuation(":")
            && ![
                "inout", "borrowing", "consuming", "sending", "isolated", "some", "any", "each",
                "repeat",
            ]
            .contains(current.text)
        {
            label = advance().text
            secondName = advance().text
            skip()
        }
        guard let type = parseType() else {
            return nil
        }
        let isVariadic = skip(punctuation: "...")
        return SwiftType.TupleElement(
            label: label, secondName: secondName, type: type, isVariadic: isVariadic)
    }

    /// The `(ErrorType)` of typed throws, right after a `throws` that ends at `throwsEnd`:
    /// `.some(nil)` for untyped throws, `nil` after reporting a malformed one.
    mutating func parseThrownErrorType(after throwsEnd: SourceLocation) -> SwiftType?? {
        guard current.isPunctuation("("), current.range.start == throwsEnd else {
            return .some(nil)
        }
        let open = advance()
        guard let errorType = parseType() else {
            return nil
        }
        // Spelled out: `isClosed ? errorType : nil` could mean untyped throws, `.some(nil)`.
        guard
            close(
                ")", openedBy: open, followers: ["->", "{", "}", ";"],
                missing: "expected ')' after thrown error type")
        else {
            return nil
        }
        return errorType
    }
}
