extension Parser {
    // MARK: Conditional imports

    /// Parses a `#if` block at the top level whose branches hold only imports and nested
    /// blocks like it, from its `#`.
    ///
    /// Returns `nil` as soon as a branch of a block that has its `#endif` holds anything else:
    /// the caller then undoes what was reported and reports the block once. A block without
    /// its `#endif` ends where the first line that is not an import starts, which is where
    /// the `#endif` is reported missing, so that a protocol after it is parsed as usual.
    mutating func parseConditionalImports() -> ConditionalImportSyntax? {
        let start = position
        let ifRange = SourceRange(start: current.range.start, end: peek().range.end)
        var clauses: [ConditionalImportSyntax.Clause] = []
        var clause = parseClauseStart()
        var hasElse = false
        while true {
            switch directive ?? "" {
            case "endif":
                clauses.append(clause)
                let endifStart = advance().range.start
                skip()
                let endif = range(from: endifStart)
                expectEndOfDirectiveLine()
                return ConditionalImportSyntax(
                    clauses: clauses, range: SourceRange(start: ifRange.start, end: endif.end),
                    endifRange: endif)
            case "elseif", "else":
                clauses.append(clause)
                if hasElse {
                    error(
                        .invalidConditionalBlock,
                        "further conditions after '#else' are unreachable",
                        at: SourceRange(start: current.range.start, end: peek().range.end))
                }
                clause = parseClauseStart()
                hasElse = hasElse || clause.directive == "else"
            case "if":
                // Nesting is bounded, as for types, so that hostile input cannot exhaust the
                // stack; a block nested too deeply is reported and skipped.
                guard depth < Self.maximumDepth else {
                    let hash = advance()
                    let tooDeep = SourceRange(start: hash.range.start, end: advance().range.end)
                    error(
                        .nestingTooDeep, "conditional compilation blocks are nested too deeply",
                        at: tooDeep)
                    skipConditionalBlock(openedAt: tooDeep, insideBraces: false)
                    continue
                }
                depth += 1
                let nested = parseConditionalImports()
                depth -= 1
                guard let nested else {
                    return nil
                }
                clause.imports.append(.conditional(nested))
            default:
                if !isAtEnd && parseImport(in: &clause.imports) {
                    continue
                }
                if !isAtEnd && !unterminatedConditionals.contains(start) {
                    return nil
                }
                reportMissingClosingLine(
                    "#endif", "expected '#endif' in conditional compilation block",
                    toMatch: ifRange, opening: "#if")
                clauses.append(clause)
                return ConditionalImportSyntax(
                    clauses: clauses,
                    range: SourceRange(start: ifRange.start, end: max(ifRange.end, previousEnd)),
                    endifRange: nil)
            }
        }
    }

    /// Consumes the line of a `#if`, `#elseif` or `#else`: the directive and its condition.
    private mutating func parseClauseStart() -> ConditionalImportSyntax.Clause {
        let hash = advance()
        var word = advance().text
        if word == "else" && !isAtLineEnd && current.isKeyword("if") {
            skip()
            let directiveRange = range(from: hash.range.start)
            error(
                .invalidConditionalBlock,
                "unexpected 'if' keyword following '#else' conditional compilation directive; "
                    + "did you mean '#elseif'?", at: directiveRange,
                fixIts: [FixIt(range: directiveRange, replacement: "#elseif")])
            word = "elseif"
        }
        var condition: String?
        if word == "else" {
            expectEndOfDirectiveLine()
        } else {
            condition = parseCondition(after: "#" + word)
        }
        return ConditionalImportSyntax.Clause(directive: word, condition: condition, imports: [])
    }

    /// Parses an import in a `#if` block, or reports and skips what follows one on its line.
    /// Returns `false`, having consumed and reported nothing, at a line that starts with
    /// anything else.
    private mutating func parseImport(in imports: inout [ImportItemSyntax]) -> Bool {
        let start = position
        let diagnosticCount = diagnostics.count
        let attributes = parseAttributes()
        let modifiers = parseModifiers()
        if current.isKeyword("import") {
            if let declaration = parseImport(attributes: attributes, modifiers: modifiers) {
                imports.append(.declaration(declaration))
            }
            return true
        }
        position = start
        diagnostics.removeSubrange(diagnosticCount...)
        guard !current.isAtStartOfLine else {
            return false
        }
        error(
            .expectedSyntax,
            "expected a line break after the import, found \(currentDescription)",
            at: current.range)
        skipRestOfLine()
        return true
    }
}
