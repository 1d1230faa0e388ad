import Dispatch
import Synchronization
import Testing

/// Records which dispatches reached it, and counts any dispatch that reached it twice.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)  // Atomic
final class PulseProbe: Pulse {
    private let seen = Locked<Set<Int>>([])
    private let repeats = Atomic<Int>(0)

    func pulse(_ dispatch: Int) {
        if !seen.withLock({ $0.insert(dispatch).inserted }) {
            repeats.add(1, ordering: .relaxed)
        }
    }

    var dispatchesSeen: Set<Int> {
        seen.withLock { $0 }
    }

    var repeatedCalls: Int {
        repeats.load(ordering: .relaxed)
    }
}

@Suite("Concurrency stress: run with `swift test --sanitize=thread` in CI")
struct StressTests {
    static let dispatchesPerThread = 1_500
    static let churnRounds = 1_500

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)  // Atomic
    @Test("threads adding, removing, releasing and dispatching at once lose and repeat no call")
    func everythingAtOnce() {
        let multicast = PulseMulticast()
        let resident = (0..<8).map { _ in PulseProbe() }
        for probe in resident {
            multicast.add(probe)
        }
        let nextDispatch = Atomic<Int>(0)
        let transientRepeats = Atomic<Int>(0)

        DispatchQueue.concurrentPerform(iterations: 6) { role in
            switch role {
            case 0, 1:
                // Dispatchers: every dispatch has its own number.
                for _ in 0..<Self.dispatchesPerThread {
                    multicast.pulse(nextDispatch.add(1, ordering: .relaxed).newValue)
                }
            case 2:
                // Registers and removes delegates, some from inside their own callback.
                for _ in 0..<Self.churnRounds {
                    let probe = PulseProbe()
                    multicast.add(probe)
                    multicast.add(probe)
                    _ = multicast.contains(probe)
                    multicast.remove(probe)
                    transientRepeats.add(probe.repeatedCalls, ordering: .relaxed)
                }
            case 3:
                // Registers delegates and drops the last reference, without removing them.
                for _ in 0..<Self.churnRounds {
                    let probe = PulseProbe()
                    multicast.add(probe)
                    transientRepeats.add(probe.repeatedCalls, ordering: .relaxed)
                }
            case 4:
                // Reads the bookkeeping while it changes.
                for _ in 0..<Self.churnRounds {
                    let count = multicast.count
                    let snapshot = multicast.delegates
                    #expect(count >= resident.count)
                    #expect(snapshot.count >= resident.count)
                    _ = multicast.isEmpty
                }
            default:
                // Adds and removes one resident-like delegate, and empties nothing.
                let probe = PulseProbe()
                for _ in 0..<Self.churnRounds {
                    multicast.add(probe)
                    multicast.remove(probe)
                }
            }
        }

        let total = nextDispatch.load(ordering: .relaxed)
        #expect(total == 2 * Self.dispatchesPerThread)
        for probe in resident {
            #expect(probe.repeatedCalls == 0)
            #expect(
                probe.dispatchesSeen == Set(1...total), "a registered delegate missed a dispatch")
        }
        #expect(transientRepeats.load(ordering: .relaxed) == 0)
        #expect(multicast.count == resident.count)
    }

    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)  // Atomic
    @Test("a delegate removing itself during concurrent dispatches is called at most once after")
    func selfRemovalUnderConcurrency() {
        let multicast = PulseMulticast()
        let resident = PulseProbe()
        multicast.add(resident)
        let leavers = (0..<200).map { _ in SelfRemovingPulse(multicast: multicast) }
        for leaver in leavers {
            multicast.add(leaver)
        }
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            for dispatch in 0..<200 {
                multicast.pulse(index * 1_000 + dispatch)
            }
        }
        for leaver in leavers {
            // Concurrent dispatches may each have fetched the leaver before its remove
            // returned; no dispatch can reach it after that.
            #expect(leaver.calls <= 4)
        }
        #expect(multicast.count == 1)
        #expect(resident.dispatchesSeen.count == 800)
    }
}

/// Removes itself from the multicast on its first call.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)  // Atomic
final class SelfRemovingPulse: Pulse {
    private let multicast: PulseMulticast
    private let callCount = Atomic<Int>(0)

    init(multicast: PulseMulticast) {
        self.multicast = multicast
    }

    func pulse(_ dispatch: Int) {
        callCount.add(1, ordering: .relaxed)
        multicast.remove(self)
    }

    var calls: Int {
        callCount.load(ordering: .relaxed)
    }
}
