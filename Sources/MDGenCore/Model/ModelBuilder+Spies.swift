extension ModelBuilder {
    // MARK: Spies

    /// Records, for each protocol, what keeps a spy from standing for it: a spy conforms to the
    /// protocol from a file of its own and records every call as a value. With
    /// `@multicast(spy: true)`, such an obstacle is an error at the option.
    mutating func checkSpies(_ models: inout [DelegateProtocol], syntax: [ProtocolSyntax]) {
        for index in models.indices {
            let obstacle = Self.spyObstacle(of: models[index])
            models[index].spyObstacle = obstacle
            guard let obstacle, models[index].spyOption == true,
                let range = Self.optionRanges(syntax[index], keys: ["spy"])["spy"]
            else {
                continue
            }
            error(
                .spyUnavailable,
                "no spy can stand for '\(models[index].name)': \(obstacle); remove 'spy: true'",
                at: range)
        }
    }

    /// Why no spy can stand for `model`, or `nil` when one can.
    static func spyObstacle(of model: DelegateProtocol) -> String? {
        if let inherited = model.inheritance.first {
            return "it inherits '\(inherited)', declared elsewhere, whose requirements are "
                + "unknown here, so a spy could not conform to it"
        }
        if model.accessLevel == .private || model.accessLevel == .fileprivate {
            return "it is '\(model.accessLevel.rawValue)', so a spy in another file could not "
                + "conform to it; make it 'internal'"
        }
        if let generic = model.forwardedMethods.first(where: { $0.isGeneric && !$0.isOptional }) {
            return "its requirement '\(fullName(generic))' is generic, and a spy's record of "
                + "calls cannot be (a spy leaves an 'optional' generic requirement to its default)"
        }
        return nil
    }
}
