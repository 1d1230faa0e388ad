extension ModelBuilder {
    // MARK: Names and signatures

    /// `name(label:label:)`, as Swift names a method.
    static func fullName(_ requirement: Requirement) -> String {
        "\(requirement.name)(\(requirement.parameters.map { "\($0.label ?? "_"):" }.joined()))"
    }

    /// A requirement's signature keys; see ``signatureKeys(_:)``.
    typealias SignatureKeys = (declared: String, dispatch: String)

    /// What makes two methods the same declaration to Swift (name, labels, types, result), for
    /// the requirement's declared signature and for its dispatch method's, which share their
    /// parameters.
    static func signatureKeys(_ requirement: Requirement) -> SignatureKeys {
        let head = signatureHead(requirement)
        let declared = signatureKey(head: head, returnType: requirement.returnType, of: requirement)
        let combined = combinedType(of: requirement)
        guard combined != nil || requirement.returnType != nil else {
            return (declared, declared)
        }
        return (declared, signatureKey(head: head, returnType: combined, of: requirement))
    }

    /// `name<T>(label:Type,_:inout Type)->`.
    private static func signatureHead(_ requirement: Requirement) -> String {
        let parameters = requirement.parameters.map { parameter in
            (parameter.label ?? "_") + ":" + (parameter.specifier.map { $0 + " " } ?? "")
                + TypePrinter.print(parameter.type)
        }
        return requirement.name + requirement.genericParameterClause + "("
            + parameters.joined(separator: ",") + ")->"
    }

    private static func signatureKey(
        head: String, returnType: TypeSyntax?, of requirement: Requirement
    ) -> String {
        head + (returnType.map(TypePrinter.print) ?? "()") + requirement.whereClause
    }

    /// The result type of a requirement's dispatch method: what the strategy returns.
    public static func combinedType(of requirement: Requirement) -> TypeSyntax? {
        guard let returnType = requirement.returnType, let combine = requirement.combine else {
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

    /// A `where` clause as Swift source.
    static func print(_ requirements: [RequirementSyntax]) -> String {
        "where "
            + requirements.map {
                TypePrinter.print($0.subject) + ($0.relation == .conformance ? ": " : " == ")
                    + TypePrinter.print($0.constraint)
            }.joined(separator: ", ")
    }

    /// Whether `type` or any type inside it satisfies `predicate`.
    static func contains(_ type: TypeSyntax, where predicate: (TypeSyntax) -> Bool) -> Bool {
        if predicate(type) {
            return true
        }
        switch type {
        case .named(let components):
            return components.contains {
                $0.genericArguments?.contains { contains($0, where: predicate) } ?? false
            }
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped),
            .existential(let wrapped), .opaque(let wrapped), .metatype(let wrapped, _),
            .attributed(_, let wrapped), .packExpansion(let wrapped), .packElement(let wrapped):
            return contains(wrapped, where: predicate)
        case .dictionary(let key, let value):
            return contains(key, where: predicate) || contains(value, where: predicate)
        case .tuple(let elements):
            return elements.contains { contains($0.type, where: predicate) }
        case .function(let function):
            return function.parameters.contains { contains($0.type, where: predicate) }
                || contains(function.result, where: predicate)
        case .composition(let members):
            return members.contains { contains($0, where: predicate) }
        }
    }
}
