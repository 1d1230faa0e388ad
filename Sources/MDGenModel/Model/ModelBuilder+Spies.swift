import MDGenSyntax

extension ModelBuilder {
    // MARK: Spies

    /// Records, for each protocol, what keeps a spy from standing for it, and where: a spy
    /// conforms to the protocol from a file of its own and records every call as a value.
    /// With `@multicast(spy: true)`, such an obstacle is an error at the option; otherwise
    /// `Generator.spyWarnings(for:in:)` reports it where spies are asked for.
    mutating func checkSpies(_ models: inout [DelegateProtocol], syntax: [ProtocolSyntax]) {
        let methods = syntax.flatMap(\.methods)
        for index in models.indices {
            let obstacle = Self.spyObstacle(of: models[index], syntax: syntax[index]) {
                requirement in
                // The requirement's declaration, from its name to its parameters, which hold
                // what stands in the way.
                let offset = requirement.location.offset
                guard
                    let method = methods.first(where: {
                        $0.range.start.offset <= offset && offset < $0.range.end.offset
                    })
                else {
                    return file.range(offset, offset)
                }
                return SourceRange(start: method.nameRange.start, end: method.parametersRange.end)
            }
            models[index].spyObstacle = obstacle
            guard let obstacle, models[index].spyOption == true,
                let range = Self.optionRanges(syntax[index], keys: ["spy"])["spy"]
            else {
                continue
            }
            error(
                .spyUnavailable,
                "no spy can stand for '\(models[index].name)': \(obstacle.reason); remove "
                    + "'spy: true'", at: range,
                notes: [note("this is what stands in the way", at: obstacle.range)])
        }
    }

    /// What keeps a spy from standing for `model`, or `nil` when one can. `range` gives where
    /// a requirement is declared.
    static func spyObstacle(
        of model: DelegateProtocol, syntax: ProtocolSyntax,
        range: (Requirement) -> SourceRange
    ) -> SpyObstacle? {
        if let inherited = model.inheritance.first {
            let clause =
                zip(syntax.inheritance, syntax.inheritanceRanges).first {
                    TypePrinter.print($0.0) == inherited
                }?.1 ?? syntax.nameRange
            return SpyObstacle(
                reason: "it inherits '\(inherited)', declared elsewhere, whose requirements are "
                    + "unknown here, so a spy could not conform to it; declare '\(inherited)' in "
                    + "this file with '@multicast(existing: true)'",
                range: clause)
        }
        if model.accessLevel == .private || model.accessLevel == .fileprivate {
            let modifier =
                syntax.modifiers.first { $0.name == model.accessLevel.rawValue }?.range
                ?? syntax.nameRange
            return SpyObstacle(
                reason: "it is '\(model.accessLevel.rawValue)', so a spy in another file could "
                    + "not conform to it; make it 'internal'",
                range: modifier)
        }
        if model.concurrency == .lockProtected,
            let (requirement, parameter) = model.forwardedMethods.lazy.compactMap({ requirement in
                requirement.surelyNonSendableParameter.map { (requirement, $0) }
            }).first
        {
            return SpyObstacle(
                reason: "its requirement '\(requirement.fullName)' takes '\(parameter.name)', "
                    + "which is not 'Sendable', and a spy of a lock-protected protocol hands the "
                    + "calls it records to any thread; make it '@Sendable' (or 'Sendable'), or "
                    + "isolate the protocol to a global actor ('@MainActor') or to one domain "
                    + "('@multicast(sendable: false)')",
                range: range(requirement))
        }
        for requirement in model.forwardedMethods where !requirement.isOptional {
            if let obstacle = requirement.spyObstacle {
                return SpyObstacle(
                    reason: "its requirement '\(requirement.fullName)' is generic, and "
                        + "\(obstacle) (a spy leaves an 'optional' requirement of this kind to its "
                        + "default)",
                    range: range(requirement))
            }
        }
        return nil
    }
}
