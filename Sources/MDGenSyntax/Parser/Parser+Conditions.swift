extension Parser {
    // MARK: Conditions of #if

    /// The conditions `#if` can test, in the order messages list them, each with an example
    /// argument for messages; those starting with `_` are Swift's less common ones, never
    /// suggested.
    static let platformConditions: KeyValuePairs<String, String> = [
        "os": "iOS", "arch": "arm64", "canImport": "UIKit", "targetEnvironment": "simulator",
        "swift": ">=5.9", "compiler": ">=6.0", "hasFeature": "StrictConcurrency",
        "hasAttribute": "retroactive", "_endian": "little", "_pointerBitWidth": "_64",
        "_runtime": "_ObjC", "_hasAtomicBitWidth": "_64", "_ptrauth": "_arm64e",
    ]

    /// The conditions a misspelled one is compared with, and that messages list.
    static let suggestedConditions = platformConditions.map(\.key).filter { !$0.hasPrefix("_") }

    /// Parses the condition after `directive` (`#if` or `#elseif`) and the rest of its line,
    /// which is where Swift ends a condition. Returns the condition as written, or `nil`
    /// after reporting a malformed one.
    ///
    /// The grammar is Swift's: flags (`DEBUG`), `true`, `false`, the calls in
    /// ``platformConditions``, `!`, `&&`, `||` and parentheses. What the generated file's
    /// compiler checks anyway (whether an operating system's name exists) is not checked.
    mutating func parseCondition(after directive: String) -> String? {
        guard !isAtLineEnd else {
            error(
                .invalidCondition, "expected a condition after '\(directive)'",
                at: insertionPointAfterPrevious)
            return nil
        }
        let start = current.range.start
        guard parseDisjunction(after: directive) else {
            skipRestOfLine()
            return nil
        }
        let condition = file.text(from: start.offset, to: previousEnd.offset)
        expectEndOfDirectiveLine()
        return condition
    }

    /// `a || b || …`; `false` after reporting an error.
    private mutating func parseDisjunction(after previous: String) -> Bool {
        guard parseConjunction(after: previous) else {
            return false
        }
        while !isAtLineEnd && current.isPunctuation("||") {
            skip()
            guard parseConjunction(after: "||") else {
                return false
            }
        }
        return true
    }

    /// `a && b && …`: the lexer reads `&&` as two `&`, so they must touch.
    private mutating func parseConjunction(after previous: String) -> Bool {
        guard parseNegation(after: previous) else {
            return false
        }
        while !isAtLineEnd && current.isPunctuation("&") && peek().isPunctuation("&")
            && peek().range.start == current.range.end
        {
            skip()
            skip()
            guard parseNegation(after: "&&") else {
                return false
            }
        }
        return true
    }

    private mutating func parseNegation(after previous: String) -> Bool {
        var previous = previous
        while !isAtLineEnd && current.isPunctuation("!") {
            skip()
            previous = "!"
        }
        return parsePrimaryCondition(after: previous)
    }

    private mutating func parsePrimaryCondition(after previous: String) -> Bool {
        guard !isAtLineEnd else {
            error(
                .invalidCondition, "expected a condition after '\(previous)'",
                at: insertionPointAfterPrevious)
            return false
        }
        if current.isPunctuation("(") {
            // Nesting is bounded, as for types, so that hostile input cannot exhaust the stack.
            guard depth < Self.maximumDepth else {
                error(.nestingTooDeep, "the condition is nested too deeply", at: current.range)
                return false
            }
            depth += 1
            defer { depth -= 1 }
            let open = advance()
            return parseDisjunction(after: "(") && closeConditionParenthesis(open)
        }
        guard current.kind == .identifier else {
            error(
                .invalidCondition,
                "expected a condition after '\(previous)', found \(currentDescription)",
                at: current.range)
            return false
        }
        let name = advance()
        guard !isAtLineEnd && current.isPunctuation("(") else {
            return true  // a flag such as `DEBUG`, or `true` or `false`
        }
        return parsePlatformCondition(name)
    }

    /// The `)` of a parenthesised condition or of a call such as `os(iOS)`: reported missing,
    /// with a fix-it, where the line ends.
    private mutating func closeConditionParenthesis(_ open: Token) -> Bool {
        if isAtLineEnd {
            reportMissing(")", "expected ')' in '#if' condition", toMatch: open)
            return true
        }
        if skip(punctuation: ")") {
            return true
        }
        error(
            .invalidCondition,
            "expected ')' in '#if' condition, found \(currentDescription)", at: current.range,
            notes: [.note("to match this opening '('", at: open.range, in: file)])
        return false
    }

    /// `os(iOS)`, `canImport(A.B, _version: 2)`, `swift(>=5.9)`…: a known name, and an
    /// argument, which for `swift` and `compiler` is a version comparison.
    private mutating func parsePlatformCondition(_ name: Token) -> Bool {
        let open = advance()
        var arguments: [Token] = []
        var nesting = 0
        while !isAtLineEnd && !(nesting == 0 && current.isPunctuation(")")) {
            if current.isPunctuation("(") {
                nesting += 1
            } else if current.isPunctuation(")") {
                nesting -= 1
            }
            arguments.append(advance())
        }
        guard closeConditionParenthesis(open) else {
            return false
        }
        let call = range(from: name.range.start)
        guard let example = Self.platformConditions.first(where: { $0.key == name.text })?.value
        else {
            if let suggestion = Spelling.suggestion(
                for: name.text, among: Self.suggestedConditions)
            {
                error(
                    .invalidCondition,
                    "unknown condition '\(name.text)'; did you mean '\(suggestion)'?",
                    at: name.range, fixIts: [FixIt(range: name.range, replacement: suggestion)])
            } else {
                error(
                    .invalidCondition,
                    "unknown condition '\(name.text)'; '#if' can test "
                        + Quoting.list(Self.suggestedConditions)
                        + ", flags such as 'DEBUG', 'true' and 'false'", at: name.range)
            }
            return true
        }
        if name.text == "swift" || name.text == "compiler" {
            if !Self.isVersionComparison(arguments) {
                error(
                    .invalidCondition,
                    "'\(name.text)' needs a version comparison, as in '\(name.text)(\(example))'",
                    at: call)
            }
        } else if arguments.isEmpty {
            error(
                .invalidCondition,
                "'\(name.text)' needs an argument, as in '\(name.text)(\(example))'", at: call)
        }
        return true
    }

    /// `>=` or `<` and a version number: the lexer reads `>=` as `>` and `=`.
    private static func isVersionComparison(_ tokens: [Token]) -> Bool {
        switch tokens.count {
        case 2:
            return tokens[0].isPunctuation("<") && tokens[1].kind == .number
        case 3:
            return tokens[0].isPunctuation(">") && tokens[1].isPunctuation("=")
                && tokens[0].range.end == tokens[1].range.start && tokens[2].kind == .number
        default:
            return false
        }
    }
}
