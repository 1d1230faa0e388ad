import MDGenSyntax

extension Requirement {
    /// `name(label:label:)`, as Swift names a method.
    package var fullName: String {
        "\(name)(\(parameters.map { "\($0.label ?? "_"):" }.joined()))"
    }

    /// The result type of a requirement's dispatch method: what the strategy returns.
    package var combinedType: SwiftType? {
        guard let returnType, let combine else {
            return nil
        }
        switch combine {
        case .all, .any:
            return .name("Bool")
        case .first, .last:
            return returnType.optionalWrapped != nil ? returnType : .optional(returnType)
        case .collect:
            return .array(returnType.optionalWrapped ?? returnType)
        }
    }
}

extension SwiftType {
    /// Whether this type or any type inside it satisfies `predicate`.
    package func contains(where predicate: (SwiftType) -> Bool) -> Bool {
        if predicate(self) {
            return true
        }
        switch self {
        case .named(let components):
            return components.contains {
                $0.genericArguments?.contains { $0.contains(where: predicate) } ?? false
            }
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped),
            .existential(let wrapped), .opaque(let wrapped), .metatype(let wrapped, _),
            .attributed(_, let wrapped), .packExpansion(let wrapped), .packElement(let wrapped):
            return wrapped.contains(where: predicate)
        case .dictionary(let key, let value):
            return key.contains(where: predicate) || value.contains(where: predicate)
        case .tuple(let elements):
            return elements.contains { $0.type.contains(where: predicate) }
        case .function(let function):
            return function.parameters.contains { $0.type.contains(where: predicate) }
                || function.result.contains(where: predicate)
        case .composition(let members):
            return members.contains { $0.contains(where: predicate) }
        }
    }
}
