extension Parser {
    // MARK: Skipping

    /// Skips to the next token that can start a top-level declaration at the start of a line,
    /// outside braces. With `keepingNextDeclaration`, the current token is such a token if it
    /// qualifies: the error was found where the next declaration starts.
    mutating func skipToNextTopLevelDeclaration(keepingNextDeclaration: Bool = false) {
        if keepingNextDeclaration && current.isAtStartOfLine && startsDeclaration {
            return
        }
        var braceDepth = 0
        repeat {
            if current.isPunctuation("{") {
                braceDepth += 1
            } else if current.isPunctuation("}") {
                braceDepth = max(braceDepth - 1, 0)
            }
            skip()
        } while !isAtEnd && !(braceDepth == 0 && current.isAtStartOfLine && startsDeclaration)
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
            skip()
        }
        while !isAtEnd {
            if current.isPunctuation("{") {
                braceDepth += 1
            } else if current.isPunctuation("}") {
                if braceDepth == 0 {
                    return
                }
                braceDepth -= 1
            } else if current.isPunctuation("(") {
                parenDepth += 1
            } else if current.isPunctuation(")") {
                parenDepth = max(parenDepth - 1, 0)
            }
            if braceDepth == 0 && parenDepth == 0 && current.isAtStartOfLine && startsDeclaration {
                return
            }
            skip()
        }
    }

    /// Skips a `{ … }` block, nested blocks included; `false` when the file ends before its
    /// closing brace. Inside the block's own braces (not nested ones), `consumesMember` sees
    /// the parser at each token first, and may read a member itself: when it returns `true`,
    /// it has moved past what it read.
    @discardableResult
    mutating func skipBraces(
        consumesMember: (inout Parser) -> Bool = { _ in false }
    ) -> Bool {
        var nesting = 0
        while !isAtEnd {
            if nesting == 1 && consumesMember(&self) {
                continue
            }
            if current.isPunctuation("{") {
                nesting += 1
            } else if current.isPunctuation("}") {
                nesting -= 1
                if nesting == 0 {
                    skip()
                    return true
                }
            }
            skip()
        }
        return false
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
                    skip()
                    return
                }
            }
            skip()
        }
    }
}
