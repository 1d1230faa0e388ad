/// Computes the template context: the fourth stage of the pipeline.
///
/// Every decision about the generated Swift is made here, so that templates only place text.
/// The keys are documented in the README's "Template context" section; ``version`` changes
/// whenever a key is removed or changes meaning.
public enum TemplateContext {
    /// The version of the context's shape, available to templates as `contextVersion`.
    public static let version = 1

    /// The context for `file`.
    public static func make(for file: MulticastFile, options: GeneratorOptions) -> TemplateValue {
        let protocols = file.protocols.map { ProtocolContext(model: $0, options: options) }
        let imports = imports(of: file)
        return .object([
            "contextVersion": .number(Double(version)),
            "sourceName": .string(options.sourceName),
            "imports": .list(imports.map(TemplateValue.string)),
            "hasImports": .bool(!imports.isEmpty),
            "protocols": positioned(protocols.map(\.value)),
        ])
    }

    /// The user's imports plus the ones generated code needs, deduplicated and in the order
    /// `swift format` wants: plain imports sorted by module, then the others.
    ///
    /// A `#if` block of imports (an item of several lines, starting with `#if`) is one item:
    /// its lines are never sorted or deduplicated, since what they import depends on its
    /// conditions. The blocks follow the plain imports, in source order.
    static func imports(of file: MulticastFile) -> [String] {
        let blocks = file.imports.filter { $0.hasPrefix("#if") }
        var lines = file.imports.filter { !$0.hasPrefix("#if") }
        // A lock-protected multicast uses NSLock and Atomic; an actor-isolated one needs neither.
        if file.protocols.contains(where: { $0.isolation == .nonisolated }) {
            lines += ["import Foundation", "import Synchronization"]
        }
        var seen: Set<String> = []
        lines = lines.filter { seen.insert($0).inserted }
        return lines.sorted { sortKey($0) < sortKey($1) } + blocks
    }

    private static func sortKey(_ line: String) -> String {
        let words = line.split(separator: " ")
        let module = words.last.map(String.init) ?? line
        return module + " " + line
    }
}

/// The context of one protocol.
struct ProtocolContext {
    let model: DelegateProtocol
    let options: GeneratorOptions

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
        if case .globalActor(let actor) = model.isolation {
            return actor
        }
        return nil
    }

    var methods: [MethodContext] {
        model.methods.map { MethodContext(model: $0, owner: self) }
    }

    /// Whether every dispatch method has the requirement's own signature, so the multicast
    /// can conform to the protocol; inherited protocols' requirements are unknown here.
    func conformsToProtocol(_ methods: [MethodContext]) -> Bool {
        model.inheritance.isEmpty && methods.allSatisfy { $0.keepsDeclaredResult }
    }

    /// The names of the multicast's private members, each replaced by a longer one when a
    /// requirement without parameters or a parameter has it: a property and a method `name()`
    /// cannot share a name, an overload of `snapshot()` would make the dispatch loops
    /// ambiguous, and a parameter would hide it.
    var privateNames: [String: String] {
        // Dispatch methods call `snapshot()`, which a parameter of the same name would hide.
        let taken = Set(model.methods.filter { $0.parameters.isEmpty }.map(\.name))
            .union(model.methods.flatMap { $0.parameters.map(\.name) })
        return [
            "registry": unusedName(
                ["registry", "delegateRegistry", "multicastRegistry"], avoiding: taken),
            "lock": unusedName(["lock", "registryLock", "multicastLock"], avoiding: taken),
            "snapshot": unusedName(
                ["snapshot", "registrySnapshot", "multicastSnapshot"], avoiding: taken),
            "dropDeallocated": unusedName(
                ["dropDeallocatedDelegates", "dropDeallocatedRegistrations"], avoiding: taken),
        ]
    }

    var value: TemplateValue {
        let methods = self.methods
        let methodValues = methods.map(\.value)
        let inheritance =
            ["AnyObject"] + (globalActor == nil ? ["Sendable"] : []) + model.inheritance
        let multicastInheritance: [String] =
            conformsToProtocol(methods) ? [model.name] : (globalActor == nil ? ["Sendable"] : [])
        let api = model.api
        return .object([
            "name": .string(model.name),
            "access": .string(access),
            "memberAccess": .string(memberAccess),
            "documentation": documentation(model.documentation),
            "attributes": .list(model.attributes.map(TemplateValue.string)),
            "derivedAttributes": .list(model.derivedAttributes.map(TemplateValue.string)),
            "inheritanceClause": .string(inheritance.joined(separator: ", ")),
            "multicastName": .string(model.multicastName),
            "multicastInheritanceClause": .string(
                multicastInheritance.isEmpty
                    ? "" : ": " + multicastInheritance.joined(separator: ", ")),
            "conformsToProtocol": .bool(conformsToProtocol(methods)),
            "globalActor": globalActor.map(TemplateValue.string) ?? .null,
            "isolationAttribute": globalActor.map { .string("@" + $0) } ?? .null,
            "isLockProtected": .bool(globalActor == nil),
            "storage": .string(model.storage.rawValue),
            "isWeak": .bool(model.storage == .weak),
            "isStrong": .bool(model.storage == .strong),
            "privateNames": .object(privateNames.mapValues(TemplateValue.string)),
            "api": .object([
                "add": .string(api.add), "remove": .string(api.remove),
                "removeAll": .string(api.removeAll), "contains": .string(api.contains),
                "count": .string(api.count), "isEmpty": .string(api.isEmpty),
                "delegates": .string(api.delegates),
            ]),
            "methods": positioned(methodValues),
            "optionalMethods": positioned(
                zip(model.methods, methodValues).filter { $0.0.isOptional }.map(\.1)),
            "hasOptionalMethods": .bool(model.methods.contains(where: \.isOptional)),
        ])
    }
}

/// The first of `candidates` not in `taken`, or the first one numbered until it is not.
func unusedName(_ candidates: [String], avoiding taken: Set<String>) -> String {
    if let name = candidates.first(where: { !taken.contains($0) }) {
        return name
    }
    return (2...).lazy.map { candidates[0] + "\($0)" }.first { !taken.contains($0) }
        ?? candidates[0]
}

/// A list of objects, each told whether it is the first or the last, so templates can
/// separate items without a trailing separator.
func positioned(_ items: [TemplateValue]) -> TemplateValue {
    .list(
        items.enumerated().map { index, item in
            guard case .object(var members) = item else {
                return item
            }
            members["isFirst"] = .bool(index == 0)
            members["isLast"] = .bool(index == items.count - 1)
            return .object(members)
        })
}

/// Documentation lines as the templates write them: each after `///`.
func documentation(_ lines: [String]) -> TemplateValue {
    .list(lines.map { .string($0.isEmpty || $0.first == " " ? $0 : " " + $0) })
}
