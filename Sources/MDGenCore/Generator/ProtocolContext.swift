/// The context of one protocol: its declaration, its defaults, and its multicast.
///
/// A class, immutable: each requirement's context refers to its protocol's, and copying the
/// protocol's model and options into every one of them instead cost 1.5% of the instructions
/// on 10,000 requirements.
final class ProtocolContext {
    let model: DelegateProtocol
    let options: GeneratorOptions
    /// The keys to compute beyond those every template may need.
    let keys: ContextKeys
    /// The requirements its multicast forwards, its parents' first: computed once, since
    /// several members of the context look at them.
    let requirements: [Requirement]

    init(model: DelegateProtocol, options: GeneratorOptions, keys: ContextKeys = .all) {
        self.model = model
        self.options = options
        self.keys = keys
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

    var methods: [MethodContext] {
        model.methods.map { MethodContext(model: $0, owner: self) }
    }

    var forwardedMethods: [MethodContext] {
        requirements.map { MethodContext(model: $0, owner: self) }
    }

    /// Whether every dispatch method has the requirement's own signature, so the multicast
    /// can conform to the protocol. A protocol declared elsewhere is conformed to in any case
    /// (the model builder checks the results), and one that inherits a protocol declared
    /// elsewhere cannot be, since the requirements that protocol adds are unknown here.
    func conformsToProtocol(_ methods: [MethodContext]) -> Bool {
        model.isExisting
            || (model.inheritance.isEmpty && methods.allSatisfy { $0.keepsDeclaredResult })
    }

    /// The names of the multicast's private members, each replaced by a longer one when a
    /// requirement without parameters or a parameter has it: a property and a method `name()`
    /// cannot share a name, and a parameter would hide it.
    var privateNames: [String: String] {
        let registry = unusedName(
            ["registry", "delegateRegistry", "multicastRegistry"], isTaken: isTakenMemberName)
        // `snapshot` named a method of the multicast in version 1 of the context; it is kept
        // so that dispatch templates written for it still work.
        return ["registry": registry, "snapshot": registry + ".snapshot"]
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
                    ModelBuilder.contains(type) { type in
                        guard case .named(let components) = type else { return false }
                        return components.contains { $0.name == name }
                    }
                }
        }
    }

    /// Where the protocol is declared, for a `#sourceLocation` directive written before
    /// `attributeLines` lines of attributes: it names the line that makes the declaration's
    /// own line the protocol's.
    func sourceLocation(attributeLines: Int) -> TemplateValue {
        guard let path = options.sourceLocationPath else {
            return .null
        }
        return .object([
            "file": .string(TemplateContext.stringLiteral(path)),
            "line": .number(Double(max(1, model.line - attributeLines))),
        ])
    }

    /// The keys of a protocol's object; see the README's "Template context".
    enum Key: String, TemplateRecordKey {
        case name, access, memberAccess, documentation, attributes, derivedAttributes
        case inheritanceClause, multicastName, multicastInheritanceClause, conformsToProtocol
        case isExisting, subclassesNSObject, globalActor, isolationAttribute, isolationModifier
        case isLockProtected, isSingleDomain, registryType, registryArguments, referenceName
        case storage, isWeak, isStrong, privateNames, api, events, observers
        case methods, forwardedMethods, optionalMethods, hasOptionalMethods
        case objectiveCOptionalSelectors, hasObjectiveCOptionals
        case sourceLocation, multicastSourceLocation
        case isFirst, isLast

        static let shape = TemplateShape(Key.self)
    }

    /// The keys of a protocol's `privateNames` object.
    enum PrivateNameKey: String, TemplateRecordKey {
        case registry, snapshot

        static let shape = TemplateShape(PrivateNameKey.self)
    }

    /// The keys of a protocol's `api` object: the names of the multicast's members.
    enum APIKey: String, TemplateRecordKey {
        case add, remove, removeAll, contains, count, isEmpty, delegates, events, observe

        static let shape = TemplateShape(APIKey.self)
    }

    var value: RenderValue {
        let forwardedMethods = self.forwardedMethods
        let forwardedValues = forwardedMethods.map(\.value)
        // The protocol's own requirements are the last of those its multicast forwards; only
        // with parents are they a list of their own. Each list positions its own copies of
        // its records, so no list holds a record it does not position.
        let ownCount = model.methods.count
        let hasParents = ownCount != forwardedValues.count
        let optionalMethods = zip(model.methods, forwardedValues.suffix(ownCount))
            .filter { $0.0.isOptional }.map(\.1)
        let methodsList =
            hasParents ? RenderValue.list(positioned(Array(forwardedValues.suffix(ownCount)))) : nil
        let conforms = conformsToProtocol(forwardedMethods)
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
        let hasOptionalMethods = !optionalMethods.isEmpty
        let optionalList = RenderValue.list(positioned(consume optionalMethods))
        let forwardedList = RenderValue.list(positioned(consume forwardedValues))
        var record = TemplateRecordBuilder<Key>()
        record[.name] = .string(model.name)
        record[.access] = .string(access)
        record[.memberAccess] = .string(memberAccess)
        record[.documentation] = .documentation(model.documentation)
        record[.attributes] = .strings(model.attributes)
        record[.derivedAttributes] = .strings(model.derivedAttributes)
        record[.inheritanceClause] = .string(inheritance.joined(separator: ", "))
        record[.multicastName] = .string(model.multicastName)
        record[.multicastInheritanceClause] = .string(
            multicastInheritance.isEmpty ? "" : ": " + multicastInheritance.joined(separator: ", "))
        record[.conformsToProtocol] = .bool(conforms)
        record[.isExisting] = .bool(model.isExisting)
        record[.subclassesNSObject] = .bool(model.refinesNSObjectProtocol)
        record[.globalActor] = globalActor.map(RenderValue.string) ?? .null
        record[.isolationAttribute] = globalActor.map { .string("@" + $0) } ?? .null
        record[.isolationModifier] = .string(isolationModifier)
        record[.isLockProtected] = .bool(model.concurrency == .lockProtected)
        record[.isSingleDomain] = .bool(model.concurrency == .singleDomain)
        record[.registryType] = .string(
            model.concurrency == .lockProtected ? "LockedMulticastRegistry" : "MulticastRegistry")
        record[.registryArguments] = .string(
            model.storage == .strong ? "retainsDelegates: true" : "")
        record[.referenceName] = .string(referenceName)
        record[.storage] = .string(model.storage.rawValue)
        record[.isWeak] = .bool(model.storage == .weak)
        record[.isStrong] = .bool(model.storage == .strong)
        record[.privateNames] = privateNamesValue
        record[.api] = apiValue
        record[.events] = .value(eventsValue)
        record[.observers] = .value(observersValue)
        // Without parents the two lists are the same, and so are their items' positions.
        record[.methods] = methodsList ?? forwardedList
        record[.forwardedMethods] = forwardedList
        record[.optionalMethods] = optionalList
        record[.hasOptionalMethods] = .bool(hasOptionalMethods)
        record[.objectiveCOptionalSelectors] = .strings(selectors)
        record[.hasObjectiveCOptionals] = .bool(!selectors.isEmpty)
        record[.sourceLocation] = .value(sourceLocation(attributeLines: model.attributes.count))
        record[.multicastSourceLocation] = .value(
            sourceLocation(
                attributeLines: model.derivedAttributes.count + (globalActor == nil ? 0 : 1)))
        return record.value
    }

    private var privateNamesValue: RenderValue {
        let names = privateNames
        var record = TemplateRecordBuilder<PrivateNameKey>()
        record[.registry] = names["registry"].map(RenderValue.string) ?? .null
        record[.snapshot] = names["snapshot"].map(RenderValue.string) ?? .null
        return record.value
    }

    private var apiValue: RenderValue {
        let api = model.api
        var record = TemplateRecordBuilder<APIKey>()
        record[.add] = .string(api.add)
        record[.remove] = .string(api.remove)
        record[.removeAll] = .string(api.removeAll)
        record[.contains] = .string(api.contains)
        record[.count] = .string(api.count)
        record[.isEmpty] = .string(api.isEmpty)
        record[.delegates] = .string(api.delegates)
        record[.events] = .string(api.events)
        record[.observe] = .string(api.observe)
        return record.value
    }
}
