/// The validated model of a `.mdgen` file: everything the generator needs, nothing it must
/// check again. ``ModelBuilder`` produces it from the syntax tree.
public struct MulticastFile: Hashable, Sendable {
    /// The imports to copy into the generated file, as Swift source lines.
    public var imports: [String]
    /// The protocols, in source order.
    public var protocols: [DelegateProtocol]
}

/// An access level a generated declaration can have.
public enum AccessLevel: String, Hashable, Sendable, CaseIterable {
    /// Visible to every module.
    case `public`
    /// Visible to the modules of the same package.
    case package
    /// Visible to its module (the default).
    case `internal`
    /// Visible to its file.
    case `fileprivate`
    /// Visible to its file, at file scope.
    case `private`
}

/// How a multicast holds its delegates.
public enum Storage: String, Hashable, Sendable {
    /// Delegates are released by their owners; the multicast forgets them (the default).
    case weak
    /// The multicast keeps its delegates alive until they are removed.
    case strong
}

/// How a multicast combines the answers of a value-returning method.
public enum CombineStrategy: String, Hashable, Sendable, CaseIterable {
    /// `true` when every delegate answers `true` (and when there are none).
    case all
    /// `true` when at least one delegate answers `true`.
    case any
    /// The first non-`nil` answer, in registration order; later delegates are not asked.
    case first
    /// The last non-`nil` answer, in registration order.
    case last
    /// Every answer, in registration order (`nil` answers are left out).
    case collect

    /// Whether the strategy applies to a method returning `type`.
    public func applies(to type: TypeSyntax) -> Bool {
        switch self {
        case .all, .any: type.isBool
        case .first, .last, .collect: true
        }
    }

    /// The strategies that apply to a method returning `type`.
    public static func strategies(for type: TypeSyntax) -> [CombineStrategy] {
        allCases.filter { $0.applies(to: type) }
    }
}

/// Where delegates are called from.
public enum Isolation: Hashable, Sendable {
    /// From any thread: the protocol is `Sendable` and the multicast is lock-protected.
    case nonisolated
    /// On a global actor, such as `MainActor`: the multicast is isolated to it, with no lock.
    case globalActor(String)
}

/// The names of a multicast's own API, renamable with `@multicast(add: …)` when a requirement
/// would collide with one of them.
public struct MulticastAPI: Hashable, Sendable {
    /// Registers a delegate.
    public var add = "add"
    /// Unregisters a delegate.
    public var remove = "remove"
    /// Unregisters every delegate.
    public var removeAll = "removeAll"
    /// Whether a delegate is registered.
    public var contains = "contains"
    /// The number of live delegates.
    public var count = "count"
    /// Whether no live delegate is registered.
    public var isEmpty = "isEmpty"
    /// The live delegates, in call order.
    public var delegates = "delegates"

    /// Creates the default names.
    public init() {}

    /// The option keys of `@multicast(…)` that rename a member, with the member's key path.
    static var renamable: [(key: String, keyPath: WritableKeyPath<MulticastAPI, String>)] {
        [
            ("add", \.add), ("remove", \.remove), ("removeAll", \.removeAll),
            ("contains", \.contains), ("count", \.count), ("isEmpty", \.isEmpty),
            ("delegates", \.delegates),
        ]
    }
}

/// A delegate protocol and the multicast generated for it.
public struct DelegateProtocol: Hashable, Sendable {
    /// The protocol's name.
    public var name: String
    /// Its documentation comment lines.
    public var documentation: [String]
    /// The access level of the protocol and of everything generated for it.
    public var accessLevel: AccessLevel
    /// Swift attributes to copy onto the protocol, such as `@available(iOS 15, *)`.
    public var attributes: [String]
    /// Attributes to copy onto every declaration generated for the protocol (availability).
    public var derivedAttributes: [String]
    /// Where delegates are called from.
    public var isolation: Isolation
    /// The inherited protocols written by the user, other than `AnyObject` and `Sendable`.
    public var inheritance: [String]
    /// The multicast class's name.
    public var multicastName: String
    /// How the multicast holds its delegates.
    public var storage: Storage
    /// The names of the multicast's own API.
    public var api: MulticastAPI
    /// The requirements, in source order.
    public var methods: [Requirement]
}

/// A method requirement.
public struct Requirement: Hashable, Sendable {
    /// Its base name.
    public var name: String
    /// Its documentation comment lines.
    public var documentation: [String]
    /// Swift attributes to copy onto the requirement and the declarations generated from it.
    public var attributes: [String]
    /// Whether delegates may leave it out.
    public var isOptional: Bool
    /// Its generic parameters, such as `<T: Codable>`, or an empty string.
    public var genericParameterClause: String
    /// Its parameters.
    public var parameters: [Parameter]
    /// Whether it is `async`.
    public var isAsync: Bool
    /// Its throws clause, such as `throws` or `throws(DownloadError)`, or `nil`.
    public var throwsClause: String?
    /// Its result type; `nil` when it returns nothing.
    public var returnType: TypeSyntax?
    /// Its `where` clause, such as `where T: Hashable`, or an empty string.
    public var whereClause: String
    /// How answers are combined; set exactly when `returnType` is.
    public var combine: CombineStrategy?
}

/// A method parameter.
public struct Parameter: Hashable, Sendable {
    /// The argument label; `nil` for none (`_`).
    public var label: String?
    /// The parameter name.
    public var name: String
    /// `inout` or `borrowing`, if written.
    public var specifier: String?
    /// Its type.
    public var type: TypeSyntax
}
