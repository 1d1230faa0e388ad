import MDGenSyntax

/// A forwarded requirement as the opt-in extras see it: an event case
/// (`@multicast(events: true)`) or a closure of `observe(…)` (`@multicast(observers: true)`),
/// which share its name.
package struct NamedCall: Hashable, Sendable {
    /// The event case's name, which is also the label of the closure in `observe(…)`, such as
    /// `downloadDidReceive` for `download(_:didReceive:)`.
    package var name: String
    /// The requirement.
    package var requirement: Requirement
}

extension DelegateProtocol {
    /// The forwarded requirements that a case or a closure can stand for (every one but the
    /// generic ones), in forwarding order, each with its name.
    ///
    /// A name is the requirement's base name followed by its argument labels, each
    /// capitalised (`_` is left out): `download(_:didReceive:)` is `downloadDidReceive`,
    /// `downloadDidFinish(_:)` is `downloadDidFinish`. Requirements that would share a name
    /// get the names of their parameters' types appended (``CallNames/typeWords(of:)``):
    /// `handle(_: Int)` and `handle(_: String)` are `handleInt` and `handleString`. When that
    /// does not tell them apart either, they are numbered in forwarding order, from 1:
    /// `handle1`, `handle2`. Names are given over all these requirements at once, so that an
    /// event's case and its closure's label are the same.
    package var namedCalls: [NamedCall] {
        let requirements = forwardedMethods.filter { !$0.isGeneric }
        return zip(CallNames.names(for: requirements), requirements).map(NamedCall.init)
    }

    /// The calls that are events, in forwarding order (see ``Requirement/isEvent``).
    package var eventCalls: [NamedCall] {
        namedCalls.filter(\.requirement.isEvent)
    }
}

extension Requirement {
    /// Whether the requirement is generic: explicitly, or through a `some` or parameter-pack
    /// parameter. No enum case and no closure can stand for it.
    package var isGeneric: Bool {
        !genericParameterClause.isEmpty || !whereClause.isEmpty
            || parameters.contains { parameter in
                parameter.type.contains { type in
                    switch type {
                    case .opaque, .packExpansion, .packElement: true
                    default: false
                    }
                }
            }
    }

    /// Whether its calls are events: it answers nothing, it is not generic, and it takes no
    /// non-escaping closure or autoclosure, which an event, kept for later, could not hold,
    /// nor a closure that is not `@Sendable`, which the `Sendable` `Event` enum could not.
    package var isEvent: Bool {
        hasEventShape && nonSendableClosureParameter == nil
    }

    /// Whether it answers nothing, is not generic and takes no non-escaping closure.
    var hasEventShape: Bool {
        returnType == nil && combine == nil && !isGeneric
            && !parameters.contains { $0.type.isNonEscapingClosure }
    }

    /// Its first parameter that holds a closure that is not `@Sendable`.
    var nonSendableClosureParameter: Parameter? {
        parameters.first { $0.type.holdsNonSendableClosure }
    }

    /// What an observer without a closure for this requirement answers: its strategy's
    /// ``CombineStrategy/neutralAnswer(isOptional:)``. `nil` when the requirement answers
    /// nothing, or has no such answer, so that a closure is needed.
    package var neutralAnswer: String? {
        guard let returnType, let combine else {
            return nil
        }
        return combine.neutralAnswer(isOptional: returnType.optionalWrapped != nil)
    }
}

extension SwiftType {
    /// Whether a parameter of this type is a closure that cannot outlive the call: a function
    /// type without `@escaping`, or an autoclosure.
    package var isNonEscapingClosure: Bool {
        switch withoutParentheses {
        case .function:
            return true
        case .attributed(let attributes, let base):
            return attributes.contains("@autoclosure")
                || (!attributes.contains("@escaping") && base.isNonEscapingClosure)
        default:
            return false
        }
    }

    /// Whether a value of this type holds a closure that is not `@Sendable`: the type itself,
    /// or one inside it, such as an optional's or an array's element.
    var holdsNonSendableClosure: Bool {
        switch self {
        case .function:
            return true
        case .attributed(let attributes, let base):
            return !attributes.contains("@Sendable") && base.holdsNonSendableClosure
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped):
            return wrapped.holdsNonSendableClosure
        case .dictionary(let key, let value):
            return key.holdsNonSendableClosure || value.holdsNonSendableClosure
        case .tuple(let elements):
            return elements.contains { $0.type.holdsNonSendableClosure }
        case .named(let components):
            return components.contains { component in
                component.genericArguments?.contains { $0.holdsNonSendableClosure } ?? false
            }
        case .existential, .opaque, .metatype, .composition, .packExpansion, .packElement:
            return false
        }
    }
}

extension SwiftType {
    /// Whether this type is `Any`, or an optional, array or dictionary of it.
    var holdsAny: Bool {
        switch self {
        case .named(let components):
            return components.count == 1 && components[0].name == "Any"
                && components[0].genericArguments == nil
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped):
            return wrapped.holdsAny
        case .dictionary(_, let value):
            return value.holdsAny
        default:
            return false
        }
    }
}

/// How the names of ``NamedCall`` are made.
enum CallNames {
    /// The names of `requirements`, in order, all different.
    static func names(for requirements: [Requirement]) -> [String] {
        var names = requirements.map(baseName)
        let groups = Dictionary(grouping: names.indices, by: { names[$0] })
        let bases = Set(names)
        for (base, members) in groups where members.count > 1 {
            let typed = members.map { base + typeWords(of: requirements[$0]) }
            let separates =
                Set(typed).count == typed.count
                && typed.allSatisfy { $0 == base || !bases.contains($0) }
            for (position, index) in members.enumerated() {
                names[index] = separates ? typed[position] : base + String(position + 1)
            }
        }
        // Numbering can still meet another requirement's name (`handle1` declared as such):
        // the later one of two equal names takes the next free number.
        var taken: Set<String> = []
        for index in names.indices {
            var name = names[index]
            var number = 2
            while taken.contains(name) {
                name = names[index] + String(number)
                number += 1
            }
            names[index] = name
            taken.insert(name)
        }
        return names
    }

    /// The base name followed by the argument labels, each capitalised: `downloadDidReceive`.
    static func baseName(of requirement: Requirement) -> String {
        requirement.name + requirement.parameters.compactMap(\.label).map(capitalised).joined()
    }

    /// The names in the requirement's parameter types, capitalised and in order, to tell
    /// overloads apart: `Int` gives `Int`, `[String: URL]` gives `StringURLDictionary`, `URL?`
    /// gives `OptionalURL`, `any Error` gives `Error`, `Int.Type` gives `IntType`.
    static func typeWords(of requirement: Requirement) -> String {
        requirement.parameters.map { words(in: $0.type) }.joined()
    }

    private static func words(in type: SwiftType) -> String {
        switch type.withoutParentheses {
        case .named(let components):
            return components.map { component in
                capitalised(component.name)
                    + (component.genericArguments ?? []).map(words).joined()
            }.joined()
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped):
            return "Optional" + words(in: wrapped)
        case .array(let element):
            return words(in: element) + "Array"
        case .dictionary(let key, let value):
            return words(in: key) + words(in: value) + "Dictionary"
        case .tuple(let elements):
            return elements.isEmpty ? "Void" : elements.map { words(in: $0.type) }.joined()
        case .function:
            return "Closure"
        case .existential(let base), .opaque(let base), .attributed(_, let base),
            .packExpansion(let base), .packElement(let base):
            return words(in: base)
        case .metatype(let base, let isProtocol):
            return words(in: base) + (isProtocol ? "Protocol" : "Type")
        case .composition(let members):
            return members.map(words).joined(separator: "And")
        }
    }

    private static func capitalised(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}
