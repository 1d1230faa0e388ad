/// Something observers attach to and are updated by: the original's `Subject` protocol.
protocol Subject: AnyObject, Sendable {
    /// The kind of observer the subject accepts.
    associatedtype AttachedObserver

    /// How the subject is named in the log.
    var name: String { get }

    /// Adds `observer` to the observers `notifyObservers()` updates.
    func attach(_ observer: AttachedObserver)

    /// Removes `observer`: `notifyObservers()` no longer updates it.
    func detach(_ observer: AttachedObserver)

    /// Updates every attached observer, in the order they were attached.
    func notifyObservers()
}
