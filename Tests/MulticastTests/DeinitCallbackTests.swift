import Dispatch
import Testing

/// Calls back into a multicast from its deinit, as delegates that unregister or log on the way
/// out do. If the multicast released such a delegate while holding its lock, this would
/// deadlock (or, on an actor, break exclusive access).
final class DeinitCallingObserver: StrongRecorder {
    let multicast: StrongRecorders
    let log: Log

    init(multicast: StrongRecorders, log: Log) {
        self.multicast = multicast
        self.log = log
    }

    func event(_ name: String) {}

    deinit {
        log.append("deinit saw \(multicast.count) delegate(s)")
    }
}

final class DeinitCallingPulse: Pulse {
    let multicast: PulseMulticast

    init(multicast: PulseMulticast) {
        self.multicast = multicast
    }

    func pulse(_ dispatch: Int) {}

    deinit {
        _ = multicast.isEmpty
    }
}

@Suite("Delegates whose deinit calls back into the multicast")
struct DeinitCallbackTests {
    @Test("removeAll releases strongly held delegates after the lock, so their deinit can call in")
    func strongRemoveAllReleasesOutsideTheLock() {
        let log = Log()
        let multicast = StrongRecorders()
        multicast.add(DeinitCallingObserver(multicast: multicast, log: log))
        multicast.add(DeinitCallingObserver(multicast: multicast, log: log))
        multicast.removeAll()
        #expect(log.all == ["deinit saw 0 delegate(s)", "deinit saw 0 delegate(s)"])
    }

    @Test("delegates dying on other threads while the registry changes never deadlock it")
    func concurrentDeathsWithCallbacks() {
        let multicast = PulseMulticast()
        DispatchQueue.concurrentPerform(iterations: 4) { role in
            for round in 0..<2_000 {
                switch role {
                case 0, 1:
                    // Registers short-lived delegates: the registry grows, compacts and looks
                    // for the dead ones while other threads let theirs go.
                    let delegate = DeinitCallingPulse(multicast: multicast)
                    multicast.add(delegate)
                    if round % 3 == 0 {
                        multicast.remove(delegate)
                    }
                case 2:
                    multicast.pulse(round)
                default:
                    _ = multicast.contains(DeinitCallingPulse(multicast: multicast))
                }
            }
        }
        #expect(multicast.isEmpty)
    }
}
