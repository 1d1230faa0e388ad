extension Parser {
    // MARK: Compiler directives

    /// Reports a `#` directive and skips it. A `#if` block is skipped whole, up to its
    /// `#endif`, with one error: its branches are alternatives, so parsing them all would
    /// report their declarations twice.
    mutating func skipCompilerDirective() {
        let start = current.range.start
        advance()  // #
        let directive =
            current.kind == .identifier && current.range.start == previousEnd
            ? advance().text : ""
        let directiveRange = range(from: start)
        switch directive {
        case "if":
            error(
                "conditional compilation ('#if') is not supported; write one .mdgen file per "
                    + "configuration, or put the '#if' around the code that uses the generated "
                    + "types", at: directiveRange)
            skipConditionalBlock()
        case "elseif", "else", "endif":
            error("'#\(directive)' without a matching '#if'", at: directiveRange)
        default:
            error(
                "compiler directive '#\(directive)' is not supported in a .mdgen file",
                at: directiveRange)
            skipRestOfLine()
        }
    }

    /// Skips a `#if` block, nested blocks included, after its `#if`. Inside a protocol, it
    /// stops at the protocol's closing brace if the `#endif` is missing.
    private mutating func skipConditionalBlock() {
        var nesting = 1
        var braceDepth = 0
        while !isAtEnd {
            if current.isPunctuation("#") && peek().range.start == current.range.end {
                if peek().isKeyword("if") {
                    nesting += 1
                } else if peek().isKeyword("endif") {
                    nesting -= 1
                    if nesting == 0 {
                        advance()
                        advance()
                        return
                    }
                }
            } else if current.isPunctuation("{") {
                braceDepth += 1
            } else if current.isPunctuation("}") {
                if braceDepth == 0 {
                    return
                }
                braceDepth -= 1
            }
            advance()
        }
    }

    private mutating func skipRestOfLine() {
        while !isAtEnd && !current.isAtStartOfLine {
            advance()
        }
    }

    // MARK: Skipping

    /// Skips to the next token that can start a top-level declaration at the start of a line,
    /// outside braces. With `keepingNextDeclaration`, the current token is such a token if it
    /// qualifies: the error was found where the next declaration starts.
    mutating func skipToNextTopLevelDeclaration(keepingNextDeclaration: Bool = false) {
        if keepingNextDeclaration && current.isAtStartOfLine && startsDeclaration {
            return
        }
        var braceDepth = 0
        if current.isPunctuation("{") {
            braceDepth += 1
        }
        advance()
        while !isAtEnd {
            if current.isPunctuation("{") {
                braceDepth += 1
            } else if current.isPunctuation("}") {
                braceDepth = max(braceDepth - 1, 0)
            } else if braceDepth == 0 && current.isAtStartOfLine && startsDeclaration {
                return
            }
            advance()
        }
    }

    /// Skips the rest of a member: to the next line that starts a member at this nesting level,
    /// or the protocol's closing brace. With `keepingNextDeclaration`, the current token is
    /// such a line's start if it qualifies: the error was found where the next member starts.
    mutating func skipMember(keepingNextDeclaration: Bool = false) {
        if keepingNextDeclaration && current.isAtStartOfLine && startsDeclaration {
            return
        }
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
            if braceDepth == 0 && parenDepth == 0 && current.isAtStartOfLine && startsDeclaration {
                return
            }
            advance()
        }
    }

    /// Skips a `{ … }` block, nested blocks included.
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

    /// Skips a `<…>` list, nested lists included; stops early at a brace or parenthesis.
    mutating func skipAngleBrackets() {
        var nesting = 0
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
