import MDGenSyntax

extension ModelBuilder {
    // MARK: Results

    /// Checks that a value-returning requirement says how to combine its answers, with a
    /// strategy that fits its result type. A requirement of a protocol declared elsewhere gets
    /// no generated default, so its result need not be optional (the model builder checks that
    /// its multicast keeps the declared result instead).
    mutating func checkResult(
        _ method: MethodSyntax,
        combineAttribute: AttributeSyntax?,
        isDeclaredElsewhere: Bool = false,
        requirement: inout Requirement
    ) {
        // Names and lists for messages are computed only when there is a message: most
        // requirements have none, and large inputs have many requirements. (A closure that
        // captured the requirement would copy it for each one.)
        func name() -> String {
            requirement.fullName
        }
        guard let returnType = method.returnType, !returnType.isVoid else {
            // A completion handler's answers are what a strategy combines there.
            guard requirement.combine != nil || combineAttribute != nil,
                Self.completionHandler(of: method) == nil
            else {
                return
            }
            if let combineAttribute {
                error(
                    .combineMismatch,
                    "'@combine' needs a result to combine, and '\(name())' returns nothing",
                    at: combineAttribute.range, fixIts: [removal(of: combineAttribute.range)])
            }
            requirement.combine = nil
            return
        }
        requirement.returnType = returnType
        let typeName = { TypePrinter.print(returnType) }
        let returnTypeRange = method.returnTypeRange ?? method.nameRange
        if returnType.isNever {
            error(
                .unsupportedType,
                "'\(name())' returns 'Never', which a multicast cannot do when no delegate is "
                    + "registered", at: returnTypeRange)
            return
        }
        if returnType.contains(where: { if case .opaque = $0 { true } else { false } }) {
            error(
                .unsupportedType,
                "an opaque result type ('some') cannot be combined from several delegates; "
                    + "return 'any …' instead", at: returnTypeRange)
            return
        }
        let valid = { CombineStrategy.strategies(for: returnType) }
        guard let combineAttribute else {
            error(
                .combineRequired,
                "'\(name())' returns '\(typeName())', so it needs '@combine(…)' to say how the "
                    + "answers of several delegates become one; valid for '\(typeName())': "
                    + Quoting.list(valid().map(\.rawValue)),
                at: method.nameRange,
                notes: [combineSuggestion(returnType.isBool ? .all : .first, for: method)])
            return
        }
        guard let strategy = requirement.combine else {
            return
        }
        guard strategy.applies(to: returnType) else {
            let argument = combineAttribute.arguments?.first?.range ?? combineAttribute.range
            error(
                .combineMismatch,
                "'@combine(\(strategy.rawValue))' combines 'Bool' answers, but '\(name())' returns "
                    + "'\(typeName())'; valid for '\(typeName())': \(Quoting.list(valid().map(\.rawValue)))",
                at: combineAttribute.range,
                fixIts: [FixIt(range: argument, replacement: CombineStrategy.first.rawValue)])
            return
        }
        if requirement.isOptional && !isDeclaredElsewhere && strategy != .all && strategy != .any
            && returnType.optionalWrapped == nil
        {
            // An optional method needs a default that leaves the combined answer alone; for
            // these strategies that is `nil`, which only an optional result can be.
            let optionalType = TypePrinter.postfixOperand(returnType) + "?"
            error(
                .combineMismatch,
                "optional method '\(name())' uses '@combine(\(strategy.rawValue))', so its default "
                    + "must answer 'nil' and its result must be optional: '\(optionalType)'",
                at: returnTypeRange,
                fixIts: [FixIt(range: returnTypeRange, replacement: optionalType)])
        }
    }

    /// A note that suggests `strategy` for `method`, with a fix-it that inserts it before it.
    func combineSuggestion(_ strategy: CombineStrategy, for method: MethodSyntax) -> Diagnostic {
        let insertion = SourceRange(start: method.range.start, end: method.range.start)
        let attribute = "@combine(\(strategy.rawValue))"
        return note(
            "for example, insert '\(attribute)'", at: insertion,
            fixIts: [FixIt(range: insertion, replacement: attribute + " ")])
    }

    /// Types that a forwarding method cannot spell: `Self`.
    mutating func checkUnsupportedTypes(_ method: MethodSyntax, protocolName: String) {
        let isSelf = { (type: SwiftType) -> Bool in
            guard case .named(let components) = type, let first = components.first else {
                return false
            }
            return first.name == "Self" && !first.isBackticked
        }
        // Read where they are: listing the types first copied each into a new array.
        let mentionsSelf =
            method.parameters.contains { $0.type.contains(where: isSelf) }
            || method.returnType.map { $0.contains(where: isSelf) } ?? false
        if mentionsSelf {
            error(
                .unsupportedType,
                "'Self' is not supported in a delegate requirement: the multicast calls "
                    + "delegates through an existential of the protocol; write "
                    + "'any \(protocolName)' instead", at: method.nameRange)
        }
    }

    // MARK: Collisions

    /// The member of the multicast's own API that `requirement`'s dispatch method would
    /// collide with: its option key, its current name, and a name to suggest instead.
    ///
    /// `events(bufferingPolicy:)` and `observe(…)`, there with the extras of `model`, take only
    /// labelled arguments that all have defaults, so a requirement of the same name whose
    /// arguments are all labelled (or that has none) would be mistaken for them.
    func apiClash(_ requirement: Requirement, in model: DelegateProtocol) -> (
        key: String, name: String, replacement: String
    )? {
        let api = model.api
        let extras: [(key: String, name: String, replacement: String, isOn: Bool)] = [
            ("eventsMethod", api.events, "eventStream", model.hasEvents),
            ("observe", api.observe, "observeCalls", model.hasObservers),
        ]
        if let extra = extras.first(where: { $0.isOn && $0.name == requirement.name }),
            requirement.parameters.allSatisfy({ $0.label != nil })
        {
            return (extra.key, extra.name, extra.replacement)
        }
        let properties: [(key: String, name: String, replacement: String)] = [
            ("count", api.count, "delegateCount"), ("isEmpty", api.isEmpty, "hasNoDelegates"),
            ("delegates", api.delegates, "registeredDelegates"),
        ]
        let methods: [(key: String, name: String, arity: Int, replacement: String)] = [
            ("add", api.add, 1, "addDelegate"), ("remove", api.remove, 1, "removeDelegate"),
            ("contains", api.contains, 1, "containsDelegate"),
            ("removeAll", api.removeAll, 0, "removeAllDelegates"),
        ]
        if let method = methods.first(where: {
            $0.name == requirement.name && $0.arity == requirement.parameters.count
        }), method.arity == 0 || requirement.parameters[0].label == nil {
            return (method.key, method.name, method.replacement)
        }
        return requirement.parameters.isEmpty
            ? properties.first { $0.name == requirement.name } : nil
    }

    /// Requirements must not take a name the multicast's own API uses: the way out is to
    /// rename the multicast's member with `@multicast(…)`.
    mutating func checkCollisions(
        _ requirement: Requirement,
        range: SourceRange,
        declaration: ProtocolSyntax,
        multicastAttribute: AttributeSyntax?,
        in model: DelegateProtocol
    ) {
        guard let collision = apiClash(requirement, in: model) else {
            return
        }
        let option = "\(collision.key): \(collision.replacement)"
        let fixIt: FixIt
        if let multicastAttribute, multicastAttribute.arguments?.isEmpty == false,
            file.bytes[multicastAttribute.range.end.offset - 1] == UInt8(ascii: ")")
        {
            let end = file.location(at: multicastAttribute.range.end.offset - 1)
            fixIt = FixIt(range: SourceRange(start: end, end: end), replacement: ", " + option)
        } else {
            let start = declaration.range.start
            fixIt = FixIt(
                range: SourceRange(start: start, end: start), replacement: "@multicast(\(option))\n"
            )
        }
        error(
            .nameCollision,
            "requirement '\(requirement.fullName)' has the name of the multicast's own "
                + "'\(collision.name)'; rename the multicast's member with "
                + "'@multicast(\(collision.key): …)'",
            at: range,
            notes: [
                note(
                    "for example, add '\(option)' to the protocol's '@multicast(…)'",
                    at: fixIt.range, fixIts: [fixIt])
            ])
    }
}
