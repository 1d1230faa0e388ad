import MDGenModel
import MDGenSyntax

/// A multicast's closure observers, `@multicast(observers: true)`: the protocol's `observers`
/// key, with the `observe(…)` method, its `Observation` token, and the private observer class
/// that calls the closures, registered with the delegates.
struct ObserversContext: Encodable {
    /// The name of the private observer class, which hides no type the requirements use.
    var observerName: String
    /// The name of the struct of the observer's closures, nested in the observer class.
    var closuresName: String
    /// The name of the observer's property that holds the closures, which no parameter hides.
    var closuresProperty: String
    /// `LockedMulticastObservation` for a lock-protected multicast, else `MulticastObservation`.
    var observationType: String
    /// The `observe(…)` signature: a closure parameter for each requirement.
    var declaration: String
    /// The body of `observe(…)`: the token made from the closures.
    var registration: String
    /// The token's `init`, from the closures and the multicast.
    var tokenInitializer: String
    /// The body of the token's `init`: the observer registered with the multicast.
    var tokenRegistration: String
    /// The closures, one for each forwarded requirement that is not generic.
    var closures: [Positioned<Closure>]
    /// The observer's implementations of the requirements, in the closures' order.
    var methods: [Positioned<Method>]
    /// Where the token's and the observer's classes map to, with `#sourceLocation`; else `nil`.
    var sourceLocation: SourceLocationContext?

    /// A closure that stands for a requirement.
    struct Closure: Encodable {
        /// The closure's name: the requirement's call name, backticked if a keyword.
        var name: String
        /// The closure's type: optional unless the requirement's result has no neutral answer.
        var type: String
    }

    /// The observer's implementation of a requirement, which calls its closure.
    struct Method: Encodable {
        /// The requirement's attributes.
        var attributes: [String]
        /// The method's signature.
        var declaration: String
        /// The method's body: the closure's call, or the neutral answer without a closure.
        var body: String
    }
}

extension ProtocolGeneration {
    /// The `observers` key: `nil` without observers.
    var observersContext: ObserversContext? {
        guard model.hasObservers else {
            return nil
        }
        let layout = options.layout
        let names = observerNames
        let calls = model.namedCalls
        let closures = calls.map { call in
            let type = closureType(of: call.requirement)
            return ObserversContext.Closure(
                name: Identifier.escaped(call.name),
                type: call.requirement.needsClosure ? type : optional(type))
        }
        // A closure the observer cannot do without escapes; the others are optional.
        let closureParameters = zip(calls, closures).map { call, closure in
            closure.name + ": "
                + (call.requirement.needsClosure
                    ? "@escaping " + closure.type : closure.type + " = nil")
        }
        let closuresType = names.observer + "." + names.closures
        let closuresArguments = calls.map { call in
            Identifier.escapedForLabel(call.name) + ": " + Identifier.escaped(call.name)
        }
        let indent = layout.indentWidth
        return ObserversContext(
            observerName: names.observer,
            closuresName: names.closures,
            closuresProperty: names.property,
            observationType: model.concurrency == .lockProtected
                ? "LockedMulticastObservation" : "MulticastObservation",
            declaration: layout.wrapList(
                head: memberAccess + "func " + model.api.observe, items: closureParameters,
                tail: " -> Observation", indent: indent, reserved: 2),
            registration: layout.wrapCall(
                "Observation",
                arguments: [
                    layout.wrapCall(
                        "observing: " + closuresType, arguments: closuresArguments,
                        indent: 3 * indent),
                    "of: self",
                ], indent: 2 * indent),
            tokenInitializer: layout.wrapList(
                head: "fileprivate init",
                items: [
                    "observing closures: " + closuresType,
                    "of multicast: " + model.multicastName,
                ], tail: "", indent: 2 * indent, reserved: 2),
            tokenRegistration: "observation = "
                + layout.wrapCall(
                    ".init",
                    arguments: [
                        "registering: " + names.observer + "(closures)",
                        "in: multicast." + registryName,
                    ], indent: 3 * indent, reserved: 14),
            closures: positioned(closures),
            methods: positioned(calls.map { observerMethod($0, closures: names.property) }),
            // The token's class and the observer's, after their isolation attribute.
            sourceLocation: sourceLocation(line: model.line - (globalActor == nil ? 0 : 1)))
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
    private func observerMethod(_ call: NamedCall, closures: String) -> ObserversContext.Method {
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
        return ObserversContext.Method(
            attributes: requirement.attributes,
            declaration: method.declaration(
                resultType: requirement.returnType.map(TypePrinter.print), access: "",
                reserved: 2, nestedIndent: 2 * indent),
            body: body)
    }
}

extension Requirement {
    /// Whether an observer needs a closure for it: it has no answer that leaves the result to
    /// the others.
    var needsClosure: Bool {
        returnType != nil && neutralAnswer == nil
    }
}
