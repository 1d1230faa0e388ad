import MDGenSyntax

extension ModelBuilder {
    // MARK: Protocols

    mutating func buildProtocol(
        _ declaration: ProtocolSyntax,
        fileProtocols: Set<String>
    ) -> DelegateProtocol {
        let objectiveCAttributesBefore = objectiveCAttributes.count
        var model = DelegateProtocol(
            name: declaration.name, documentation: declaration.documentation?.lines ?? [],
            accessLevel: accessLevel(of: declaration.modifiers), attributes: [],
            derivedAttributes: [], concurrency: .lockProtected, isExisting: false,
            refinesNSObjectProtocol: false, parents: [], inheritance: [],
            multicastName: declaration.name + "Multicast", storage: .weak, api: MulticastAPI(),
            hasEvents: defaults.hasEvents, hasObservers: defaults.hasObservers, methods: [],
            inheritedMethods: [], line: declaration.nameRange.start.line)
        let (multicastAttribute, options) = applyAttributes(of: declaration, to: &model)
        applyOptions(options, to: &model)
        applyInheritance(of: declaration, to: &model, fileProtocols: fileProtocols)
        if let range = declaration.whereClauseRange {
            error(
                .genericProtocol,
                "a 'where' clause on a delegate protocol is not supported", at: range,
                fixIts: [removal(of: range)])
        }

        // Requirements of different names never have the same signature: signatures are only
        // built and compared for those that share a name (overloads, which are rare), and the
        // rest cost a lookup of their name. For each name, the requirements of `model.methods`
        // that have it, with their signatures once built.
        var sameName: [String: [(index: Int, range: SourceRange, signatures: SignatureKeys?)]] =
            [:]
        sameName.reserveCapacity(declaration.methods.count)
        for method in declaration.methods {
            guard let requirement = buildRequirement(method, in: model) else {
                continue
            }
            var earlier = sameName[requirement.name] ?? []
            var signatures: SignatureKeys?
            if !earlier.isEmpty {
                for position in earlier.indices where earlier[position].signatures == nil {
                    earlier[position].signatures = Self.signatureKeys(
                        model.methods[earlier[position].index])
                }
                sameName[requirement.name] = earlier
                let keys = Self.signatureKeys(requirement)
                signatures = keys
                if let first = earlier.first(where: { $0.signatures?.declared == keys.declared }) {
                    let name = requirement.fullName
                    error(
                        .redeclaration,
                        "invalid redeclaration of '\(name)'", at: method.nameRange,
                        notes: [note("'\(name)' is first declared here", at: first.range)])
                    continue
                }
                if let first = earlier.first(where: { $0.signatures?.dispatch == keys.dispatch }) {
                    let name = requirement.fullName
                    error(
                        .duplicateSignature,
                        "the multicast's '\(name)' for this requirement would have the same "
                            + "signature as the one for another requirement; make their parameter "
                            + "or result types differ", at: method.nameRange,
                        notes: [note("the other requirement is declared here", at: first.range)])
                    continue
                }
            }
            sameName[requirement.name, default: []].append(
                (model.methods.count, method.nameRange, signatures))
            if model.isExisting {
                checkKeepsResult(requirement, of: method, in: model)
            }
            checkCollisions(
                requirement, range: method.nameRange, declaration: declaration,
                multicastAttribute: multicastAttribute, in: model)
            model.methods.append(requirement)
        }
        if model.isExisting {
            // Nothing is generated from a protocol declared elsewhere: its `@objc` attributes
            // say what it is, and are no reason to warn.
            objectiveCAttributes.removeSubrange(objectiveCAttributesBefore...)
        }
        return model
    }

    /// The multicast of a protocol declared elsewhere must conform to it, so its dispatch
    /// methods must keep the declared results: a strategy that changes one is an error.
    private mutating func checkKeepsResult(
        _ requirement: Requirement, of method: MethodSyntax, in model: DelegateProtocol
    ) {
        guard let returnType = requirement.returnType, let strategy = requirement.combine,
            let combined = requirement.combinedType,
            TypePrinter.print(combined) != TypePrinter.print(returnType)
        else {
            return
        }
        let keeping = CombineStrategy.allCases.filter { candidate in
            var other = requirement
            other.combine = candidate
            return candidate.applies(to: returnType)
                && other.combinedType.map(TypePrinter.print)
                    == TypePrinter.print(returnType)
        }
        let name = requirement.fullName
        let typeName = TypePrinter.print(returnType)
        let way: String
        if !keeping.isEmpty {
            way = "strategies that keep it: \(Quoting.list(keeping.map(\.rawValue)))"
        } else if requirement.isOptional {
            way =
                "no strategy keeps a result of type '\(typeName)', so the multicast cannot "
                + "forward it; leave it out, and '\(model.name)' keeps its own default"
        } else {
            way =
                "no strategy keeps a result of type '\(typeName)': a multicast can only forward "
                + "answers that combine into their own type ('Bool' with 'all' or 'any', an "
                + "optional with 'first' or 'last')"
        }
        error(
            .existingConformance,
            "the multicast of '\(model.name)' must conform to it, since it is declared elsewhere, "
                + "so '\(name)' must return '\(typeName)'; '@combine(\(strategy.rawValue))' returns "
                + "'\(TypePrinter.print(combined))': \(way)",
            at: method.returnTypeRange ?? method.nameRange)
    }

    /// Applies the boolean options of `@multicast(…)` (and the target's defaults for those
    /// it leaves out), checking those that contradict the protocol.
    private mutating func applyOptions(
        _ options: [String: (value: Bool, range: SourceRange)],
        to model: inout DelegateProtocol
    ) {
        model.isExisting = options["existing"]?.value ?? false
        model.hasEvents = options["events"]?.value ?? defaults.hasEvents
        model.hasObservers = options["observers"]?.value ?? defaults.hasObservers
        model.spyOption = options["spy"]?.value
        let isSendable = options["sendable"]?.value ?? defaults.isSendable
        switch model.concurrency {
        case .globalActor(let actor):
            if let option = options["sendable"], !option.value {
                error(
                    .isolationConflict,
                    "'sendable: false' cannot apply to a '@\(actor)' protocol: its multicast is "
                        + "isolated to '\(actor)', which already keeps it in one isolation "
                        + "domain and makes it safe to share; remove 'sendable: false', or "
                        + "remove '@\(actor)' to keep the multicast wherever it is made",
                    at: option.range)
            }
        case .lockProtected, .singleDomain:
            model.concurrency = isSendable ? .lockProtected : .singleDomain
        }
    }

    private mutating func accessLevel(of modifiers: [ModifierSyntax]) -> AccessLevel {
        var level: (value: AccessLevel, range: SourceRange)?
        for modifier in modifiers {
            if let access = AccessLevel(rawValue: modifier.name), modifier.detail == nil {
                if let level {
                    error(
                        .invalidModifier,
                        "the protocol has more than one access level", at: modifier.range,
                        notes: [note("'\(level.value.rawValue)' is written here", at: level.range)],
                        fixIts: [removal(of: modifier.range)])
                    continue
                }
                level = (access, modifier.range)
            } else if modifier.name == "open" {
                error(
                    .invalidModifier,
                    "a protocol cannot be 'open'; use 'public'", at: modifier.range,
                    fixIts: [FixIt(range: modifier.range, replacement: "public")])
            } else {
                error(
                    .invalidModifier,
                    "'\(modifier.name)' cannot be applied to a protocol", at: modifier.range,
                    fixIts: [removal(of: modifier.range)])
            }
        }
        return level?.value ?? .internal
    }

    /// Applies the protocol's attributes and returns its `@multicast` attribute, if any, with
    /// the boolean options it sets.
    private mutating func applyAttributes(
        of declaration: ProtocolSyntax,
        to model: inout DelegateProtocol
    ) -> (AttributeSyntax?, [String: (value: Bool, range: SourceRange)]) {
        var multicastAttribute: AttributeSyntax?
        var options: [String: (value: Bool, range: SourceRange)] = [:]
        for attribute in declaration.attributes {
            switch attribute.name {
            case "multicast":
                if let previous = multicastAttribute {
                    error(
                        .duplicateAttribute,
                        "'@multicast' is written twice; merge the options into one",
                        at: attribute.range, notes: [note("first written here", at: previous.range)]
                    )
                } else {
                    multicastAttribute = attribute
                    options = applyMulticastOptions(attribute, to: &model)
                }
            case "objc", "objcMembers":
                objectiveCAttributes.append((attribute, false))
            case "available":
                model.attributes.append(attribute.sourceText)
                model.derivedAttributes.append(attribute.sourceText)
            case "preconcurrency":
                model.attributes.append(attribute.sourceText)
            case "combine":
                error(
                    .misplacedAttribute,
                    "'@combine' applies to methods, not to protocols", at: attribute.range,
                    fixIts: [removal(of: attribute.range)])
            default:
                guard let actor = globalActor(attribute, known: Self.protocolAttributes) else {
                    continue
                }
                if case .globalActor(let first) = model.concurrency {
                    error(
                        .isolationConflict,
                        "protocol '\(declaration.name)' is already isolated to '@\(first)'",
                        at: attribute.range, fixIts: [removal(of: attribute.range)])
                } else {
                    model.concurrency = .globalActor(actor)
                    model.attributes.append(attribute.sourceText)
                }
            }
        }
        return (multicastAttribute, options)
    }

    /// The attributes a protocol may have, for suggestions.
    static let protocolAttributes = ["multicast", "available", "preconcurrency", "objc"]

    /// Sorts out the inherited protocols: those of the same file (whose requirements the
    /// multicast forwards too), `NSObjectProtocol` (which makes the multicast an `NSObject`),
    /// those the generated protocol implies (`AnyObject`, `Sendable`), and the others, which
    /// are passed through.
    private mutating func applyInheritance(
        of declaration: ProtocolSyntax,
        to model: inout DelegateProtocol,
        fileProtocols: Set<String>
    ) {
        for (index, inherited) in declaration.inheritance.enumerated() {
            // `class` is a keyword, which the printer would put in backticks.
            let name = inherited == .name("class") ? "class" : TypePrinter.print(inherited)
            let range = declaration.inheritanceRanges[index]
            switch name {
            case "AnyObject", "Sendable", "Swift.AnyObject", "Swift.Sendable":
                continue
            case "class":
                warning(
                    .obsoleteClassConstraint,
                    "'class' in an inheritance list is obsolete, and the protocol is class-bound "
                        + "anyway", at: range,
                    fixIts: [
                        removal(
                            ofItem: index, in: declaration.inheritanceRanges,
                            after: declaration.nameRange)
                    ])
            case "NSObjectProtocol", "Foundation.NSObjectProtocol", "ObjectiveC.NSObjectProtocol":
                model.refinesNSObjectProtocol = true
            default:
                if fileProtocols.contains(name) {
                    if name == declaration.name {
                        error(
                            .circularInheritance, "protocol '\(name)' cannot inherit itself",
                            at: range)
                    } else {
                        model.parents.append(name)
                    }
                    continue
                }
                if model.isExisting {
                    if !Self.markerProtocols.contains(name) {
                        reportUndeclaredParent(name, of: declaration, model: model, at: range)
                    }
                } else {
                    warning(
                        .unknownParentRequirements,
                        "the multicast of '\(declaration.name)' will not conform to it: "
                            + "'\(name)' is declared elsewhere, so the requirements it adds are "
                            + "unknown here; to forward them, declare '\(name)' in this file "
                            + "with '@multicast(existing: true)' and list them",
                        at: range)
                }
                model.inheritance.append(name)
            }
        }
    }

    /// Protocols that add no requirement a class must implement, which a protocol declared
    /// elsewhere may inherit without the file declaring them.
    private static let markerProtocols: Set = [
        "Copyable", "Escapable", "BitwiseCopyable", "SendableMetatype", "Swift.Copyable",
        "Swift.Escapable", "Swift.BitwiseCopyable", "Swift.SendableMetatype",
    ]

    /// The multicast of a protocol declared elsewhere conforms to it, so to its parents too:
    /// one that the file does not declare, whose requirements are unknown, would leave the
    /// multicast short of them (and of `NSObject`, for an Objective-C delegate).
    private mutating func reportUndeclaredParent(
        _ parent: String, of declaration: ProtocolSyntax, model: DelegateProtocol,
        at range: SourceRange
    ) {
        let access = model.accessLevel == .internal ? "" : model.accessLevel.rawValue + " "
        warning(
            .unknownParentRequirements,
            "the multicast of '\(declaration.name)' must conform to '\(parent)' too, which this "
                + "file does not declare, so the requirements it adds are unknown here; declare "
                + "it, even with no requirement, as '@multicast(existing: true) \(access)protocol "
                + "\(parent) {}', with ': NSObjectProtocol' after its name if it refines it, as "
                + "Objective-C delegates do", at: range)
    }

    /// Well-known capitalised attributes that are not global actors: Swift's own, Interface
    /// Builder's, and common property wrappers and macros.
    private static let capitalisedAttributes: Set<String> = [
        "Sendable", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction",
        "NSManaged", "NSCopying", "NSApplicationMain", "UIApplicationMain", "GKInspectable",
        "Published", "State", "Binding", "ObservedObject", "StateObject", "Environment",
        "EnvironmentObject", "AppStorage", "SceneStorage", "FocusState", "Observable", "Model",
        "ObservationIgnored", "Test", "Suite",
    ]

    /// The attributes mdgen knows, wherever they apply, and the standard global actor: a
    /// capitalised attribute one edit away from one of them is a typo rather than a global
    /// actor of the user's own.
    private static let attributeSpellings = [
        "MainActor", "multicast", "combine", "available", "preconcurrency", "objc", "objcMembers",
        "discardableResult",
    ]

    /// The global actor an attribute names, or `nil` after reporting an attribute that is
    /// not supported where it is. An unknown capitalised attribute without arguments, such
    /// as `@MainActor` or `@DatabaseActor`, is taken for a global actor: the compiler checks
    /// the generated code. One that is a letter away from an attribute mdgen knows, such as
    /// `@MainActr`, is reported here instead, once, rather than by the compiler at every
    /// declaration generated with it.
    mutating func globalActor(_ attribute: AttributeSyntax, known: [String]) -> String? {
        let isCapitalised = attribute.name.first?.isUppercase == true
        if isCapitalised && !Self.capitalisedAttributes.contains(attribute.name) {
            if let suggestion = Spelling.suggestion(
                for: attribute.name, among: Self.attributeSpellings, maximumDistance: 1)
            {
                reportMisspelled(attribute, suggestion: suggestion)
                return nil
            }
            guard attribute.arguments == nil else {
                let arguments = SourceRange(
                    start: attribute.nameRange.end, end: attribute.range.end)
                error(
                    .unsupportedAttribute,
                    "global actor attribute '@\(attribute.name)' takes no arguments",
                    at: arguments, fixIts: [FixIt(range: arguments, replacement: "")])
                return nil
            }
            return attribute.name
        }
        let candidates = known + ["MainActor"]
        if let suggestion = Spelling.suggestion(for: attribute.name, among: candidates) {
            reportMisspelled(attribute, suggestion: suggestion)
        } else {
            error(
                .unsupportedAttribute,
                "attribute '@\(attribute.name)' is not supported here; supported: "
                    + Quoting.list(known.map { "@" + $0 }) + " and global actors such as "
                    + "'@MainActor'", at: attribute.range)
        }
        return nil
    }

    /// Reports an attribute whose name is a typo of `suggestion`, with a fix-it that
    /// respells it.
    private mutating func reportMisspelled(_ attribute: AttributeSyntax, suggestion: String) {
        let spelling = SourceRange(start: attribute.range.start, end: attribute.nameRange.end)
        error(
            .unknownAttribute,
            "unknown attribute '@\(attribute.name)'; did you mean '@\(suggestion)'?",
            at: attribute.range, fixIts: [FixIt(range: spelling, replacement: "@" + suggestion)])
    }
}
