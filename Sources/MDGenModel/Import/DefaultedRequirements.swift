import MDGenSyntax

/// What a pasted default-implementation extension says about the requirements of its protocol:
/// the requirements it implements become `optional` in a `.mdgen` file, and a value-returning one
/// needs a `@combine` strategy. `ModelBuilder`'s fix-it and `Importer` both use it, so that the
/// quick fix in place and `mdgen import` turn the same Swift into the same `.mdgen`.
package enum DefaultedRequirements {
    /// The requirements of `declaration` that `extensions` implement, each with its
    /// implementation, in the protocol's order.
    package static func matching(
        _ declaration: ProtocolSyntax, in extensions: [ExtensionSyntax]
    ) -> [(requirement: MethodSyntax, implementation: ExtensionMethodSyntax)] {
        var implementations: [String: ExtensionMethodSyntax] = [:]
        for declared in extensions where declared.name == declaration.name {
            for method in declared.methods where implementations[method.selector] == nil {
                implementations[method.selector] = method
            }
        }
        return declaration.methods.compactMap { requirement in
            implementations[requirement.selector].map { (requirement, $0) }
        }
    }

    /// The `@combine` strategy to suggest for `requirement`, an `optional` one, when it needs
    /// one and has none: for a `Bool` answer the one whose neutral answer is what
    /// `implementation` returns, the first non-`nil` answer for an optional one, and the
    /// same for the answer a completion handler receives. `nil` when it needs none, has one,
    /// or no strategy can keep its answer's type.
    package static func suggestedCombine(
        for requirement: MethodSyntax, implementation: ExtensionMethodSyntax?
    ) -> CombineSuggestion? {
        guard !requirement.attributes.contains(where: { $0.name == "combine" }) else {
            return nil
        }
        let body = implementation?.body ?? []
        let name = requirement.selector
        if let result = requirement.returnType, !result.isVoid {
            if result.isBool {
                return boolSuggestion(for: name, answering: "returns", body: body)
            }
            if result.optionalWrapped != nil {
                return CombineSuggestion(
                    arguments: "first",
                    reason: "'\(name)' returns an optional: '@combine(first)' answers with the "
                        + "first delegate's non-nil answer; review it, or choose 'last' or "
                        + "'collect'")
            }
            return nil
        }
        guard let (parameter, function, _) = ModelBuilder.completionHandler(of: requirement)
        else {
            return nil
        }
        let answers = function.parameters.map(\.type)
        if answers.isEmpty {
            return CombineSuggestion(
                arguments: "all",
                reason: "'\(name)' takes a completion handler without an answer: "
                    + "'@combine(all)' calls it once every delegate has; review it")
        }
        if answers.count == 1 && answers[0].isBool {
            return boolSuggestion(for: name, answering: "answers through a handler", body: body)
        }
        if answers.count == 1 && answers[0].optionalWrapped != nil {
            return CombineSuggestion(
                arguments: "first",
                reason: "'\(name)' answers an optional through a completion handler: "
                    + "'@combine(first)' passes on the first delegate's non-nil answer; review "
                    + "it, or choose 'last'")
        }
        guard let answer = handlerArguments(calling: parameter.name, in: body) else {
            return CombineSuggestion(
                arguments: "first, default: <#answer#>",
                reason: "'\(name)' answers through a completion handler: '@combine(first)' asks "
                    + "the first delegate only; write the answer for no delegate after "
                    + "'default:' and review it")
        }
        let value = answers.count == 1 ? answer : "(\(answer))"
        return CombineSuggestion(
            arguments: "first, default: \(value)",
            reason: "'\(name)' answers through a completion handler: '@combine(first)' asks the "
                + "first delegate only, and answers '\(value)' as the default implementation "
                + "did when there is none; review it, or choose 'last'")
    }

    private static func boolSuggestion(
        for name: String, answering verb: String, body: [Token]
    ) -> CombineSuggestion {
        // The default's answer is the strategy's neutral one: `true` for `all`, `false` for
        // `any`, so delegates that leave the requirement out never change the result.
        let answersFalse =
            body.contains { $0.isKeyword("false") } && !body.contains { $0.isKeyword("true") }
        if answersFalse {
            return CombineSuggestion(
                arguments: "any",
                reason: "'\(name)' \(verb) 'Bool' and its default is 'false': '@combine(any)' "
                    + "answers 'true' when any delegate does; review it, or choose 'all'")
        }
        return CombineSuggestion(
            arguments: "all",
            reason: "'\(name)' \(verb) 'Bool': '@combine(all)' answers 'true' only when every "
                + "delegate does; review it, or choose 'any'")
    }

    /// The arguments of the first call of `handler` in `body`, as Swift source.
    private static func handlerArguments(calling handler: String, in body: [Token]) -> String? {
        guard
            let call = body.indices.first(where: { index in
                body[index].kind == .identifier && body[index].text == handler
                    && index + 1 < body.count && body[index + 1].isPunctuation("(")
            })
        else {
            return nil
        }
        var nesting = 0
        for index in (call + 1)..<body.count {
            if body[index].isPunctuation("(") {
                nesting += 1
            } else if body[index].isPunctuation(")") {
                nesting -= 1
                if nesting == 0 {
                    let arguments = TokenPrinter.print(Array(body[(call + 2)..<index]))
                    return arguments.isEmpty ? nil : arguments
                }
            }
        }
        return nil
    }
}

extension DefaultedRequirements {
    /// The fix-it that writes `suggestion` on a line of its own above `requirement`: inserted
    /// at the start of the requirement's line, so that it never shares a place with the
    /// `optional` inserted before the `func` keyword.
    package static func insertion(
        of suggestion: CombineSuggestion, above requirement: MethodSyntax, in file: SourceFile
    ) -> FixIt {
        let start = requirement.range.start.offset
        var lineStart = start
        while lineStart > 0 && file.bytes[lineStart - 1] != UInt8(ascii: "\n") {
            lineStart -= 1
        }
        let indentation = String(decoding: file.bytes[lineStart..<start], as: UTF8.self)
        let place = file.range(lineStart, lineStart)
        return FixIt(range: place, replacement: indentation + suggestion.attribute + "\n")
    }
}

/// A `@combine` strategy to suggest, and why.
package struct CombineSuggestion: Hashable, Sendable {
    /// What goes between the parentheses, such as `all` or `first, default: nil`.
    package var arguments: String
    /// The note that explains it, to review.
    package var reason: String

    /// The attribute as written.
    package var attribute: String {
        "@combine(\(arguments))"
    }
}
