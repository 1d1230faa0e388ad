/// A multicast as the registration benchmark sees it: something to add delegates to and
/// remove them from. Generic code over it is specialised, so the measured loops call the
/// generated `add(_:)` and `remove(_:)` directly.
@MainActor
protocol Registrar {
    associatedtype Delegate

    /// The table's name for this multicast.
    static var name: String { get }

    init()
    func add(_ delegate: Delegate)
    func remove(_ delegate: Delegate)
}

extension TickDelegateMulticast: Registrar {
    static let name = "lock-protected"
}

extension MainActorTickDelegateMulticast: Registrar {
    static let name = "@MainActor"
}
