/// A protocol's context: its declaration, its defaults and its multicast; an item of
/// ``FileContext/protocols``.
struct ProtocolContext: Encodable {
    /// The protocol's name.
    var name: String
    /// The keyword, with its space, or empty, before top-level declarations and before members.
    var access: String
    var memberAccess: String
    /// Doc comment lines, each written after `///`.
    var documentation: [String]
    var hasDocumentation: Bool
    /// Where the protocol is declared, as `DownloadDelegate.mdgen:12`: the input's name as the
    /// header gives it and the line of the protocol's name, for the doc comments of what is
    /// generated from it.
    var sourceReference: String
    /// The protocol's attributes, and those of everything generated for it.
    var attributes: [String]
    var derivedAttributes: [String]
    /// What the protocol inherits: `AnyObject, Sendable`.
    var inheritanceClause: String
    /// The multicast class's name.
    var multicastName: String
    /// The class's superclass and conformances, colon included (`": NSObject, P"`), or empty.
    var multicastInheritanceClause: String
    /// Whether the multicast conforms to the protocol.
    var conformsToProtocol: Bool
    /// Whether the protocol is declared elsewhere (`existing: true`): no protocol, no defaults.
    var isExisting: Bool
    /// Whether the protocol refines `NSObjectProtocol`: the multicast is an `NSObject`.
    var subclassesNSObject: Bool
    /// The protocol's global actor (`MainActor`) and its attribute (`@MainActor`), or `nil`.
    var globalActor: String?
    var isolationAttribute: String?
    /// `"nonisolated "` before `protocol`, `extension` and `final class` in the lock-protected
    /// mode, else empty.
    var isolationModifier: String
    /// The concurrency mode; neither is a global actor.
    var isLockProtected: Bool
    var isSingleDomain: Bool
    /// The support type the multicast stores, and its initializer's arguments.
    var registryType: String
    var registryArguments: String
    /// The nested type that refers to a delegate weakly, renamed when a requirement's types use
    /// the name.
    var referenceName: String
    /// How delegates are held: `weak` or `strong`.
    var storage: String
    var isWeak: Bool
    var isStrong: Bool
    /// Names of the multicast's private members.
    var privateNames: PrivateNames
    /// The names of the multicast's own API.
    var api: API
    /// The event streams, with `events: true`; else `null`.
    var events: EventsContext?
    /// The closure observers, with `observers: true`; else `null`.
    var observers: ObserversContext?
    /// The optional Objective-C requirements forwarded, `#selector(P.f(_:))` each, for
    /// `responds(to:)`.
    var objectiveCOptionalSelectors: [String]
    var hasObjectiveCOptionals: Bool
    /// Where the protocol, and the multicast class and the extension of defaults, map to, with
    /// `#sourceLocation`; `nil` without.
    var sourceLocation: SourceLocationContext?
    var multicastSourceLocation: SourceLocationContext?
    /// The requirements the multicast forwards: the inherited ones of the file's protocols,
    /// then the protocol's own.
    var forwardedMethods: [Positioned<RequirementContext>]
    /// The requirements the protocol declares, all of them and the optional ones.
    var methods: [Positioned<RequirementContext>]
    var optionalMethods: [Positioned<RequirementContext>]
    var hasOptionalMethods: Bool
}

extension ProtocolContext {
    /// Names of the multicast's private members, changed when a requirement or a parameter
    /// takes one.
    struct PrivateNames: Encodable {
        /// The registry property.
        var registry: String
        /// The registry's snapshot, which version 1 of the context named a method of the
        /// multicast: kept for dispatch templates written for it.
        var snapshot: String
    }

    /// The names of the multicast's own API, renamable with `@multicast(add: …)`.
    struct API: Encodable {
        var add, remove, removeAll, contains, count, isEmpty, delegates, events, observe: String
    }
}
