import MDGenSyntax

extension ModelBuilder {
    // MARK: Completion handlers

    /// The words that make an escaping closure, the last parameter of a requirement that
    /// returns nothing, a completion handler: `completionHandler`, `completion`, `reply`,
    /// `decisionHandler`…
    static let completionWords = ["completion", "reply", "decision"]

    /// The escaping closure parameter of `method` that is a completion handler, if any, with
    /// its function type and its attributes.
    static func completionHandler(of method: MethodSyntax) -> (
        parameter: ParameterSyntax, function: FunctionType, attributes: [String]
    )? {
        guard method.returnType?.isVoid ?? true, let last = method.parameters.last,
            case .attributed(let attributes, let wrapped) = last.type,
            attributes.contains("@escaping"),
            case .function(let function) = wrapped.withoutParentheses, function.result.isVoid
        else {
            return nil
        }
        let names = [last.name, last.label ?? ""].map { $0.lowercased() }
        guard names.contains(where: { name in completionWords.contains { name.contains($0) } })
        else {
            return nil
        }
        return (last, function, attributes)
    }

    /// The strategies that can combine the answers a completion handler receives. The handler's
    /// type is fixed, so `collect` cannot; `()` answers can only all be waited for.
    static func completionStrategies(for answerTypes: [SwiftType]) -> [CombineStrategy] {
        if answerTypes.isEmpty {
            return [.all]
        }
        if answerTypes.count == 1 && answerTypes[0].isBool {
            return [.all, .any, .first, .last]
        }
        return [.first, .last]
    }

    /// Checks a requirement that takes a completion handler: it needs a strategy that says
    /// how the delegates' answers become the one answer the real handler gets, and an answer
    /// for when no delegate answers where the strategy has none of its own.
    mutating func checkCompletion(
        _ method: MethodSyntax,
        combineAttribute: AttributeSyntax?,
        neutral: (text: String, range: SourceRange)?,
        requirement: inout Requirement
    ) {
        guard let (parameter, function, attributes) = Self.completionHandler(of: method) else {
            if let neutral {
                error(
                    .combineDefault,
                    "'default:' gives the answer a completion handler gets when no delegate "
                        + "answers, and '\(requirement.fullName)' takes no completion handler",
                    at: neutral.range)
            }
            return
        }
        // Only a message needs the name.
        func name() -> String {
            requirement.fullName
        }
        let answerTypes = function.parameters.map(\.type)
        let valid = Self.completionStrategies(for: answerTypes)
        let handlerName = parameter.name
        guard let combineAttribute, let strategy = requirement.combine else {
            if combineAttribute == nil {
                error(
                    .combineRequired,
                    "'\(name())' takes a completion handler, '\(handlerName)': with several delegates "
                        + "it would be called once per delegate, or never; say how their answers "
                        + "become the one '\(handlerName)' gets, exactly once, with '@combine(…)'; "
                        + "valid here: \(Quoting.list(valid.map(\.rawValue)))",
                    at: parameter.nameRange,
                    notes: [combineSuggestion(valid.contains(.all) ? .all : .first, for: method)])
            }
            return
        }
        guard valid.contains(strategy) else {
            let answer =
                answerTypes.isEmpty
                ? "'\(handlerName)' takes no answer, so a multicast can only wait for every delegate"
                : "'\(handlerName)' receives answers of type '\(Self.answerText(answerTypes))'"
            error(
                .combineMismatch,
                "'@combine(\(strategy.rawValue))' does not fit this completion handler: \(answer); "
                    + "valid here: \(Quoting.list(valid.map(\.rawValue)))",
                at: combineAttribute.range)
            return
        }
        let closureAttributes = attributes.filter { $0 != "@escaping" }
        let closureType: SwiftType =
            closureAttributes.isEmpty
            ? .function(function) : .attributed(attributes: closureAttributes, .function(function))
        // `()` answers, which only `all` combines, need no argument.
        let isOptional = answerTypes.count == 1 && answerTypes[0].optionalWrapped != nil
        let neutralArguments =
            neutral?.text
            ?? (answerTypes.isEmpty ? "" : strategy.neutralAnswer(isOptional: isOptional))
        guard let neutralArguments else {
            error(
                .combineDefault,
                "'\(name())' needs the answer '\(handlerName)' gets when no delegate is registered: "
                    + "add it to the strategy, as in '@combine(\(strategy.rawValue), default: …)'",
                at: combineAttribute.range)
            return
        }
        requirement.completion = CompletionHandler(
            answerTypes: answerTypes, closureType: closureType,
            neutralArguments: Self.argumentList(neutralArguments, count: answerTypes.count))
    }

    /// The answer types as messages show them: `Bool`, or `(Disposition, URLCredential?)`.
    private static func answerText(_ types: [SwiftType]) -> String {
        let printed = types.map(TypePrinter.print)
        return printed.count == 1 ? printed[0] : "(" + printed.joined(separator: ", ") + ")"
    }

    /// The arguments written as a `default:`: a tuple `(a, b)` for a handler of two
    /// parameters gives `a, b`.
    private static func argumentList(_ text: String, count: Int) -> String {
        guard count > 1, text.hasPrefix("("), text.hasSuffix(")") else {
            return text
        }
        return String(text.dropFirst().dropLast())
    }
}
