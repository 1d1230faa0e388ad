import MDGenModel
import MDGenMustache

/// The context of the machinery that every multicast shares — the registries, their storage
/// and snapshots — holding only the parts that the multicasts it serves use.
///
/// It is rendered once per output directory or target (the support file), or into each
/// generated file as private declarations when there is nowhere else to put it.
struct SupportContext {
    /// The imports the machinery needs: `NSLock` comes from Foundation, and `Atomic` from
    /// Synchronization where it exists (its use is behind availability checks).
    let imports: [String]
    /// The context's keys, documented in `Documentation/Templates.md`.
    let members: [String: TemplateValue]

    init(serving files: [MulticastFile], isInline: Bool) {
        // Whether a protocol of `files` is `matching`, without copying the protocols into a
        // list of their own: the support file serves every protocol of a target.
        func any(_ matching: (DelegateProtocol) -> Bool) -> Bool {
            files.contains { $0.protocols.contains(where: matching) }
        }
        // Event streams are registered behind a lock in every mode.
        let hasLockedRegistry = any { $0.concurrency == .lockProtected || $0.hasEvents }
        let hasEvents = any(\.hasEvents)
        // A multicast forwards its parents' requirements too: both lists are looked at in
        // place rather than joined.
        let hasCompletionHandlers = any { model in
            model.methods.contains { $0.completion != nil }
                || model.inheritedMethods.contains { $0.completion != nil }
        }
        var imports: [String] = []
        if hasLockedRegistry || hasEvents || hasCompletionHandlers {
            imports.append("import Foundation")
        }
        if hasLockedRegistry {
            imports.append("#if canImport(Synchronization)\n    import Synchronization\n#endif")
        }
        self.imports = imports
        members = [
            "supportAccess": .string(isInline ? "private " : ""),
            "isInline": .bool(isInline),
            "hasLockedRegistry": .bool(hasLockedRegistry),
            "hasMutex": .bool(hasLockedRegistry || hasCompletionHandlers),
            "hasRegistry": .bool(any { $0.concurrency != .lockProtected }),
            "hasEvents": .bool(hasEvents),
            "hasObservers": .bool(any(\.hasObservers)),
            "hasLockedObservation": .bool(
                any { $0.hasObservers && $0.concurrency == .lockProtected }),
            "hasObservation": .bool(any { $0.hasObservers && $0.concurrency != .lockProtected }),
            "hasCompletionHandlers": .bool(hasCompletionHandlers),
            "atomicsAvailability": .string(Self.atomicsAvailability),
        ]
    }

    /// The first OS versions with `Atomic`; earlier ones read flags under the lock.
    static let atomicsAvailability = "macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *"
}
