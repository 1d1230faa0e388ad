import MDGenModel
import MDGenSyntax

/// The context of one protocol: its declaration, its defaults, and its multicast.
///
/// Immutable, and a class so that the context of each of its requirements refers to it
/// rather than holding a copy of the protocol's model and options.
final class ProtocolGeneration {
    let model: DelegateProtocol
    let options: GeneratorOptions
    /// The requirements its multicast forwards, its parents' first: computed once, since
    /// several members of the context look at them.
    let requirements: [Requirement]

    init(model: DelegateProtocol, options: GeneratorOptions) {
        self.model = model
        self.options = options
        requirements = model.forwardedMethods
    }

    var accessLevel: AccessLevel {
        options.accessLevel ?? model.accessLevel
    }

    /// The keyword before top-level declarations; `private` stands for `fileprivate`, which
    /// means the same at file scope and is what `swift format` asks for.
    var access: String {
        switch accessLevel {
        case .internal: ""
        case .fileprivate, .private: "private "
        default: accessLevel.rawValue + " "
        }
    }

    /// The keyword before members, which default to their type's access level.
    var memberAccess: String {
        switch accessLevel {
        case .public, .package: accessLevel.rawValue + " "
        default: ""
        }
    }

    var globalActor: String? {
        model.concurrency.globalActor
    }

    /// `nonisolated` for a lock-protected protocol and its multicast: in a module whose
    /// default isolation is `MainActor` they would be isolated to it otherwise. A
    /// single-domain protocol takes the module's default, whatever it is.
    var isolationModifier: String {
        model.concurrency == .lockProtected ? "nonisolated " : ""
    }

    /// The name of the multicast's private registry, replaced by a longer one when a
    /// requirement without parameters or a parameter has it: a property and a method `name()`
    /// cannot share a name, and a parameter would hide it.
    var registryName: String {
        unusedName(
            ["registry", "delegateRegistry", "multicastRegistry"], isTaken: isTakenMemberName)
    }

    /// Whether a private member of the multicast must not take `name`: a requirement without
    /// parameters or a parameter has it.
    func isTakenMemberName(_ name: String) -> Bool {
        requirements.contains { requirement in
            (requirement.parameters.isEmpty && requirement.name == name)
                || requirement.parameters.contains { $0.name == name }
        }
    }

    /// The name of the nested type that refers to a delegate, which must not hide a type the
    /// requirements name: inside the multicast, the nested type would win.
    var referenceName: String {
        unusedName(
            ["DelegateReference", "RegisteredDelegate", "MulticastDelegateReference"],
            isTaken: isTypeNameInRequirements)
    }

    /// Whether a type the requirements name (a parameter's or a result's, or one nested in
    /// them) has `name`, which a nested type of the multicast must then not take.
    func isTypeNameInRequirements(_ name: String) -> Bool {
        requirements.contains { requirement in
            (requirement.parameters.map(\.type) + (requirement.returnType.map { [$0] } ?? []))
                .contains { type in
                    type.contains { type in
                        guard case .named(let components) = type else { return false }
                        return components.contains { $0.name == name }
                    }
                }
        }
    }

    /// Where the protocol is declared, as `DownloadDelegate.mdgen:12`.
    var sourceReference: String {
        "\(options.sourceName):\(model.line)"
    }

    /// The `#sourceLocation` directive that maps the line after it to `line` of the `.mdgen`
    /// file, or `null` without directives. Before attributes, `line` is the declaration's line
    /// less one per attribute line, so that the declaration's own line maps to its line.
    func sourceLocation(line: Int) -> SourceLocationContext? {
        options.sourceLocationPath.map { SourceLocationContext(path: $0, line: line) }
    }

    /// The layout of declarations: with `#sourceLocation`, a declaration stays on one line, so
    /// that a compiler error in it lands on the `.mdgen` line it came from.
    var declarationLayout: SwiftLayout {
        var layout = options.layout
        if options.sourceLocationPath != nil {
            layout.lineLength = .max / 2
        }
        return layout
    }

    /// The protocol's context.
    var value: ProtocolContext {
        let forwardedMethods = requirements.map { RequirementGeneration(model: $0, owner: self) }
        // The multicast conforms when every dispatch method has the requirement's own
        // signature. A protocol declared elsewhere is conformed to in any case (the model
        // builder checks the results), and one that inherits a protocol declared elsewhere
        // cannot be, since the requirements that protocol adds are unknown here.
        let conforms =
            model.isExisting
            || (model.inheritance.isEmpty && forwardedMethods.allSatisfy(\.keepsDeclaredResult))
        var inheritance = ["AnyObject"]
        if model.refinesNSObjectProtocol {
            inheritance.append("NSObjectProtocol")
        }
        if model.concurrency == .lockProtected {
            inheritance.append("Sendable")
        }
        inheritance += model.parents + model.inheritance
        var multicastInheritance: [String] = model.refinesNSObjectProtocol ? ["NSObject"] : []
        if conforms {
            multicastInheritance.append(model.name)
        } else if model.concurrency == .lockProtected {
            multicastInheritance.append("Sendable")
        }
        let selectors = forwardedMethods.filter(\.callsObjectiveCOptional).map {
            "#selector(\(model.name).\($0.fullName))"
        }
        let api = model.api
        let registry = registryName
        // The protocol's own requirements are the last of those its multicast forwards.
        let contexts = forwardedMethods.map(\.value)
        let own = Array(contexts.suffix(model.methods.count))
        let optional = own.filter(\.isOptional)
        return ProtocolContext(
            name: model.name,
            access: access,
            memberAccess: memberAccess,
            documentation: documentation(model.documentation),
            hasDocumentation: !model.documentation.isEmpty,
            sourceReference: sourceReference,
            attributes: model.attributes,
            derivedAttributes: model.derivedAttributes,
            inheritanceClause: inheritance.joined(separator: ", "),
            multicastName: model.multicastName,
            multicastInheritanceClause: multicastInheritance.isEmpty
                ? "" : ": " + multicastInheritance.joined(separator: ", "),
            conformsToProtocol: conforms,
            isExisting: model.isExisting,
            subclassesNSObject: model.refinesNSObjectProtocol,
            globalActor: globalActor,
            isolationAttribute: globalActor.map { "@" + $0 },
            isolationModifier: isolationModifier,
            isLockProtected: model.concurrency == .lockProtected,
            isSingleDomain: model.concurrency == .singleDomain,
            registryType: model.concurrency == .lockProtected
                ? "LockedMulticastRegistry" : "MulticastRegistry",
            registryArguments: model.storage == .strong ? "retainsDelegates: true" : "",
            referenceName: referenceName,
            storage: model.storage.rawValue,
            isWeak: model.storage == .weak,
            isStrong: model.storage == .strong,
            privateNames: .init(registry: registry, snapshot: registry + ".snapshot"),
            api: .init(
                add: api.add, remove: api.remove, removeAll: api.removeAll,
                contains: api.contains, count: api.count, isEmpty: api.isEmpty,
                delegates: api.delegates, events: api.events, observe: api.observe),
            events: eventsContext,
            observers: observersContext,
            objectiveCOptionalSelectors: selectors,
            hasObjectiveCOptionals: !selectors.isEmpty,
            sourceLocation: sourceLocation(line: model.line - model.attributes.count),
            multicastSourceLocation: sourceLocation(
                line: model.line - model.derivedAttributes.count - (globalActor == nil ? 0 : 1)),
            forwardedMethods: positioned(contexts),
            methods: positioned(own),
            optionalMethods: positioned(optional),
            hasOptionalMethods: !optional.isEmpty)
    }
}
