extension Parser {
    // MARK: Methods

    /// A `func` requirement, or `nil` after reporting one too malformed to keep, whose rest
    /// the caller skips.
    mutating func parseMethod(
        documentation: Documentation?,
        attributes: [AttributeSyntax],
        modifiers: [ModifierSyntax],
        start: SourceLocation
    ) -> MethodSyntax? {
        let keyword = advance()  // func
        let nameToken = current
        if current.kind == .punctuation && !current.isPunctuation("(") {
            error(
                .unsupportedRequirement,
                "operator requirements are not supported in a delegate protocol",
                at: currentRange)
            return nil
        }
        guard current.kind == .identifier else {
            error(
                .expectedSyntax,
                "expected a method name after 'func', found \(currentDescription)",
                at: currentRange)
            return nil
        }
        skip()
        var genericParameters: [GenericParameterSyntax] = []
        if current.isPunctuation("<") {
            guard let parsed = parseGenericParameters() else {
                return nil
            }
            genericParameters = parsed
        }
        guard current.isPunctuation("(") else {
            // Like Swift, at the end of the line when the parameters are missing altogether.
            let found = isAtLineEnd && !isAtEnd ? "the end of the line" : currentDescription
            error(
                .expectedSyntax,
                "expected '(' to start the parameters of '\(nameToken.sourceText)', found "
                    + found, at: isAtLineEnd ? insertionPointAfterPrevious : currentRange)
            return nil
        }
        let parametersStart = current.range.start
        guard let parameters = parseParameters() else {
            return nil
        }
        let parametersRange = range(from: parametersStart)
        guard let (isAsync, throwsClause) = parseEffects() else {
            return nil
        }
        var returnType: SwiftType?
        var returnTypeRange: SourceRange?
        if skip(punctuation: "->") {
            let typeStart = current.range.start
            returnType = parseType()
            returnTypeRange = range(from: typeStart)
            if returnType == nil {
                return nil
            }
        }
        var whereClause: [RequirementSyntax]?
        if current.isKeyword("where") {
            guard let parsed = parseWhereClause() else {
                return nil
            }
            whereClause = parsed
        }
        let end = previousEnd
        if current.isPunctuation("{") {
            let bodyStart = current.range.start
            skipBraces()
            error(
                .requirementBody,
                "a protocol requirement cannot have a body; mark it 'optional' to give "
                    + "delegates a default", at: range(from: bodyStart))
        }
        let hasSemicolon = skip(punctuation: ";")
        if !hasSemicolon && !isAtEnd && !current.isPunctuation("}") && !current.isAtStartOfLine {
            error(
                .expectedSyntax,
                "expected a line break after the requirement, found \(currentDescription)",
                at: currentRange)
            skipMember(keepingNextDeclaration: true)
        }
        return MethodSyntax(
            documentation: documentation, attributes: attributes, modifiers: modifiers,
            keywordRange: keyword.range, name: nameToken.text,
            nameIsBackticked: nameToken.isBackticked, nameRange: nameToken.range,
            genericParameters: genericParameters,
            parameters: parameters, parametersRange: parametersRange, isAsync: isAsync,
            throwsClause: throwsClause, returnType: returnType, returnTypeRange: returnTypeRange,
            whereClause: whereClause, range: SourceRange(start: start, end: end))
    }

    /// `async`, `throws`, `throws(E)`, in Swift's order; `rethrows`, `reasync`, repeated
    /// effects and the wrong order are reported. `nil` when a thrown type cannot be parsed.
    private mutating func parseEffects() -> (isAsync: Bool, throwsClause: ThrowsClauseSyntax?)? {
        var asyncRange: SourceRange?
        var throwsClause: ThrowsClauseSyntax?
        while isAtKeyword(["async", "throws", "rethrows", "reasync"]) {
            let token = advance()
            switch token.text {
            case "async":
                if asyncRange != nil {
                    error(.invalidEffects, "'async' is written twice", at: token.range)
                } else if let throwsClause {
                    let clause = file.text(
                        from: throwsClause.range.start.offset, to: throwsClause.range.end.offset)
                    error(
                        .invalidEffects,
                        "'async' must precede '\(clause)'", at: token.range,
                        fixIts: [
                            FixIt(
                                range: throwsClause.range.union(token.range),
                                replacement: "async " + clause)
                        ])
                }
                asyncRange = token.range
            case "throws":
                guard let errorType = parseThrownErrorType(after: token.range.end) else {
                    return nil
                }
                if throwsClause != nil {
                    error(.invalidEffects, "'throws' is written twice", at: token.range)
                } else {
                    throwsClause = ThrowsClauseSyntax(
                        errorType: errorType, range: range(from: token.range.start))
                }
            default:
                error(
                    .unsupportedRequirement,
                    "'\(token.text)' requirements are not supported: a multicast cannot forward "
                        + "the closure that decides it", at: token.range)
            }
        }
        return (asyncRange != nil, throwsClause)
    }

    // MARK: Parameters

    /// The parameter list, or `nil` (after reporting) when it is too broken to recover. A
    /// list that certainly ends without its `)` (the next line starts a requirement) is
    /// reported and kept, so the requirement is checked as usual.
    private mutating func parseParameters() -> [ParameterSyntax]? {
        let open = advance()
        var parameters: [ParameterSyntax] = []
        let followers = ["{", "}", ";"]
        // At the start, and after a comma (a trailing one is valid Swift).
        while !skip(punctuation: ")") {
            if listEnds(before: followers) {
                reportMissing(")", "expected ')' in parameter list", toMatch: open)
                return parameters
            }
            guard let parameter = parseParameter() else {
                return nil
            }
            parameters.append(parameter)
            if !skip(punctuation: ",") && !current.isPunctuation(")")
                && !listEnds(before: followers)
            {
                error(
                    .expectedSyntax,
                    "expected ',' or ')' in the parameter list, found \(currentDescription)",
                    at: currentRange,
                    notes: [.note("to match this opening '('", at: open.range, in: file)])
                return nil
            }
        }
        return parameters
    }

    /// Ownership and isolation specifiers written before a parameter's type.
    static let parameterSpecifiers: Set<String> = [
        "inout", "borrowing", "consuming", "sending", "__owned", "__shared", "isolated",
    ]

    private mutating func parseParameter() -> ParameterSyntax? {
        let start = current.range.start
        let attributes = parseAttributes()
        if let attribute = attributes.first {
            error(
                .misplacedAttribute,
                "attributes such as '@\(attribute.name)' belong to the parameter's type, after "
                    + "the colon", at: attribute.range)
        }
        guard current.kind == .identifier else {
            error(
                .expectedSyntax, "expected a parameter name, found \(currentDescription)",
                at: currentRange)
            return nil
        }
        let first = advance()
        var label: Token?
        var name = first
        if current.kind == .identifier {
            label = first
            name = advance()
        }
        guard skip(punctuation: ":") else {
            error(
                .expectedSyntax,
                "expected ':' and a type after parameter '\(name.sourceText)', found "
                    + currentDescription, at: currentRange,
                fixIts: [
                    FixIt(
                        range: SourceRange(start: name.range.end, end: name.range.end),
                        replacement: ": <#Type#>")
                ])
            return nil
        }
        var specifier: String?
        var specifierRange: SourceRange?
        if isAtKeyword(Self.parameterSpecifiers), startsTypeAfterSpecifier {
            let token = advance()
            specifier = token.text
            specifierRange = token.range
        }
        guard let type = parseType() else {
            return nil
        }
        var variadicRange: SourceRange?
        if let ellipsis = consume(punctuation: "...") {
            variadicRange = ellipsis.range
        }
        var defaultValueRange: SourceRange?
        if let equals = consume(punctuation: "=") {
            skipDefaultValue()
            defaultValueRange = range(from: equals.range.start)
        }
        return ParameterSyntax(
            label: label?.text, labelIsBackticked: label?.isBackticked ?? false, name: name.text,
            nameIsBackticked: name.isBackticked, nameRange: name.range, specifier: specifier,
            specifierRange: specifierRange, type: type,
            variadicRange: variadicRange, defaultValueRange: defaultValueRange,
            range: range(from: start))
    }

    /// Whether the token after a specifier word starts a type, so that the word is the
    /// specifier and not itself the type's name.
    var startsTypeAfterSpecifier: Bool {
        let next = peek()
        return next.kind == .identifier || next.isPunctuation("@") || next.isPunctuation("(")
            || next.isPunctuation("[")
    }

    /// Skips a default value up to the `,` or `)` that ends the parameter.
    private mutating func skipDefaultValue() {
        var nesting = 0
        while !isAtEnd {
            if current.isPunctuation("(") || current.isPunctuation("[")
                || current.isPunctuation("{")
            {
                nesting += 1
            } else if current.isPunctuation(")") || current.isPunctuation("]")
                || current.isPunctuation("}")
            {
                if nesting == 0 {
                    return
                }
                nesting -= 1
            } else if current.isPunctuation(",") && nesting == 0 {
                return
            }
            skip()
        }
    }

    // MARK: Generics

    /// The generic parameter list, or `nil` (after reporting) when it is malformed.
    private mutating func parseGenericParameters() -> [GenericParameterSyntax]? {
        let open = advance()
        return parseList(
            closedBy: ">", openedBy: open, followers: ["(", "{", "}", ";"],
            missing: "expected '>' to complete generic parameter list",
            name: "the generic parameter list"
        ) { $0.parseGenericParameter() }
    }

    private mutating func parseGenericParameter() -> GenericParameterSyntax? {
        let start = current.range.start
        let isPack = current.isKeyword("each") && peek().kind == .identifier
        if isPack {
            skip()
        }
        guard current.kind == .identifier else {
            error(
                .expectedSyntax,
                "expected a generic parameter name, found \(currentDescription)", at: currentRange)
            return nil
        }
        let name = advance()
        var constraint: SwiftType?
        if skip(punctuation: ":") {
            constraint = parseType()
            if constraint == nil {
                return nil
            }
        }
        return GenericParameterSyntax(
            isPack: isPack, name: name.text, constraint: constraint, range: range(from: start))
    }

    /// A `where` clause, or `nil` (after reporting) when it is malformed.
    mutating func parseWhereClause() -> [RequirementSyntax]? {
        advance()  // where
        var requirements: [RequirementSyntax] = []
        repeat {
            guard let subject = parseType() else {
                return nil
            }
            let relation: RequirementSyntax.Relation
            if skip(punctuation: ":") {
                relation = .conformance
            } else if skip(punctuation: "==") {
                relation = .sameType
            } else {
                error(
                    .expectedSyntax,
                    "expected ':' or '==' in the 'where' clause, found \(currentDescription)",
                    at: currentRange)
                return nil
            }
            guard let constraint = parseType() else {
                return nil
            }
            requirements.append(
                RequirementSyntax(subject: subject, relation: relation, constraint: constraint))
        } while skip(punctuation: ",")
        return requirements
    }
}
