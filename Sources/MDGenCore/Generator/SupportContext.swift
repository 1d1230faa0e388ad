/// The context of the machinery that every multicast shares — the registries, their storage
/// and snapshots — holding only the parts that the multicasts it serves use.
///
/// It is rendered once per output directory or target (the support file), or into each
/// generated file as private declarations when there is nowhere else to put it.
struct SupportContext {
    /// Whether the declarations are private to one generated file.
    let isInline: Bool
    /// Whether a multicast takes a lock, or vends event streams (which are registered behind
    /// a lock in every mode): `LockedMulticastRegistry` and its snapshot.
    let hasLockedRegistry: Bool
    /// Whether a multicast lives on a global actor or in one isolation domain:
    /// `MulticastRegistry` and its snapshot.
    let hasRegistry: Bool
    /// Whether a multicast vends event streams.
    let hasEvents: Bool
    /// Whether closures can observe a multicast.
    let hasObservers: Bool
    /// Whether closures can observe a lock-protected multicast: `LockedMulticastObservation`.
    let hasLockedObservation: Bool
    /// Whether closures can observe a multicast without a lock: `MulticastObservation`.
    let hasObservation: Bool
    /// Whether a requirement takes a completion handler.
    let hasCompletionHandlers: Bool

    init(serving files: [MulticastFile], isInline: Bool) {
        // Whether a protocol of `files` is `matching`, without copying the protocols into a
        // list of their own: the support file serves every protocol of a target.
        func any(_ matching: (DelegateProtocol) -> Bool) -> Bool {
            files.contains { $0.protocols.contains(where: matching) }
        }
        self.isInline = isInline
        hasLockedRegistry = any { $0.concurrency == .lockProtected || $0.hasEvents }
        hasRegistry = any { $0.concurrency != .lockProtected }
        hasEvents = any(\.hasEvents)
        hasObservers = any(\.hasObservers)
        hasLockedObservation = any { $0.hasObservers && $0.concurrency == .lockProtected }
        hasObservation = any { $0.hasObservers && $0.concurrency != .lockProtected }
        // A multicast forwards its parents' requirements too: both lists are looked at in
        // place rather than joined.
        hasCompletionHandlers = any { model in
            model.methods.contains { $0.completion != nil }
                || model.inheritedMethods.contains { $0.completion != nil }
        }
    }

    /// The imports the machinery needs: `NSLock` comes from Foundation, and `Atomic` from
    /// Synchronization where it exists (its use is behind availability checks).
    var imports: [String] {
        guard hasLockedRegistry || hasEvents || hasCompletionHandlers else {
            return []
        }
        var imports = ["import Foundation"]
        if hasLockedRegistry {
            imports.append("#if canImport(Synchronization)\n    import Synchronization\n#endif")
        }
        return imports
    }

    /// The context's keys.
    var members: [String: TemplateValue] {
        [
            "supportAccess": .string(isInline ? "private " : ""),
            "isInline": .bool(isInline),
            "hasLockedRegistry": .bool(hasLockedRegistry),
            "hasMutex": .bool(hasLockedRegistry || hasCompletionHandlers),
            "hasRegistry": .bool(hasRegistry),
            "hasEvents": .bool(hasEvents),
            "hasObservers": .bool(hasObservers),
            "hasLockedObservation": .bool(hasLockedObservation),
            "hasObservation": .bool(hasObservation),
            "hasCompletionHandlers": .bool(hasCompletionHandlers),
            "atomicsAvailability": .string(Self.atomicsAvailability),
        ]
    }

    /// The first OS versions with `Atomic`; earlier ones read flags under the lock.
    static let atomicsAvailability = "macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *"
}
