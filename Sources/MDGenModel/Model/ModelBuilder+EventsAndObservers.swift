import MDGenSyntax

extension ModelBuilder {
    // MARK: Events and observers

    /// Checks the opt-in extras against the requirements each protocol forwards, inherited
    /// ones included: a protocol with no event turns `events` off (with a warning when its
    /// `@multicast(…)` asked for them), and a protocol that closures cannot observe, or whose
    /// requirements name a type the extras' nested types would hide, is an error.
    ///
    /// The diagnostics go at the option; when a target's `mdgen.json` turned the extra on,
    /// at the protocol's name.
    mutating func checkEventsAndObservers(
        _ models: inout [DelegateProtocol], syntax: [ProtocolSyntax]
    ) {
        var reported: Set<SourceLocation> = []
        for index in models.indices where models[index].hasEvents || models[index].hasObservers {
            let options = Self.optionRanges(syntax[index], keys: ["events", "observers"])
            if models[index].hasEvents {
                reportNonSendableEvents(of: models[index], reported: &reported)
            }
            if models[index].hasEvents && models[index].eventCalls.isEmpty {
                if let range = options["events"] {
                    warning(
                        .eventsHaveNoEffect,
                        "'events: true' has no effect: no requirement of '\(models[index].name)' "
                            + "can be an event (one that returns nothing, is not generic and "
                            + "takes no non-escaping or non-'@Sendable' closure)", at: range)
                }
                models[index].hasEvents = false
            }
            if models[index].hasObservers {
                checkObservable(
                    models[index], at: options["observers"] ?? syntax[index].nameRange,
                    isDefault: options["observers"] == nil)
            }
            let extrasRange = options["events"] ?? options["observers"] ?? syntax[index].nameRange
            checkHiddenTypes(models[index], at: extrasRange)
        }
    }

    /// A requirement that would be an event but for a closure that is not `@Sendable` is left
    /// out of the events, with a warning at its `func` keyword (once, for a requirement that
    /// several protocols of a family forward).
    private mutating func reportNonSendableEvents(
        of model: DelegateProtocol, reported: inout Set<SourceLocation>
    ) {
        for requirement in model.forwardedMethods where requirement.hasEventShape {
            guard let parameter = requirement.nonSendableClosureParameter,
                reported.insert(requirement.location).inserted
            else {
                continue
            }
            var end = requirement.location
            end.offset += 4
            end.column += 4
            warning(
                .eventExcluded,
                "'\(requirement.fullName)' is left out of the events: its parameter "
                    + "'\(parameter.name)' holds a closure that is not '@Sendable', which the "
                    + "'Sendable' 'Event' enum cannot hold; mark the closure '@Sendable' to make "
                    + "the call an event",
                at: SourceRange(start: requirement.location, end: end))
        }
    }

    /// Closures can observe a protocol when an observer class can conform to it: every
    /// requirement has a closure, or a default the observer inherits.
    private mutating func checkObservable(
        _ model: DelegateProtocol, at range: SourceRange, isDefault: Bool
    ) {
        let origin = isDefault ? " (set by the target's mdgen.json)" : ""
        let wayOut =
            isDefault
            ? "add '@multicast(observers: false)' to '\(model.name)'" : "remove 'observers: true'"
        if let inherited = model.inheritance.first {
            error(
                .observersUnavailable,
                "closures cannot observe '\(model.name)'\(origin): it inherits '\(inherited)', "
                    + "declared elsewhere, whose requirements are unknown here, so no observer "
                    + "could conform to it; \(wayOut)", at: range)
        }
        for requirement in model.forwardedMethods
        where requirement.isGeneric && !requirement.isOptional {
            error(
                .observersUnavailable,
                "closures cannot observe '\(model.name)'\(origin): its requirement "
                    + "'\(requirement.fullName)' is generic, and a closure cannot be; "
                    + "make the requirement 'optional' (observers then leave it to its "
                    + "default), or \(wayOut)", at: range)
        }
    }

    /// Inside the multicast, its nested types (`Event`, `Events`, `Observation`) would win
    /// over types of the same name that the protocol's requirements use unqualified.
    private mutating func checkHiddenTypes(_ model: DelegateProtocol, at range: SourceRange) {
        var nested: [String] = []
        if model.hasEvents {
            nested += ["Event", "Events"]
        }
        if model.hasObservers {
            nested.append("Observation")
        }
        if nested.contains(model.name) {
            error(
                .hiddenType,
                "the multicast of '\(model.name)' declares a type named '\(model.name)' for its "
                    + "events or observers, which would hide the protocol inside it; rename the "
                    + "protocol", at: range)
        }
        for requirement in model.forwardedMethods {
            let used = Self.unqualifiedTypeNames(in: requirement)
            for name in nested where used.contains(name) {
                error(
                    .hiddenType,
                    "'\(requirement.fullName)' uses the type '\(name)', which the "
                        + "multicast's own '\(name)' would hide inside it; qualify it with its "
                        + "module there, as in 'MyModule.\(name)'", at: range)
            }
        }
    }

    /// The names that a requirement's types look up in the scope they are written in: the
    /// first component of each named type, generic arguments included.
    static func unqualifiedTypeNames(in requirement: Requirement) -> Set<String> {
        var names: Set<String> = []
        let types = requirement.parameters.map(\.type) + (requirement.returnType.map { [$0] } ?? [])
        for type in types {
            _ = type.contains { type in
                if case .named(let components) = type, let first = components.first {
                    names.insert(first.name)
                }
                return false
            }
        }
        return names
    }

    /// Where each of `keys` is written in the protocol's `@multicast(…)`, option and value.
    static func optionRanges(
        _ declaration: ProtocolSyntax, keys: Set<String>
    ) -> [String: SourceRange] {
        var ranges: [String: SourceRange] = [:]
        for attribute in declaration.attributes where attribute.name == "multicast" {
            for option in split(attribute.arguments ?? [])
            where option.count == 3 && keys.contains(option[0].text) {
                ranges[option[0].text] =
                    ranges[option[0].text] ?? option[0].range.union(option[2].range)
            }
        }
        return ranges
    }
}
