import FallbackSubjects

/// What mdgen generates with `@multicast(sendable: false)`: no lock, no atomics.
final class SingleDomainMulticast: DispatchSubject {
    static let name = "generated, single-domain"
    private let multicast = SingleDomainTickDelegateMulticast()

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

/// The lock-protected multicast where `Atomic` is missing: dropped flags read under the lock.
final class FallbackMulticast: DispatchSubject {
    static let name = "generated, lock fallback"
    private let multicast = FallbackTickDelegateMulticast()

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

/// The multicast of a protocol declared elsewhere (`@multicast(existing: true)`).
final class ExistingMulticast: DispatchSubject {
    static let name = "generated, existing protocol"
    private let multicast = ExistingTickDelegateMulticast()

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
