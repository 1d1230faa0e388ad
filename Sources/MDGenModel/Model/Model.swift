import MDGenSyntax

/// The validated model of a `.mdgen` file: everything the generator needs, nothing it must
/// check again. ``ModelBuilder`` produces it from the syntax tree.
package struct MulticastFile: Hashable, Sendable {
    /// The imports to copy into the generated file, as Swift source lines.
    package var imports: [String]
    /// The protocols, in source order.
    package var protocols: [DelegateProtocol]
}

/// The values a target gives the options that a protocol's `@multicast(…)` leaves out, from
/// its `mdgen.json`.
package struct MulticastDefaults: Hashable, Sendable {
    /// Whether protocols without a global actor are `Sendable`, with a lock-protected
    /// multicast (`true`, the default), or stay in one isolation domain (`false`).
    package var isSendable: Bool
    /// Whether multicasts vend their calls as event streams.
    package var hasEvents: Bool
    /// Whether closures can observe multicasts' calls.
    package var hasObservers: Bool

    /// Creates defaults; with no arguments, those of a target without `mdgen.json`.
    package init(isSendable: Bool = true, hasEvents: Bool = false, hasObservers: Bool = false) {
        self.isSendable = isSendable
        self.hasEvents = hasEvents
        self.hasObservers = hasObservers
    }
}

/// How a multicast holds its delegates.
package enum Storage: String, Hashable, Sendable, CaseIterable {
    /// Delegates are released by their owners; the multicast forgets them (the default).
    case weak
    /// The multicast keeps its delegates alive until they are removed.
    case strong
}

/// How a multicast combines the answers of a value-returning method.
package enum CombineStrategy: String, Hashable, Sendable, CaseIterable {
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
    package func applies(to type: SwiftType) -> Bool {
        switch self {
        case .all, .any: type.isBool
        case .first, .last, .collect: true
        }
    }

    /// The strategies that apply to a method returning `type`.
    package static func strategies(for type: SwiftType) -> [CombineStrategy] {
        allCases.filter { $0.applies(to: type) }
    }

    /// The answer that leaves the combined result to the other answers, as Swift source:
    /// `true` for `all`, `false` for `any`, `nil` for an optional answer; `nil` when there is
    /// none (a non-optional answer combined by `first`, `last` or `collect`).
    func neutralAnswer(isOptional: Bool) -> String? {
        switch self {
        case .all: "true"
        case .any: "false"
        case .first, .last, .collect: isOptional ? "nil" : nil
        }
    }
}

/// Where delegates are called from, and what keeps the multicast safe there: one of the three
/// concurrency modes.
package enum ConcurrencyMode: Hashable, Sendable {
    /// From any thread at once: the protocol is `Sendable` and the multicast takes a lock
    /// (the default for a protocol without a global actor).
    case lockProtected
    /// On a global actor, such as `MainActor`: the multicast is isolated to it, with no lock.
    case globalActor(String)
    /// In one isolation domain, `@multicast(sendable: false)`: neither the protocol nor the
    /// multicast is `Sendable`, there is no lock, and the compiler keeps the multicast where it
    /// was made.
    case singleDomain

    /// The global actor, for ``globalActor(_:)``.
    package var globalActor: String? {
        if case .globalActor(let actor) = self {
            return actor
        }
        return nil
    }
}

/// The names of a multicast's own API, renamable with `@multicast(add: …)` when a requirement
/// would collide with one of them.
package struct MulticastAPI: Hashable, Sendable {
    /// Registers a delegate.
    package var add = "add"
    /// Unregisters a delegate.
    package var remove = "remove"
    /// Unregisters every delegate.
    package var removeAll = "removeAll"
    /// Whether a delegate is registered.
    package var contains = "contains"
    /// The number of live delegates.
    package var count = "count"
    /// Whether no live delegate is registered.
    package var isEmpty = "isEmpty"
    /// The live delegates, in call order.
    package var delegates = "delegates"
    /// Makes a stream of events, with `@multicast(events: true)`.
    package var events = "events"
    /// Registers closures, with `@multicast(observers: true)`.
    package var observe = "observe"

    /// The option keys of `@multicast(…)` that rename a member, with the member's key path.
    /// Each is the member's name, but for `eventsMethod`: `events` turns events on.
    static var renamable: [(key: String, keyPath: WritableKeyPath<MulticastAPI, String>)] {
        [
            ("add", \.add), ("remove", \.remove), ("removeAll", \.removeAll),
            ("contains", \.contains), ("count", \.count), ("isEmpty", \.isEmpty),
            ("delegates", \.delegates), ("eventsMethod", \.events), ("observe", \.observe),
        ]
    }
}

/// A delegate protocol and the multicast generated for it.
package struct DelegateProtocol: Hashable, Sendable {
    /// The protocol's name.
    package var name: String
    /// Its documentation comment lines.
    package var documentation: [String]
    /// The access level of the protocol and of everything generated for it.
    package var accessLevel: AccessLevel
    /// Swift attributes to copy onto the protocol, such as `@available(iOS 15, *)`.
    package var attributes: [String]
    /// Attributes to copy onto every declaration generated for the protocol (availability).
    package var derivedAttributes: [String]
    /// Where delegates are called from.
    package var concurrency: ConcurrencyMode
    /// Whether the protocol is declared elsewhere (`@multicast(existing: true)`): only its
    /// multicast is generated, conforming to it.
    package var isExisting: Bool
    /// Whether the protocol refines `NSObjectProtocol`, so that its multicast subclasses
    /// `NSObject` to conform.
    package var refinesNSObjectProtocol: Bool
    /// The protocols of the same file it inherits, directly, in source order.
    package var parents: [String]
    /// The inherited protocols declared elsewhere, as written, other than `AnyObject` and
    /// `Sendable` (and `NSObjectProtocol`, which ``refinesNSObjectProtocol`` records).
    package var inheritance: [String]
    /// The multicast class's name.
    package var multicastName: String
    /// How the multicast holds its delegates.
    package var storage: Storage
    /// The names of the multicast's own API.
    package var api: MulticastAPI
    /// Whether the multicast also vends its void calls as an asynchronous sequence of events
    /// (`@multicast(events: true)`).
    package var hasEvents: Bool
    /// Whether closures can observe the multicast's calls (`@multicast(observers: true)`).
    package var hasObservers: Bool
    /// Whether tests get a spy of the protocol: `nil` where one can be generated,
    /// `@multicast(spy: true)` insists on one and `spy: false` declines it.
    package var spyOption: Bool? = nil
    /// The spy class's name, `@multicast(spyName: …)`, or `nil` for `<Protocol>Spy`.
    package var spyName: String? = nil
    /// What keeps a spy from standing for the protocol, or `nil` when one can.
    package var spyObstacle: SpyObstacle? = nil
    /// The requirements declared in the protocol's body, in source order.
    package var methods: [Requirement]
    /// The requirements of the protocols it inherits from the same file, which the multicast
    /// forwards too: the farthest ancestor's first, each once.
    package var inheritedMethods: [Requirement]
    /// The line of the protocol's name in the `.mdgen` file.
    package var line: Int

    /// Every requirement the multicast forwards: the inherited ones, then its own.
    package var forwardedMethods: [Requirement] {
        inheritedMethods + methods
    }
}

/// What keeps a spy from standing for a protocol: why, and where in the `.mdgen` file.
package struct SpyObstacle: Hashable, Sendable {
    /// Why, as a clause that follows "no spy of 'Name': ", such as "it is 'private', …".
    package var reason: String
    /// The requirement, inherited protocol or modifier that stands in the way.
    package var range: SourceRange
}

/// A method requirement.
package struct Requirement: Hashable, Sendable {
    /// Its base name.
    package var name: String
    /// Its documentation comment lines.
    package var documentation: [String]
    /// Swift attributes to copy onto the requirement and the declarations generated from it.
    package var attributes: [String]
    /// Whether delegates may leave it out.
    package var isOptional: Bool
    /// Its generic parameters, such as `<T: Codable>`, or an empty string.
    package var genericParameterClause: String
    /// Its parameters.
    package var parameters: [Parameter]
    /// Whether it is `async`.
    package var isAsync: Bool
    /// Whether it throws: `throws` or `throws(DownloadError)`.
    package var isThrowing: Bool
    /// The error type of a typed throw, `DownloadError` in `throws(DownloadError)`; `nil` for
    /// `throws` alone, or when it does not throw.
    package var typedThrowsError: SwiftType?
    /// Its result type; `nil` when it returns nothing.
    package var returnType: SwiftType?
    /// Its `where` clause, such as `where T: Hashable`, or an empty string.
    package var whereClause: String
    /// How answers are combined; set exactly when `returnType` is, or when the requirement
    /// takes a completion handler.
    package var combine: CombineStrategy?
    /// The completion handler the requirement takes as its last parameter, whose argument is
    /// the delegates' answer.
    package var completion: CompletionHandler?
    /// Where the requirement's declaration starts in the `.mdgen` file (its `func` keyword,
    /// or its first modifier), for `#sourceLocation`.
    package var location: SourceLocation
}

extension Requirement {
    /// Its throws clause, such as `throws` or `throws(DownloadError)`, or `nil`.
    package var throwsClause: String? {
        guard isThrowing else {
            return nil
        }
        return typedThrowsError.map { "throws(\(TypePrinter.print($0)))" } ?? "throws"
    }

    /// What it throws, as Swift source: `DownloadError` for `throws(DownloadError)`, or
    /// `any Error`.
    package var thrownErrorType: String {
        typedThrowsError.map(TypePrinter.print) ?? "any Error"
    }
}

/// A requirement's completion handler: an escaping closure, its last parameter, through
/// which each delegate answers once, later. The multicast calls the real handler exactly once,
/// with the answers combined as the requirement's strategy says.
package struct CompletionHandler: Hashable, Sendable {
    /// The closure's parameter types: the answer, `()` when there are none.
    package var answerTypes: [SwiftType]
    /// The closure's type, without `@escaping`: `@Sendable (Bool) -> Void`.
    package var closureType: SwiftType
    /// The arguments the real handler gets when no delegate answers, as Swift source, such as
    /// `.performDefaultHandling, nil`: `@combine(…, default: …)`, or the strategy's neutral
    /// answer (`true` for `all`, `false` for `any`, `nil` for an optional answer).
    package var neutralArguments: String

    /// Whether the answer is one optional value, whose `nil` leaves the decision to others.
    package var answerIsOptional: Bool {
        answerTypes.count == 1 && answerTypes[0].optionalWrapped != nil
    }
}

/// A method parameter.
package struct Parameter: Hashable, Sendable {
    /// The argument label; `nil` for none (`_`).
    package var label: String?
    /// The parameter name.
    package var name: String
    /// `inout` or `borrowing`, if written.
    package var specifier: String?
    /// Its type.
    package var type: SwiftType
}
