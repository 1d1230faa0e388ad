extension Parser {
    // MARK: Protocols

    mutating func parseProtocol(
        documentation: Documentation?,
        attributes: [AttributeSyntax],
        modifiers: [ModifierSyntax]
    ) -> ProtocolSyntax? {
        let start = attributes.first?.range.start ?? modifiers.first?.range.start ?? current.range.start
        let keyword = advance()
        guard current.kind == .identifier else {
            error("expected a protocol name after 'protocol', found \(currentDescription)", at: current.range)
            skipToNextTopLevelDeclaration()
            return nil
        }
        let name = advance()
        if current.isPunctuation("<") {
            let listStart = current.range.start
            skipAngleBrackets()
            error(
                "protocols cannot have generic parameters; use 'associatedtype' in Swift, which "
                    + "a multicast delegate does not support either", at: range(from: listStart))
        }
        var inheritance: [TypeSyntax] = []
        if consume(punctuation: ":") != nil {
            repeat {
                if let type = parseType() {
                    inheritance.append(type)
                }
            } while consume(punctuation: ",") != nil
        }
        var whereClause: [RequirementSyntax]?
        if current.isKeyword("where") {
            whereClause = parseWhereClause()
        }
        guard let open = consume(punctuation: "{") else {
            error(
                "expected '{' to start the body of protocol '\(name.text)', found \(currentDescription)",
                at: current.range)
            skipToNextTopLevelDeclaration()
            return nil
        }
        var methods: [MethodSyntax] = []
        while !isAtEnd && !current.isPunctuation("}") {
            let before = position
            if let method = parseMember() {
                methods.append(method)
            }
            if position == before {
                advance()
            }
        }
        if consume(punctuation: "}") == nil {
            error(
                "expected '}' at the end of protocol '\(name.text)'", at: current.range,
                notes: [.note("to match this '{'", at: open.range, in: file)],
                fixIts: [FixIt(range: current.range, replacement: "}")])
        }
        _ = keyword
        return ProtocolSyntax(
            documentation: documentation, attributes: attributes, modifiers: modifiers,
            name: name.text, nameRange: name.range, inheritance: inheritance,
            whereClause: whereClause, methods: methods, range: range(from: start))
    }

    // MARK: Members

    /// Parses one requirement, or reports and skips a declaration that cannot be one.
    mutating func parseMember() -> MethodSyntax? {
        let first = current
        if current.isPunctuation(";") {
            advance()
            return nil
        }
        if current.isPunctuation("#") {
            reportConditionalCompilation()
            skipMember()
            return nil
        }
        let attributes = parseAttributes()
        let modifiers = parseModifiers()
        if current.isKeyword("func") {
            return parseMethod(
                documentation: first.documentation, attributes: attributes, modifiers: modifiers,
                start: first.range.start)
        }
        reportUnsupportedMember(modifiers: modifiers)
        skipMember()
        return nil
    }

    private mutating func reportUnsupportedMember(modifiers: [ModifierSyntax]) {
        let token = current
        let keyword = token.isBackticked ? "" : token.text
        switch keyword {
        case "var", "let":
            error(
                "property requirements are not supported; a multicast cannot combine stored "
                    + "values from many delegates (declare a method such as 'func value() -> T' "
                    + "with '@combine')", at: token.range)
        case "init":
            error("initializer requirements are not supported in a delegate protocol", at: token.range)
        case "subscript":
            error("subscript requirements are not supported in a delegate protocol", at: token.range)
        case "associatedtype":
            error(
                "associated types are not supported: a multicast holds delegates of many "
                    + "types through one existential", at: token.range)
        case "typealias":
            error("type aliases are not supported inside a protocol; declare them in Swift source", at: token.range)
        case "struct", "class", "enum", "actor", "protocol", "extension":
            error("nested types are not supported; declare '\(keyword)' types in Swift source", at: token.range)
        case "deinit":
            error("'deinit' cannot be a protocol requirement", at: token.range)
        case "}":
            break
        default:
            if token.kind == .identifier,
                let suggestion = Spelling.suggestion(for: token.text, among: ["func", "optional"])
            {
                error(
                    "unknown requirement keyword '\(token.text)'; did you mean '\(suggestion)'?",
                    at: token.range, fixIts: [FixIt(range: token.range, replacement: suggestion)])
            } else if modifiers.isEmpty {
                error("expected a 'func' requirement, found \(currentDescription)", at: token.range)
            } else {
                error("expected 'func' after modifiers, found \(currentDescription)", at: token.range)
            }
        }
    }

    /// Skips the rest of a member: to the next line that starts a member at this nesting level,
    /// or the protocol's closing brace.
    mutating func skipMember() {
        var braceDepth = 0
        var parenDepth = 0
        if !current.isPunctuation("}") {
            if current.isPunctuation("{") {
                braceDepth += 1
            }
            advance()
        }
        while !isAtEnd {
            if current.isPunctuation("{") {
                braceDepth += 1
            } else if current.isPunctuation("}") {
                if braceDepth == 0 {
                    return
                }
                braceDepth -= 1
                advance()
                continue
            } else if current.isPunctuation("(") {
                parenDepth += 1
            } else if current.isPunctuation(")") {
                parenDepth = max(parenDepth - 1, 0)
            }
            if braceDepth == 0 && parenDepth == 0 && current.isAtStartOfLine && startsMember {
                return
            }
            advance()
        }
    }

    private var startsMember: Bool {
        if current.isPunctuation("@") || current.isPunctuation("#") {
            return true
        }
        guard current.kind == .identifier, !current.isBackticked else {
            return false
        }
        return current.text == "func" || current.text == "var" || current.text == "let"
            || current.text == "init" || current.text == "subscript"
            || current.text == "associatedtype" || current.text == "typealias"
            || Self.modifierNames.contains(current.text)
    }

    // MARK: Methods

    private mutating func parseMethod(
        documentation: Documentation?,
        attributes: [AttributeSyntax],
        modifiers: [ModifierSyntax],
        start: SourceLocation
    ) -> MethodSyntax? {
        advance()  // func
        let nameToken = current
        if current.kind == .punctuation && !current.isPunctuation("(") {
            error("operator requirements are not supported in a delegate protocol", at: current.range)
            skipMember()
            return nil
        }
        guard current.kind == .identifier else {
            error("expected a method name after 'func', found \(currentDescription)", at: current.range)
            skipMember()
            return nil
        }
        advance()
        var genericParameters: [GenericParameterSyntax] = []
        if current.isPunctuation("<") {
            genericParameters = parseGenericParameters()
        }
        guard current.isPunctuation("(") else {
            error(
                "expected '(' to start the parameters of '\(nameToken.text)', found \(currentDescription)",
                at: current.range)
            skipMember()
            return nil
        }
        let parametersStart = current.range.start
        guard let parameters = parseParameters() else {
            skipMember()
            return nil
        }
        let parametersRange = range(from: parametersStart)
        let (isAsync, throwsClause) = parseEffects()
        var returnType: TypeSyntax?
        var returnTypeRange: SourceRange?
        if consume(punctuation: "->") != nil {
            let typeStart = current.range.start
            returnType = parseType()
            returnTypeRange = range(from: typeStart)
            if returnType == nil {
                skipMember()
                return nil
            }
        }
        var whereClause: [RequirementSyntax]?
        if current.isKeyword("where") {
            whereClause = parseWhereClause()
        }
        let end = previousEnd
        if current.isPunctuation("{") {
            let bodyStart = current.range.start
            skipBraces()
            error(
                "a protocol requirement cannot have a body; mark it 'optional' to give "
                    + "delegates a default", at: range(from: bodyStart))
        }
        _ = consume(punctuation: ";")
        if !isAtEnd && !current.isPunctuation("}") && !current.isAtStartOfLine {
            error(
                "expected a line break after the requirement, found \(currentDescription)",
                at: current.range)
            skipMember()
        }
        return MethodSyntax(
            documentation: documentation, attributes: attributes, modifiers: modifiers,
            name: nameToken.text, nameIsBackticked: nameToken.isBackticked, nameRange: nameToken.range,
            genericParameters: genericParameters, parameters: parameters,
            parametersRange: parametersRange, isAsync: isAsync, throwsClause: throwsClause,
            returnType: returnType, returnTypeRange: returnTypeRange, whereClause: whereClause,
            range: SourceRange(start: start, end: end))
    }

    /// `async`, `throws`, `throws(E)`, in Swift's order; `rethrows`, `reasync` and the wrong
    /// order are reported.
    private mutating func parseEffects() -> (isAsync: Bool, throwsClause: ThrowsClauseSyntax?) {
        var isAsync = false
        var throwsClause: ThrowsClauseSyntax?
        while current.kind == .identifier && !current.isBackticked {
            switch current.text {
            case "async":
                let token = advance()
                if let throwsClause {
                    error(
                        "'async' must precede 'throws'", at: token.range,
                        fixIts: [FixIt(range: throwsClause.range, replacement: "async throws")])
                }
                isAsync = true
            case "throws":
                let token = advance()
                var errorType: TypeSyntax?
                if current.isPunctuation("("), current.range.start == token.range.end {
                    advance()
                    errorType = parseType()
                    if consume(punctuation: ")") == nil {
                        error("expected ')' after the thrown error type", at: current.range)
                    }
                }
                throwsClause = ThrowsClauseSyntax(errorType: errorType, range: range(from: token.range.start))
            case "rethrows", "reasync":
                let token = advance()
                error(
                    "'\(token.text)' requirements are not supported: a multicast cannot forward "
                        + "the closure that decides it", at: token.range)
            default:
                return (isAsync, throwsClause)
            }
        }
        return (isAsync, throwsClause)
    }

    // MARK: Parameters

    /// The parameter list, or `nil` (after reporting) when it is too broken to recover.
    private mutating func parseParameters() -> [ParameterSyntax]? {
        let open = advance()
        var parameters: [ParameterSyntax] = []
        if consume(punctuation: ")") != nil {
            return parameters
        }
        while true {
            guard let parameter = parseParameter() else {
                return nil
            }
            parameters.append(parameter)
            if consume(punctuation: ",") != nil {
                if current.isPunctuation(")") {
                    advance()
                    return parameters
                }
                continue
            }
            if consume(punctuation: ")") != nil {
                return parameters
            }
            error(
                "expected ',' or ')' in the parameter list, found \(currentDescription)",
                at: current.range, notes: [.note("to match this '('", at: open.range, in: file)])
            return nil
        }
    }

    private mutating func parseParameter() -> ParameterSyntax? {
        let start = current.range.start
        let attributes = parseAttributes()
        if let attribute = attributes.first {
            error(
                "attributes such as '@\(attribute.name)' belong to the parameter's type, after the colon",
                at: attribute.range)
        }
        guard current.kind == .identifier else {
            error("expected a parameter name, found \(currentDescription)", at: current.range)
            return nil
        }
        let first = advance()
        var label: Token?
        var name = first
        if current.kind == .identifier {
            label = first
            name = advance()
        }
        guard consume(punctuation: ":") != nil else {
            error(
                "expected ':' and a type after parameter '\(name.text)', found \(currentDescription)",
                at: current.range,
                fixIts: [FixIt(range: SourceRange(start: name.range.end, end: name.range.end), replacement: ": <#Type#>")])
            return nil
        }
        var specifier: String?
        var specifierRange: SourceRange?
        let specifiers = ["inout", "borrowing", "consuming", "sending", "__owned", "__shared", "isolated"]
        if current.kind == .identifier && !current.isBackticked && specifiers.contains(current.text),
            peek().kind != .punctuation || peek().isPunctuation("@") || peek().isPunctuation("(")
                || peek().isPunctuation("[")
        {
            let token = advance()
            specifier = token.text
            specifierRange = token.range
        }
        guard let type = parseType() else {
            return nil
        }
        var isVariadic = false
        var variadicRange: SourceRange?
        if let ellipsis = consume(punctuation: "...") {
            isVariadic = true
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
            specifierRange: specifierRange, type: type, isVariadic: isVariadic,
            variadicRange: variadicRange, defaultValueRange: defaultValueRange,
            range: range(from: start))
    }

    private mutating func skipDefaultValue() {
        var nesting = 0
        while !isAtEnd {
            if current.isPunctuation("(") || current.isPunctuation("[") || current.isPunctuation("{") {
                nesting += 1
            } else if current.isPunctuation(")") || current.isPunctuation("]") || current.isPunctuation("}") {
                if nesting == 0 {
                    return
                }
                nesting -= 1
            } else if current.isPunctuation(",") && nesting == 0 {
                return
            }
            advance()
        }
    }

    // MARK: Generics

    private mutating func parseGenericParameters() -> [GenericParameterSyntax] {
        let open = advance()
        var parameters: [GenericParameterSyntax] = []
        while !isAtEnd {
            let start = current.range.start
            let isPack = current.isKeyword("each") && peek().kind == .identifier
            if isPack {
                advance()
            }
            guard current.kind == .identifier else {
                error("expected a generic parameter name, found \(currentDescription)", at: current.range)
                skipAngleBrackets(alreadyOpen: true)
                return parameters
            }
            let name = advance()
            var constraint: TypeSyntax?
            if consume(punctuation: ":") != nil {
                constraint = parseType()
            }
            parameters.append(
                GenericParameterSyntax(isPack: isPack, name: name.text, constraint: constraint, range: range(from: start)))
            if consume(punctuation: ",") != nil {
                continue
            }
            if consume(punctuation: ">") != nil {
                return parameters
            }
            error(
                "expected ',' or '>' in the generic parameter list, found \(currentDescription)",
                at: current.range, notes: [.note("to match this '<'", at: open.range, in: file)])
            skipAngleBrackets(alreadyOpen: true)
            return parameters
        }
        return parameters
    }

    mutating func parseWhereClause() -> [RequirementSyntax] {
        advance()  // where
        var requirements: [RequirementSyntax] = []
        repeat {
            guard let subject = parseType() else {
                return requirements
            }
            let relation: RequirementSyntax.Relation
            if consume(punctuation: ":") != nil {
                relation = .conformance
            } else if consume(punctuation: "==") != nil {
                relation = .sameType
            } else {
                error("expected ':' or '==' in the 'where' clause, found \(currentDescription)", at: current.range)
                return requirements
            }
            guard let constraint = parseType() else {
                return requirements
            }
            requirements.append(RequirementSyntax(subject: subject, relation: relation, constraint: constraint))
        } while consume(punctuation: ",") != nil
        return requirements
    }

    // MARK: Skipping

    mutating func skipBraces() {
        var nesting = 0
        while !isAtEnd {
            if current.isPunctuation("{") {
                nesting += 1
            } else if current.isPunctuation("}") {
                nesting -= 1
                if nesting == 0 {
                    advance()
                    return
                }
            }
            advance()
        }
    }

    mutating func skipAngleBrackets(alreadyOpen: Bool = false) {
        var nesting = alreadyOpen ? 1 : 0
        while !isAtEnd && !current.isPunctuation("{") && !current.isPunctuation("(") {
            if current.isPunctuation("<") {
                nesting += 1
            } else if current.isPunctuation(">") {
                nesting -= 1
                if nesting <= 0 {
                    advance()
                    return
                }
            }
            advance()
        }
    }
}
