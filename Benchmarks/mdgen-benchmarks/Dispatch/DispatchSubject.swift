/// One way of calling a method on many delegates, measured by the dispatch tables.
@MainActor
protocol DispatchSubject: AnyObject {
    /// The column header.
    static var name: String { get }

    /// Registers the delegates; called once, on a fresh subject.
    func install(_ listeners: [Listener], _ mainActorListeners: [MainActorListener])

    /// Dispatches the method `times` times.
    func dispatch(_ times: Int)
}

/// The kinds of subject each dispatch table compares, in column order: the generated
/// multicast, then the hand-written alternatives, the strong-reference loop first.
struct SubjectSet {
    /// The table's name.
    let title: String
    /// Makes a fresh, empty subject of each kind.
    let make: @MainActor () -> [any DispatchSubject]

    /// The lock-protected multicast against alternatives usable from any thread.
    static let lockProtected = SubjectSet(title: "lock-protected multicast") {
        [
            StrongLoop(), GeneratedMulticast(), GeneratedStrongMulticast(), SingleDomainMulticast(),
            FallbackMulticast(), ExistingMulticast(), LockedWeakBoxLoop(),
            ClosureArray(), NotificationCenterObservers(),
        ]
    }

    /// The main-actor multicast against alternatives isolated to the main actor.
    static let mainActor = SubjectSet(title: "@MainActor multicast") {
        [
            MainActorStrongLoop(), MainActorGeneratedMulticast(), MainActorWeakBoxLoop(),
            MainActorClosureArray(), MainActorNotificationCenterObservers(),
        ]
    }
}
