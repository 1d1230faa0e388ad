import MDGenSyntax

extension ModelBuilder {
    // MARK: Protocol families

    /// Gives each protocol the requirements of the protocols it inherits from the same file,
    /// which its multicast forwards too, and reports inheritance cycles and inherited
    /// requirements that its multicast could not forward.
    mutating func resolveFamilies(_ models: inout [DelegateProtocol], syntax: [ProtocolSyntax]) {
        let indices = Dictionary(
            models.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        for index in models.indices where !models[index].parents.isEmpty {
            var visiting: [String] = []
            guard
                let ancestors = ancestry(
                    of: models[index].name, in: models, indices: indices, visiting: &visiting)
            else {
                let declaration = syntax[index]
                let range =
                    zip(declaration.inheritance, declaration.inheritanceRanges).first {
                        models[index].parents.contains(TypePrinter.print($0.0))
                    }?.1 ?? declaration.nameRange
                error(
                    .circularInheritance,
                    "protocol '\(models[index].name)' inherits itself through "
                        + visiting.map { "'\($0)'" }.joined(separator: " → "), at: range)
                continue
            }
            inherit(ancestors, into: &models[index], syntax: syntax[index], from: models)
            // A protocol that refines one refining `NSObjectProtocol` refines it too: its
            // multicast must be an `NSObject` as well.
            if ancestors.contains(where: { name in
                models.first { $0.name == name }?.refinesNSObjectProtocol == true
            }) {
                models[index].refinesNSObjectProtocol = true
            }
        }
    }

    /// The protocols `name` inherits from the file, farthest first, each once; `nil` when
    /// the inheritance loops, with the loop left in `visiting`.
    private func ancestry(
        of name: String, in models: [DelegateProtocol], indices: [String: Int],
        visiting: inout [String]
    ) -> [String]? {
        if visiting.contains(name) {
            visiting.append(name)
            return nil
        }
        visiting.append(name)
        var ancestors: [String] = []
        for parent in models[indices[name]!].parents {
            guard
                let above = ancestry(
                    of: parent, in: models, indices: indices, visiting: &visiting)
            else {
                return nil
            }
            for ancestor in above + [parent] where !ancestors.contains(ancestor) {
                ancestors.append(ancestor)
            }
        }
        visiting.removeLast()
        return ancestors
    }

    /// Adds the requirements of `ancestors` to `model`'s forwarded ones. A requirement the
    /// protocol declares again is forwarded once, as the protocol declares it.
    private mutating func inherit(
        _ ancestors: [String], into model: inout DelegateProtocol, syntax: ProtocolSyntax,
        from models: [DelegateProtocol]
    ) {
        let ownKeys = model.methods.map { (keys: Self.signatureKeys($0), requirement: $0) }
        var signatures = Set(ownKeys.map(\.keys.declared))
        var dispatchSignatures = Dictionary(
            ownKeys.map { ($0.keys.dispatch, $0.requirement) },
            uniquingKeysWith: { first, _ in first })
        let inheritanceRange =
            syntax.inheritanceRanges.first ?? syntax.nameRange
        for ancestor in ancestors {
            guard let parent = models.first(where: { $0.name == ancestor }) else {
                continue
            }
            for requirement in parent.methods {
                let (signature, dispatchSignature) = Self.signatureKeys(requirement)
                guard signatures.insert(signature).inserted else {
                    continue
                }
                if let other = dispatchSignatures[dispatchSignature] {
                    error(
                        .duplicateSignature,
                        "the multicast of '\(model.name)' would have two '\(other.fullName)' "
                            + "with the same signature: one for this requirement, one for the "
                            + "requirement it inherits from '\(ancestor)'; make their parameter or "
                            + "result types differ",
                        at: file.range(
                            other.location.offset, other.location.offset + other.name.utf8.count + 5
                        ))
                    continue
                }
                dispatchSignatures[dispatchSignature] = requirement
                if let clash = apiClash(requirement, in: model) {
                    error(
                        .nameCollision,
                        "'\(model.name)' inherits '\(requirement.fullName)' from "
                            + "'\(ancestor)', which has the name of its multicast's own "
                            + "'\(clash.name)'; rename the multicast's member with "
                            + "'@multicast(\(clash.key): …)' on '\(model.name)'",
                        at: inheritanceRange)
                    continue
                }
                model.inheritedMethods.append(requirement)
            }
        }
    }

    /// A protocol declared elsewhere that lists no requirement gives its multicast nothing to
    /// forward, unless another protocol of the file inherits it: then it only gives the
    /// family its shape, such as `URLSessionDelegate` for `URLSessionTaskDelegate`.
    mutating func checkEmptyExistingProtocols(
        _ models: [DelegateProtocol], syntax: [ProtocolSyntax]
    ) {
        let parents = Set(models.flatMap(\.parents))
        for (model, declaration) in zip(models, syntax)
        where model.isExisting && declaration.methods.isEmpty && model.parents.isEmpty
            && !parents.contains(model.name)
        {
            error(
                .emptyExistingProtocol,
                "'\(model.name)' is declared elsewhere ('existing: true') but lists no "
                    + "requirement, so its multicast would forward nothing; list the "
                    + "requirements to forward, as they are declared, or declare the protocols "
                    + "of the file that inherit it",
                at: Self.optionRanges(declaration, keys: ["existing"])["existing"]
                    ?? declaration.nameRange)
        }
    }
}
