/// A delegate protocol declared in Swift, the way a framework declares one; its multicast is
/// generated from `ExistingTickDelegate.mdgen` with `@multicast(existing: true)`.
protocol ExistingTickDelegate: AnyObject, Sendable {
    /// A plain notification: the void dispatch.
    func tick()
}
