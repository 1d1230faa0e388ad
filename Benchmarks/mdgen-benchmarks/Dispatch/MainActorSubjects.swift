import Foundation

/// The main-actor floor: a plain array of strong references, looped over.
final class MainActorStrongLoop: DispatchSubject {
    static let name = "strong loop"
    private var delegates: [any MainActorTickDelegate] = []

    func install(_ listeners: [Listener], _ mainActorListeners: [MainActorListener]) {
        delegates = mainActorListeners
    }

    func dispatch(_ times: Int) {
        for _ in 0..<times {
            for delegate in delegates {
                delegate.tick()
            }
        }
    }
}

/// What mdgen generates for a `@MainActor` protocol: `MainActorTickDelegateMulticast`.
final class MainActorGeneratedMulticast: DispatchSubject {
    static let name = "generated"
    private let multicast = MainActorTickDelegateMulticast()

    func install(_ listeners: [Listener], _ mainActorListeners: [MainActorListener]) {
        for listener in mainActorListeners {
            multicast.add(listener)
        }
    }

    func dispatch(_ times: Int) {
        for _ in 0..<times {
            multicast.tick()
        }
    }
}

/// A weak reference to a main-actor delegate.
struct MainActorWeakBox {
    weak var delegate: (any MainActorTickDelegate)?
}

/// The careful hand-written loop on the main actor: no lock is needed, but the array is still
/// copied before the loop so that a delegate may add or remove during the dispatch.
final class MainActorWeakBoxLoop: DispatchSubject {
    static let name = "weak-box snapshot"
    private var boxes: [MainActorWeakBox] = []

    func install(_ listeners: [Listener], _ mainActorListeners: [MainActorListener]) {
        boxes = mainActorListeners.map { MainActorWeakBox(delegate: $0) }
    }

    func dispatch(_ times: Int) {
        for _ in 0..<times {
            tick()
        }
    }

    @inline(never)
    private func tick() {
        let snapshot = boxes
        for box in snapshot {
            box.delegate?.tick()
        }
    }
}

/// An array of main-actor closures, each calling one delegate it captured strongly.
final class MainActorClosureArray: DispatchSubject {
    static let name = "closure array"
    private var handlers: [@MainActor () -> Void] = []

    func install(_ listeners: [Listener], _ mainActorListeners: [MainActorListener]) {
        handlers = mainActorListeners.map { listener in { listener.tick() } }
    }

    func dispatch(_ times: Int) {
        for _ in 0..<times {
            for handler in handlers {
                handler()
            }
        }
    }
}

/// `NotificationCenter.post` to block observers on the main actor. The blocks are not
/// isolated, so each one asserts that it runs on the main actor before calling the delegate,
/// as Swift 6 code must.
final class MainActorNotificationCenterObservers: DispatchSubject {
    static let name = "NotificationCenter"
    private static let notification = Notification.Name("MainActorTickDelegate.tick")
    private let center = NotificationCenter()
    private var observers: [any NSObjectProtocol] = []

    func install(_ listeners: [Listener], _ mainActorListeners: [MainActorListener]) {
        observers = mainActorListeners.map { listener in
            center.addObserver(forName: Self.notification, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated {
                    listener.tick()
                }
            }
        }
    }

    func dispatch(_ times: Int) {
        for _ in 0..<times {
            center.post(name: Self.notification, object: nil)
        }
    }
}
