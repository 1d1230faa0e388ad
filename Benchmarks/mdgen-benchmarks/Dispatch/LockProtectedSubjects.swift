import Foundation
import Synchronization

/// The floor: a plain array of strong references, looped over. Not thread-safe and never lets
/// a delegate go, so nothing else can be faster and still call every delegate.
final class StrongLoop: DispatchSubject {
    static let name = "strong loop"
    private var delegates: [any TickDelegate] = []

    func install(_ listeners: [Listener], _ mainActorListeners: [MainActorListener]) {
        delegates = listeners
    }

    func dispatch(_ times: Int) {
        for _ in 0..<times {
            for delegate in delegates {
                delegate.tick()
            }
        }
    }
}

/// What mdgen generates: `TickDelegateMulticast`.
final class GeneratedMulticast: DispatchSubject {
    static let name = "generated"
    private let multicast = TickDelegateMulticast()

    func install(_ listeners: [Listener], _ mainActorListeners: [MainActorListener]) {
        for listener in listeners {
            multicast.add(listener)
        }
    }

    func dispatch(_ times: Int) {
        for _ in 0..<times {
            multicast.tick()
        }
    }
}

/// What mdgen generates with `@multicast(storage: strong)`: `StrongTickDelegateMulticast`.
final class GeneratedStrongMulticast: DispatchSubject {
    static let name = "generated, strong storage"
    private let multicast = StrongTickDelegateMulticast()

    func install(_ listeners: [Listener], _ mainActorListeners: [MainActorListener]) {
        for listener in listeners {
            multicast.add(listener)
        }
    }

    func dispatch(_ times: Int) {
        for _ in 0..<times {
            multicast.tick()
        }
    }
}

/// A weak reference to a delegate, as hand-written multicast code boxes it.
struct WeakBox {
    weak var delegate: (any TickDelegate)?
}

/// What careful people write: a lock around an array of weak boxes, copied under the lock
/// and iterated outside it, so delegates are never called with the lock held.
final class LockedWeakBoxLoop: DispatchSubject {
    static let name = "lock + weak-box snapshot"
    private let boxes = Mutex<[WeakBox]>([])

    func install(_ listeners: [Listener], _ mainActorListeners: [MainActorListener]) {
        boxes.withLock { boxes in
            boxes = listeners.map { WeakBox(delegate: $0) }
        }
    }

    func dispatch(_ times: Int) {
        for _ in 0..<times {
            tick()
        }
    }

    @inline(never)
    private func tick() {
        let snapshot = boxes.withLock { boxes -> [WeakBox] in
            let copy = boxes
            return copy
        }
        for box in snapshot {
            box.delegate?.tick()
        }
    }
}

/// An array of closures, each calling one delegate it captured strongly.
final class ClosureArray: DispatchSubject {
    static let name = "closure array"
    private var handlers: [@Sendable () -> Void] = []

    func install(_ listeners: [Listener], _ mainActorListeners: [MainActorListener]) {
        handlers = listeners.map { listener in { listener.tick() } }
    }

    func dispatch(_ times: Int) {
        for _ in 0..<times {
            for handler in handlers {
                handler()
            }
        }
    }
}

/// `NotificationCenter.post` to block observers, each calling one delegate. A private center,
/// so no other observer of the process is in the way.
final class NotificationCenterObservers: DispatchSubject {
    static let name = "NotificationCenter"
    private static let notification = Notification.Name("TickDelegate.tick")
    private let center = NotificationCenter()
    private var observers: [any NSObjectProtocol] = []

    func install(_ listeners: [Listener], _ mainActorListeners: [MainActorListener]) {
        observers = listeners.map { listener in
            center.addObserver(forName: Self.notification, object: nil, queue: nil) { _ in
                listener.tick()
            }
        }
    }

    func dispatch(_ times: Int) {
        for _ in 0..<times {
            center.post(name: Self.notification, object: nil)
        }
    }
}
