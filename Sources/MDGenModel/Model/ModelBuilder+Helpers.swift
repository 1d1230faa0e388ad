import MDGenSyntax

extension ModelBuilder {
    // MARK: Names and signatures

    /// A requirement's signature keys; see ``signatureKeys(_:)``.
    typealias SignatureKeys = (declared: String, dispatch: String)

    /// What makes two methods the same declaration to Swift (name, labels, types, result), for
    /// the requirement's declared signature and for its dispatch method's, which share their
    /// parameters.
    static func signatureKeys(_ requirement: Requirement) -> SignatureKeys {
        let head = signatureHead(requirement)
        let declared = signatureKey(head: head, returnType: requirement.returnType, of: requirement)
        let combined = requirement.combinedType
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
        head: String, returnType: SwiftType?, of requirement: Requirement
    ) -> String {
        head + (returnType.map(TypePrinter.print) ?? "()") + requirement.whereClause
    }

    /// A `where` clause as Swift source.
    static func print(_ requirements: [RequirementSyntax]) -> String {
        "where "
            + requirements.map {
                TypePrinter.print($0.subject) + ($0.relation == .conformance ? ": " : " == ")
                    + TypePrinter.print($0.constraint)
            }.joined(separator: ", ")
    }
}
