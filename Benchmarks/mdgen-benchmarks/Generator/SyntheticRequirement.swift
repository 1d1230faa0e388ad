/// One requirement of a synthetic protocol, as data: the generator benchmark writes it as
/// `.mdgen` text, and the consumer-cost benchmark also writes it as the plain Swift of a
/// hand-written equivalent, so both sides describe exactly the same protocol.
struct SyntheticRequirement {
    /// How a value-returning requirement combines its delegates' answers.
    enum Combination: String {
        case all, any, first, last, collect
    }

    /// The lines of its documentation comment, without `///`.
    let documentation: [String]
    let combination: Combination?
    let isOptional: Bool
    let name: String
    /// The parameter list as declared, without parentheses.
    let parameters: String
    /// The same parameters passed on, as a call's arguments.
    let arguments: String
    /// `async`, `throws`, or empty.
    let effect: String
    /// The return type, or `nil` for none.
    let returnType: String?

    /// Requirement `method` of protocol `index`, cycling through the kinds of requirement:
    /// plain and optional calls, each combining strategy, `async`, `throws` and closures.
    init(_ method: Int, of index: Int) {
        name = "service\(index)Step\(method)"
        var documentation: [String] = []
        var combination: Combination?
        var isOptional = false
        var effect = ""
        var returnType: String?
        let parameters: (declared: String, passed: String)
        switch method % 10 {
        case 0:
            documentation = ["Started."]
            parameters = ("_ id: Int", "id")
        case 1:
            isOptional = true
            parameters = (
                "_ id: Int, didReceive data: [UInt8], from: String?",
                "id, didReceive: data, from: from"
            )
        case 2:
            documentation = ["All must agree."]
            (combination, isOptional, returnType) = (.all, true, "Bool")
            parameters = ("_ id: Int", "id")
        case 3:
            (combination, isOptional, returnType) = (.any, true, "Bool")
            parameters = ("for url: URL", "for: url")
        case 4:
            (combination, isOptional, returnType) = (.first, true, "String?")
            parameters = ("replacing name: String", "replacing: name")
        case 5:
            (combination, returnType) = (.last, "Int")
            parameters = ("", "")
        case 6:
            (combination, returnType) = (.collect, "[String: Int]")
            parameters = ("_ keys: Set<String>", "keys")
        case 7:
            effect = "async"
            parameters = ("_ id: Int", "id")
        case 8:
            effect = "throws"
            parameters = ("_ value: inout Double", "&value")
        default:
            parameters = ("_ handler: @escaping @Sendable (Int) -> Void", "handler")
        }
        self.documentation = documentation
        self.combination = combination
        self.isOptional = isOptional
        self.effect = effect
        self.returnType = returnType
        self.parameters = parameters.declared
        self.arguments = parameters.passed
    }

    /// The declaration without attributes: `func name(parameters) effect -> ReturnType`.
    var signature: String {
        signature(returning: returnType)
    }

    /// The declaration with another return type (or none, for `nil`).
    func signature(returning type: String?) -> String {
        "func \(name)(\(parameters))" + (effect.isEmpty ? "" : " \(effect)")
            + (type.map { " -> \($0)" } ?? "")
    }

    /// The requirement in a `.mdgen` protocol, indented by four spaces.
    var mdgenText: String {
        var lines = documentation.map { "/// \($0)" }
        if let combination {
            lines.append("@combine(\(combination.rawValue))")
        }
        lines.append((isOptional ? "optional " : "") + signature)
        return lines.map { "    \($0)\n" }.joined()
    }
}
