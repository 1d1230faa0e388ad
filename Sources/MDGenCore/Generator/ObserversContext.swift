import MDGenModel
import MDGenMustache
import MDGenSyntax

/// The context of a multicast's closure observers, `@multicast(observers: true)`: the
/// `observe(…)` method, its `Observation` token, and the private observer class that calls the
/// closures, registered with the delegates.
extension ProtocolGeneration {
    /// The `observers` key: `null` without observers.
    var observersValue: TemplateValue {
        guard model.hasObservers else {
            return .null
        }
        let layout = options.layout
        let names = observerNames
        let calls = model.namedCalls
        let closureParameters = calls.map { call in
            let type = closureType(of: call.requirement)
            let name = Identifier.escaped(call.name)
            return call.requirement.needsClosure
                ? name + ": @escaping " + type : name + ": " + optional(type) + " = nil"
        }
        let closuresType = names.observer + "." + names.closures
        let closuresArguments = calls.map { call in
            Identifier.escapedForLabel(call.name) + ": " + Identifier.escaped(call.name)
        }
        let indent = layout.indentWidth
        return .object([
            "observerName": .string(names.observer),
            "closuresName": .string(names.closures),
            "closuresProperty": .string(names.property),
            "observationType": .string(
                model.concurrency == .lockProtected
                    ? "LockedMulticastObservation" : "MulticastObservation"),
            "declaration": .string(
                layout.wrapList(
                    head: memberAccess + "func " + model.api.observe, items: closureParameters,
                    tail: " -> Observation", indent: indent, reserved: 2)),
            "registration": .string(
                layout.wrapCall(
                    "Observation",
                    arguments: [
                        layout.wrapCall(
                            "observing: " + closuresType, arguments: closuresArguments,
                            indent: 3 * indent),
                        "of: self",
                    ], indent: 2 * indent)),
            "tokenInitializer": .string(
                layout.wrapList(
                    head: "fileprivate init",
                    items: [
                        "observing closures: " + closuresType,
                        "of multicast: " + model.multicastName,
                    ], tail: "", indent: 2 * indent, reserved: 2)),
            "tokenRegistration": .string(
                "observation = "
                    + layout.wrapCall(
                        ".init",
                        arguments: [
                            "registering: " + names.observer + "(closures)",
                            "in: multicast." + registryName,
                        ], indent: 3 * indent, reserved: 14)),
            "closures": positioned(
                calls.map { call in
                    let type = closureType(of: call.requirement)
                    return [
                        "name": .string(Identifier.escaped(call.name)),
                        "type": .string(call.requirement.needsClosure ? type : optional(type)),
                    ]
                }),
            "methods": positioned(calls.map { observerMethod($0, closures: names.property) }),
            // The token's class and the observer's, after their isolation attribute.
            "sourceLocation": sourceLocation(line: model.line - (globalActor == nil ? 0 : 1)),
        ])
    }

    /// The names of the observer's private declarations: its class and the struct of its
    /// closures, which must not hide a type the requirements use (nor the protocols), and the
    /// property that holds the closures, which no parameter may hide.
    private var observerNames: (observer: String, closures: String, property: String) {
        let others = Set(
            [model.name, referenceName, "Event", "Events", "Observation"] + model.parents)
        let isTypeTaken = { others.contains($0) || self.isTypeNameInRequirements($0) }
        let observer = unusedName(
            ["Observer", "ClosureObserver", "MulticastObserver"], isTaken: isTypeTaken)
        let closures = unusedName(
            ["Closures", "ObservedClosures", "ObserverClosures"],
            isTaken: { $0 == observer || isTypeTaken($0) })
        let property = unusedName(
            ["closures", "observedClosures", "observerClosures"], isTaken: isTakenMemberName)
        return (observer, closures, property)
    }

    /// The type of the closure that stands for `requirement`: its parameters, effects and
    /// result, `@Sendable` for a lock-protected multicast, and isolated where the
    /// requirement is.
    func closureType(of requirement: Requirement) -> String {
        var attributes: [String] = []
        switch model.concurrency {
        case .globalActor(let actor):
            attributes.append("@" + actor)
        case .lockProtected, .singleDomain:
            // A global actor of the requirement's own: capitalised, as the model builder
            // recognises them.
            attributes += requirement.attributes.filter {
                $0.dropFirst().first?.isUppercase == true
            }
            if model.concurrency == .lockProtected {
                attributes.append("@Sendable")
            }
        }
        let parameters = requirement.parameters.map { parameter in
            (parameter.specifier.map { $0 + " " } ?? "") + TypePrinter.print(parameter.type)
        }
        let result = requirement.returnType.map(TypePrinter.print) ?? "Void"
        let signature =
            "(" + parameters.joined(separator: ", ") + ")" + requirement.effects + " -> " + result
        return (attributes + [signature]).joined(separator: " ")
    }

    private func optional(_ closureType: String) -> String {
        "(" + closureType + ")?"
    }

    /// The observer's implementation of a requirement: it calls the closure, and answers with
    /// it, or without one with the answer that leaves the result to the others.
    private func observerMethod(_ call: NamedCall, closures: String) -> TemplateValue {
        let requirement = call.requirement
        let method = RequirementGeneration(model: requirement, owner: self)
        let indent = options.layout.indentWidth
        let closure = closures + "." + Identifier.escaped(call.name)
        var neutral = ""
        if !requirement.needsClosure, let answer = requirement.neutralAnswer, answer != "nil" {
            // Without a closure, optional chaining answers `nil`: the neutral answer of an
            // optional result already.
            neutral = " ?? " + answer
        }
        if let completion = requirement.completion, let handler = requirement.parameters.last {
            // Without a closure, the observer replies at once with the neutral answer, so
            // that the dispatch never waits for it.
            neutral =
                " ?? " + Identifier.escaped(handler.name) + "(" + completion.neutralArguments + ")"
        }
        let body =
            options.layout.wrapCall(
                requirement.callEffects + closure + (requirement.needsClosure ? "" : "?"),
                arguments: method.argumentValues, indent: 3 * indent, reserved: neutral.count)
            + neutral
        return .object([
            "attributes": .list(requirement.attributes.map(TemplateValue.string)),
            "declaration": .string(
                method.declaration(
                    resultType: requirement.returnType.map(TypePrinter.print), access: "",
                    reserved: 2,
                    nestedIndent: 2 * indent)),
            "body": .string(body),
        ])
    }
}

extension Requirement {
    /// Whether an observer needs a closure for it: it has no answer that leaves the result to
    /// the others.
    var needsClosure: Bool {
        returnType != nil && neutralAnswer == nil
    }
}
