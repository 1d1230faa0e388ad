import MDGenModel
import MDGenMustache

/// The context of the machinery that every multicast shares — the registries, their storage
/// and snapshots — holding only the parts that the multicasts it serves use: the `support`
/// template's root, and a generated file's `inlineSupport`.
///
/// It is rendered once per output directory or target (the support file), or into each
/// generated file as private declarations when there is nowhere else to put it.
struct SupportContext: Encodable {
    /// `"private "` when the machinery is inlined into a generated file, else empty.
    var supportAccess: String
    var isInline: Bool
    /// Whether a served multicast is lock-protected or has events: the lock-protected
    /// registry.
    var hasLockedRegistry: Bool
    /// Whether the lock behind shared state is needed: a locked registry or completion
    /// handlers.
    var hasMutex: Bool
    /// Whether a served multicast keeps its delegates in one isolation domain.
    var hasRegistry: Bool
    /// Whether a served multicast has event streams.
    var hasEvents: Bool
    /// Whether a served multicast has closure observers, and in which modes.
    var hasObservers: Bool
    var hasLockedObservation: Bool
    var hasObservation: Bool
    /// Whether a served requirement has a completion handler.
    var hasCompletionHandlers: Bool
    /// The `#available` arguments of `Atomic`: the first OS versions that have it; earlier
    /// ones read flags under the lock.
    var atomicsAvailability = "macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *"

    init(serving files: [MulticastFile], isInline: Bool) {
        // Whether a protocol of `files` is `matching`, without copying the protocols into a
        // list of their own: the support file serves every protocol of a target.
        func any(_ matching: (DelegateProtocol) -> Bool) -> Bool {
            files.contains { $0.protocols.contains(where: matching) }
        }
        supportAccess = isInline ? "private " : ""
        self.isInline = isInline
        // Event streams are registered behind a lock in every mode.
        hasLockedRegistry = any { $0.concurrency == .lockProtected || $0.hasEvents }
        hasEvents = any(\.hasEvents)
        // A multicast forwards its parents' requirements too: both lists are looked at in
        // place rather than joined.
        hasCompletionHandlers = any { model in
            model.methods.contains { $0.completion != nil }
                || model.inheritedMethods.contains { $0.completion != nil }
        }
        hasMutex = hasLockedRegistry || hasCompletionHandlers
        hasRegistry = any { $0.concurrency != .lockProtected }
        hasObservers = any(\.hasObservers)
        hasLockedObservation = any { $0.hasObservers && $0.concurrency == .lockProtected }
        hasObservation = any { $0.hasObservers && $0.concurrency != .lockProtected }
    }

    /// The imports the machinery needs: `NSLock` comes from Foundation, and `Atomic` from
    /// Synchronization where it exists (its use is behind availability checks).
    static func imports(of support: SupportContext) -> [String] {
        var imports: [String] = []
        if support.hasLockedRegistry || support.hasEvents || support.hasCompletionHandlers {
            imports.append("import Foundation")
        }
        if support.hasLockedRegistry {
            imports.append("#if canImport(Synchronization)\n    import Synchronization\n#endif")
        }
        return imports
    }
}
