extension Parser {
    // MARK: Protocols

    mutating func parseProtocol(
        documentation: Documentation?,
        attributes: [AttributeSyntax],
        modifiers: [ModifierSyntax]
    ) -> ProtocolSyntax? {
        let start =
            attributes.first?.range.start ?? modifiers.first?.range.start ?? current.range.start
        advance()  // protocol
        guard current.kind == .identifier else {
            error(
                .expectedSyntax,
                "expected a protocol name after 'protocol', found \(currentDescription)",
                at: currentRange)
            skipToNextTopLevelDeclaration(keepingNextDeclaration: true)
            return nil
        }
        let name = advance()
        if current.isPunctuation("<") {
            let listStart = current.range.start
            skipAngleBrackets()
            error(
                .genericProtocol,
                "protocols cannot have generic parameters; Swift uses 'associatedtype', which a "
                    + "multicast delegate does not support either", at: range(from: listStart))
        }
        var inheritance: [SwiftType] = []
        var inheritanceRanges: [SourceRange] = []
        if skip(punctuation: ":") {
            repeat {
                let typeStart = current.range.start
                if let type = parseType() {
                    inheritance.append(type)
                    inheritanceRanges.append(range(from: typeStart))
                }
            } while skip(punctuation: ",")
        }
        var whereClauseRange: SourceRange?
        if current.isKeyword("where") {
            let whereStart = current.range.start
            _ = parseWhereClause()
            whereClauseRange = range(from: whereStart)
        }
        guard let open = consume(punctuation: "{") else {
            error(
                .expectedSyntax,
                "expected '{' to start the body of protocol '\(name.text)', found "
                    + currentDescription, at: currentRange)
            skipToNextTopLevelDeclaration(keepingNextDeclaration: true)
            return nil
        }
        var methods: [MethodSyntax] = []
        members: while !isAtEnd && !current.isPunctuation("}") {
            let before = position
            switch parseMember() {
            case .method(let method):
                methods.append(method)
            case .skipped:
                break
            case .endOfBody:
                break members
            }
            if position == before {
                skip()
            }
        }
        if !skip(punctuation: "}") {
            reportMissingClosingLine(
                "}", "expected '}' in protocol '\(name.text)'", toMatch: open.range, opening: "{")
        }
        return ProtocolSyntax(
            documentation: documentation, attributes: attributes, modifiers: modifiers,
            name: name.text, nameRange: name.range, inheritance: inheritance,
            inheritanceRanges: inheritanceRanges, whereClauseRange: whereClauseRange,
            methods: methods, range: range(from: start))
    }

    // MARK: Members

    /// What parsing one member found.
    enum Member {
        /// A method requirement.
        case method(MethodSyntax)
        /// Something that is not a requirement, reported and skipped.
        case skipped
        /// The start of the next top-level declaration: the protocol lacks its `}`.
        case endOfBody
    }

    /// Parses one requirement, or reports and skips a declaration that cannot be one.
    mutating func parseMember() -> Member {
        let start = position
        if current.isPunctuation(";") {
            skip()
            return .skipped
        }
        if current.isPunctuation("#") {
            skipCompilerDirective(insideBraces: true)
            return .skipped
        }
        let attributes = parseAttributes()
        let modifiers = parseModifiers()
        if current.isKeyword("func") {
            guard
                let method = parseMethod(
                    documentation: documentation(from: start), attributes: attributes,
                    modifiers: modifiers, start: tokens[start].range.start)
            else {
                skipMember(keepingNextDeclaration: true)
                return .skipped
            }
            return .method(method)
        }
        // A protocol or an import starting a line inside a protocol is, far more likely than
        // a nested declaration, the next declaration of a file whose protocol lacks its `}`;
        // an extension cannot be nested at all. The body ends here, so that the missing brace
        // is reported and the rest parses.
        if isAtKeyword(["protocol", "import", "extension"]) && tokens[start].isAtStartOfLine {
            position = start
            return .endOfBody
        }
        reportUnsupportedMember(hasPrefix: !attributes.isEmpty || !modifiers.isEmpty)
        skipMember()
        return .skipped
    }

    /// Reports a member that is not a method: each kind of declaration Swift allows in a
    /// protocol gets its own reason, and a likely typo its correction.
    private mutating func reportUnsupportedMember(hasPrefix: Bool) {
        let token = current
        let keyword = token.kind == .identifier && !token.isBackticked ? token.text : ""
        switch keyword {
        case "var", "let":
            error(
                .unsupportedRequirement,
                "property requirements are not supported: a multicast cannot combine stored "
                    + "values from many delegates; declare a method such as 'func value() -> T' "
                    + "with '@combine' instead", at: token.range)
        case "init":
            error(
                .unsupportedRequirement,
                "initializer requirements are not supported: a multicast forwards calls to "
                    + "delegates that already exist", at: token.range)
        case "deinit":
            error(
                .unsupportedRequirement, "'deinit' cannot be a protocol requirement",
                at: token.range)
        case "subscript":
            error(
                .unsupportedRequirement,
                "subscript requirements are not supported: declare a method with '@combine' "
                    + "instead", at: token.range)
        case "associatedtype":
            error(
                .unsupportedRequirement,
                "associated types are not supported: a multicast holds delegates of many "
                    + "types through one existential", at: token.range)
        case "typealias":
            error(
                .unsupportedDeclaration,
                "type aliases are not supported inside a protocol; declare them in Swift source",
                at: token.range)
        case "struct", "class", "enum", "actor", "protocol", "extension":
            error(
                .unsupportedDeclaration,
                "nested types are not supported; declare this '\(keyword)' in Swift source",
                at: token.range)
        default:
            if token.isPunctuation("}") || token.kind == .end {
                error(
                    .expectedSyntax,
                    "expected a 'func' requirement after the attributes and modifiers",
                    at: insertionPointAfterPrevious)
            } else if token.kind == .identifier && !token.isBackticked
                && peek().kind == .identifier,
                let suggestion = Spelling.suggestion(for: token.text, among: ["func", "optional"])
            {
                error(
                    .unknownKeyword,
                    "unknown keyword '\(token.text)'; did you mean '\(suggestion)'?",
                    at: token.range, fixIts: [FixIt(range: token.range, replacement: suggestion)])
            } else if token.kind == .identifier
                && (peek().isPunctuation("(") || peek().isPunctuation("<"))
                && peek().range.start == token.range.end
            {
                let insertion = SourceRange(start: token.range.start, end: token.range.start)
                error(
                    .expectedSyntax,
                    "expected 'func' before requirement '\(token.sourceText)'", at: token.range,
                    fixIts: [FixIt(range: insertion, replacement: "func ")])
            } else if hasPrefix {
                error(
                    .expectedSyntax,
                    "expected 'func' after the attributes and modifiers, found "
                        + currentDescription, at: token.range)
            } else {
                error(
                    .expectedSyntax, "expected a 'func' requirement, found \(currentDescription)",
                    at: token.range)
            }
        }
    }
}
