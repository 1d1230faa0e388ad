extension Parser {
    // MARK: Compiler directives

    /// The word of the directive at the current token, without its `#` (`if`, `endif`,
    /// `warning`…); `nil` when the current token is not a `#` directly followed by a word.
    var directive: String? {
        Self.directive(at: position, in: tokens)
    }

    /// The word of the directive whose `#` is at `index`, as ``directive`` says.
    static func directive(at index: Int, in tokens: [Token]) -> String? {
        guard tokens[index].isPunctuation("#"), index + 1 < tokens.count else {
            return nil
        }
        let word = tokens[index + 1]
        guard word.kind == .identifier, !word.isBackticked,
            word.range.start == tokens[index].range.end
        else {
            return nil
        }
        return word.text
    }

    /// The positions of the `#` of every `#if` without a matching `#endif`.
    static func unterminatedConditionals(in tokens: [Token]) -> Set<Int> {
        var open: [Int] = []
        for index in tokens.indices {
            switch directive(at: index, in: tokens) {
            case "if": open.append(index)
            case "endif": _ = open.popLast()
            default: break
            }
        }
        return Set(open)
    }

    /// A `#` directive at the top level of the file. A `#if` block that holds only imports is
    /// one import item, copied to the generated file as written; any other directive is
    /// reported and skipped.
    mutating func parseTopLevelDirective() -> ImportItemSyntax? {
        guard directive == "if" else {
            skipCompilerDirective(insideBraces: false)
            return nil
        }
        let start = position
        let diagnosticCount = diagnostics.count
        if let block = parseConditionalImports() {
            return .conditional(block)
        }
        // The block holds more than imports. What parsing it as imports reported is beside
        // the point, and its branches are alternatives that must not all be parsed: one error
        // for the whole block.
        position = start
        diagnostics.removeSubrange(diagnosticCount...)
        skipCompilerDirective(insideBraces: false)
        return nil
    }

    /// Reports a `#` directive that cannot be where it is, and skips it: a `#if` block whole,
    /// up to its `#endif`, with one error (its branches are alternatives, so parsing them all
    /// would report their declarations twice); any other directive with the rest of its line.
    /// `insideBraces` says the directive is in a protocol, whose `}` ends a block that lacks
    /// its `#endif`.
    mutating func skipCompilerDirective(insideBraces: Bool) {
        let word = directive ?? ""
        let hash = advance()
        if !word.isEmpty {
            skip()
        }
        let directiveRange = range(from: hash.range.start)
        switch word {
        case "if":
            error(
                .unsupportedConditionalCompilation,
                "conditional compilation ('#if') is supported only around 'import' declarations "
                    + "at the top level of the file; write one .mdgen file per configuration, or "
                    + "put the '#if' around the code that uses the generated types",
                at: directiveRange)
            skipConditionalBlock(openedAt: directiveRange, insideBraces: insideBraces)
        case "elseif", "else", "endif":
            error(
                .invalidConditionalBlock, "'#\(word)' without a matching '#if'", at: directiveRange)
            skipRestOfLine()
        default:
            error(
                .unsupportedDirective,
                "compiler directive '#\(word)' is not supported in a .mdgen file",
                at: directiveRange)
            skipRestOfLine()
        }
    }

    /// Skips a `#if` block, nested blocks included, after its `#if`; reports its `#endif`
    /// missing where the file, or with `insideBraces` the enclosing body, ends.
    mutating func skipConditionalBlock(openedAt open: SourceRange, insideBraces: Bool) {
        var nesting = 1
        var braceDepth = 0
        while !isAtEnd {
            if let word = directive {
                if word == "if" {
                    nesting += 1
                } else if word == "endif" {
                    nesting -= 1
                    if nesting == 0 {
                        skip()
                        skip()
                        return
                    }
                }
            } else if current.isPunctuation("{") {
                braceDepth += 1
            } else if current.isPunctuation("}") {
                if braceDepth == 0 && insideBraces {
                    break
                }
                braceDepth = max(braceDepth - 1, 0)
            }
            skip()
        }
        reportMissingClosingLine(
            "#endif", "expected '#endif' in conditional compilation block", toMatch: open,
            opening: "#if")
    }

    mutating func skipRestOfLine() {
        while !isAtLineEnd {
            skip()
        }
    }

    /// Reports tokens after a directive on its line, as Swift does, and skips them.
    mutating func expectEndOfDirectiveLine() {
        guard !isAtLineEnd else {
            return
        }
        if current.isPunctuation("&") || current.isPunctuation("|") {
            error(
                .invalidCondition,
                "expected '&&' or '||' between conditions, found \(currentDescription)",
                at: current.range)
        } else {
            error(
                .invalidConditionalBlock,
                "extra tokens following conditional compilation directive", at: current.range)
        }
        skipRestOfLine()
    }
}
