import MDGenSyntax

/// How a spy stands for generic requirements: it records their generic arguments as `Any`
/// (`[Any]` for an array, `Any?` for an optional of a generic parameter), hands them to its
/// handler so, and casts what the handler answers back to the requirement's result type.
extension DelegateProtocol {
    /// The forwarded requirements that a spy implements, in forwarding order, each with its
    /// name (as ``namedCalls`` names them, over these requirements): every one but the
    /// optional generic ones whose calls it cannot record, which it leaves to their defaults.
    package var spyCalls: [NamedCall] {
        let requirements = forwardedMethods.filter { $0.spyObstacle == nil }
        return zip(CallNames.names(for: requirements), requirements).map(NamedCall.init)
    }
}

extension Requirement {
    /// The names of its generic parameters: `Value` for `<Value: Codable, each Item>`.
    var genericParameterNames: Set<String> {
        guard genericParameterClause.count > 2 else {
            return []
        }
        var names: Set<String> = []
        var depth = 0
        var current = ""
        for character in genericParameterClause.dropFirst().dropLast() + "," {
            switch character {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 0:
                let words = current.split(whereSeparator: { $0 == " " || $0 == ":" })
                if let name = words.first(where: { $0 != "each" }) {
                    names.insert(String(name))
                }
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        return names
    }

    /// Whether `type` depends on the requirement's generic parameters: it names one, or is
    /// opaque (`some Codable`).
    package func mentionsGenericParameter(_ type: SwiftType) -> Bool {
        let names = genericParameterNames
        return type.contains { type in
            switch type {
            case .opaque, .packExpansion, .packElement: true
            case .named(let components): names.contains(components[0].name)
            default: false
            }
        }
    }

    /// The first parameter a spy records whose type is surely not `Sendable`, whatever the
    /// types it names: a closure that is not `@Sendable`, or `Any`, alone or inside an
    /// optional or a collection. (Whether a named type is `Sendable` is the compiler's to say.)
    var surelyNonSendableParameter: Parameter? {
        parameters.first { parameter in
            !parameter.type.isNonEscapingClosure && !mentionsGenericParameter(parameter.type)
                && (parameter.type.holdsNonSendableClosure || parameter.type.holdsAny)
        }
    }

    /// Why a spy cannot stand for this generic requirement, or `nil` when it can, or when the
    /// requirement is not generic.
    var spyObstacle: String? {
        guard isGeneric else {
            return nil
        }
        if genericParameterClause.contains("each ")
            || parameters.contains(where: { parameter in
                parameter.type.contains { type in
                    switch type {
                    case .packExpansion, .packElement: true
                    default: false
                    }
                }
            })
        {
            return "it takes a parameter pack, whose values a spy cannot record as one"
        }
        for parameter in parameters where mentionsGenericParameter(parameter.type) {
            if parameter.specifier == "inout" {
                return "its 'inout' parameter '\(parameter.name)' has a generic type, which a "
                    + "spy could only hand to its handler as 'Any', a copy the handler could "
                    + "not change"
            }
            if parameter.type.isNonEscapingClosure {
                return "its parameter '\(parameter.name)' is a non-escaping closure of a generic "
                    + "type, which a spy could neither keep nor hand to its handler"
            }
        }
        if let completion, completion.answerTypes.contains(where: mentionsGenericParameter) {
            return "its completion handler takes a generic type, which a spy could not make to "
                + "reply with"
        }
        if let typedThrowsError, mentionsGenericParameter(typedThrowsError) {
            return "it throws a generic error type, which a spy could not make to throw"
        }
        return nil
    }
}
