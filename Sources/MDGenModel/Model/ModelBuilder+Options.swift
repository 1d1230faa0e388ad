import MDGenSyntax

extension ModelBuilder {
    // MARK: @multicast

    /// The options of `@multicast(…)`: the multicast's and the spy's names, its storage, its concurrency
    /// mode, whether the protocol exists elsewhere, the opt-in extras, and new names for its
    /// own members.
    package static var multicastOptions: [String] {
        ["name", "storage"] + Self.booleanOptions + ["spyName"] + MulticastAPI.renamable.map(\.key)
    }

    /// The options whose value is `true` or `false`.
    package static let booleanOptions = ["sendable", "existing", "events", "observers", "spy"]

    /// Reads `@multicast(name: …, storage: …, add: …)`, and returns the boolean options it
    /// sets, with where each is written, for the checks that involve the whole protocol.
    mutating func applyMulticastOptions(
        _ attribute: AttributeSyntax,
        to model: inout DelegateProtocol
    ) -> [String: (value: Bool, range: SourceRange)] {
        var booleans: [String: (value: Bool, range: SourceRange)] = [:]
        let keys = Self.multicastOptions
        guard let arguments = attribute.arguments, !arguments.isEmpty else {
            error(
                .invalidMulticastOption,
                "'@multicast' needs options, such as '@multicast(name: Observers, storage: "
                    + "strong)'; options are \(Quoting.list(keys))", at: attribute.range)
            return booleans
        }
        var seen: [String: SourceRange] = [:]
        for option in Self.split(arguments) where !option.isEmpty {
            guard option.count == 3, option[0].kind == .identifier, option[1].isPunctuation(":")
            else {
                error(
                    .invalidMulticastOption,
                    "expected 'option: value' in '@multicast'; options are \(Quoting.list(keys))",
                    at: option[0].range.union(option[option.count - 1].range))
                continue
            }
            let (keyToken, valueToken) = (option[0], option[2])
            let key = keyToken.text
            guard keys.contains(key) else {
                reportUnknown(
                    .invalidMulticastOption, "'@multicast' option", keyToken, among: keys,
                    listedAs: "options")
                continue
            }
            if let first = seen[key] {
                error(
                    .invalidMulticastOption,
                    "option '\(key)' is given twice", at: keyToken.range,
                    notes: [note("first given here", at: first)])
                continue
            }
            seen[key] = keyToken.range
            if key == "storage" {
                // Only a name has the text of a storage: a string's keeps its quotes.
                guard let storage = Storage(rawValue: valueToken.text) else {
                    reportInvalidValue(
                        valueToken, option: key, values: Storage.allCases.map(\.rawValue))
                    continue
                }
                model.storage = storage
                continue
            }
            if Self.booleanOptions.contains(key) {
                if let value = booleanValue(valueToken, option: key) {
                    booleans[key] = (value, option[0].range.union(valueToken.range))
                }
                continue
            }
            guard let name = checkedName(valueToken, option: key) else {
                continue
            }
            if key == "name" {
                model.multicastName = name
            } else if key == "spyName" {
                model.spyName = name
            } else if let rename = MulticastAPI.renamable.first(where: { $0.key == key }) {
                model.api[keyPath: rename.keyPath] = name
            }
        }
        let names = MulticastAPI.renamable.map { model.api[keyPath: $0.keyPath] }
        if let duplicate = names.first(where: { name in names.count { $0 == name } > 1 }) {
            error(
                .nameCollision,
                "'@multicast' gives two members of the multicast the same name '\(duplicate)'",
                at: attribute.range)
        }
        return booleans
    }

    /// The value of a boolean option, or `nil` after reporting a value that is not `true` or
    /// `false`.
    private mutating func booleanValue(_ token: Token, option: String) -> Bool? {
        if token.isKeyword("true") || token.isKeyword("false") {
            return token.text == "true"
        }
        reportInvalidValue(token, option: option, values: ["true", "false"])
        return nil
    }

    /// Reports a value that is not one of `values`, with the one it most likely means: a
    /// misspelling (`weakly`, `ture`), or one of them in quotes or backticks.
    private mutating func reportInvalidValue(_ token: Token, option: String, values: [String]) {
        let written: String? =
            switch token.kind {
            case .identifier: token.text
            case .string: String(token.text.dropFirst().dropLast())
            default: nil
            }
        let suggestion = written.flatMap { word in
            values.contains(word) ? word : Spelling.suggestion(for: word, among: values)
        }
        error(
            .invalidMulticastOption,
            "'\(option)' must be \(Quoting.alternatives(values)), not \(Self.describe(token))"
                + Quoting.didYouMean(suggestion), at: token.range,
            fixIts: suggestion.map { [FixIt(range: token.range, replacement: $0)] } ?? [])
    }

    /// The value of a naming option, if it is a name Swift accepts without backticks: a
    /// string, a number or a keyword would make the generated code invalid.
    private mutating func checkedName(_ token: Token, option: String) -> String? {
        let example = option == "name" ? "Observers" : option + "Delegate"
        guard token.kind == .identifier else {
            let text = token.kind == .string ? token.text.dropFirst().dropLast() : ""
            let isName =
                text.first.map { !$0.isNumber } == true
                && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            let unquoted = isName ? String(text) : nil
            error(
                .invalidMulticastOption,
                "the value of '\(option)' must be a name, such as '\(option): \(example)', not "
                    + Self.describe(token) + Quoting.didYouMean(unquoted), at: token.range,
                fixIts: unquoted.map { [FixIt(range: token.range, replacement: $0)] } ?? [])
            return nil
        }
        let name = token.text
        if token.isBackticked || Identifier.reservedWords.contains(name) || name.hasPrefix("$")
            || name.contains(where: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        {
            error(
                .invalidMulticastOption,
                "'\(name)' cannot be the multicast's \(option == "name" ? "name" : "'\(option)'"): "
                    + "choose a name that needs no backticks", at: token.range)
            return nil
        }
        return name
    }

    /// The comma-separated items of an attribute's arguments; with `topLevelOnly`, commas
    /// inside parentheses and brackets do not separate items, as in `default: (a, b)`.
    static func split(_ arguments: [Token], topLevelOnly: Bool = false) -> [[Token]] {
        var items: [[Token]] = [[]]
        var depth = 0
        for token in arguments {
            if topLevelOnly && token.kind == .punctuation {
                if ["(", "["].contains(token.text) {
                    depth += 1
                } else if [")", "]"].contains(token.text) {
                    depth -= 1
                }
            }
            if token.isPunctuation(",") && depth == 0 {
                items.append([])
            } else {
                items[items.count - 1].append(token)
            }
        }
        return items
    }

    /// A token as messages quote it.
    static func describe(_ token: Token) -> String {
        switch token.kind {
        case .string: "a string literal"
        case .end: "nothing"
        default: "'\(token.sourceText)'"
        }
    }
}
