import Dispatch
import Foundation
import Testing

@Suite("Re-entrancy: delegates may change the multicast from inside a callback")
struct ReentrancyTests {
    let log = Log()

    @Test("a delegate can remove itself during a dispatch; the others are still called")
    func removeSelf() {
        let multicast = RecorderMulticast()
        let (first, second, third) = (
            Probe("a", log: log), Probe("b", log: log), Probe("c", log: log)
        )
        for probe in [first, second, third] {
            multicast.add(probe)
        }
        second.configure { $0.reaction = { [multicast] probe in multicast.remove(probe) } }
        multicast.event("1")
        multicast.event("2")
        #expect(log.all == ["a:1", "b:1", "c:1", "a:2", "c:2"])
    }

    @Test("a delegate removed by an earlier one in the same dispatch is not called")
    func removeLaterDelegate() {
        let multicast = RecorderMulticast()
        let (first, second, third) = (
            Probe("a", log: log), Probe("b", log: log), Probe("c", log: log)
        )
        for probe in [first, second, third] {
            multicast.add(probe)
        }
        first.configure { $0.reaction = { [multicast] _ in multicast.remove(second) } }
        multicast.event("1")
        #expect(log.all == ["a:1", "c:1"])
    }

    @Test("a delegate added during a dispatch is called by the next dispatch, not this one")
    func addDuringDispatch() {
        let multicast = RecorderMulticast()
        let first = Probe("a", log: log)
        let latecomer = Probe("late", log: log)
        multicast.add(first)
        first.configure { $0.reaction = { [multicast] _ in multicast.add(latecomer) } }
        multicast.event("1")
        #expect(log.all == ["a:1"])
        first.configure { $0.reaction = nil }
        multicast.event("2")
        #expect(log.all == ["a:1", "a:2", "late:2"])
    }

    @Test("removeAll during a dispatch stops it after the current delegate")
    func removeAllDuringDispatch() {
        let multicast = RecorderMulticast()
        let probes = (1...4).map { Probe("p\($0)", log: log) }
        for probe in probes {
            multicast.add(probe)
        }
        probes[1].configure { $0.reaction = { [multicast] _ in multicast.removeAll() } }
        multicast.event("1")
        #expect(log.all == ["p1:1", "p2:1"])
        #expect(multicast.isEmpty)
    }

    @Test("a delegate can dispatch again from inside a callback")
    func nestedDispatch() {
        let multicast = RecorderMulticast()
        let (first, second) = (Probe("a", log: log), Probe("b", log: log))
        multicast.add(first)
        multicast.add(second)
        first.configure {
            $0.reaction = { [multicast] probe in
                probe.configure { $0.reaction = nil }
                multicast.event("inner")
            }
        }
        multicast.event("outer")
        #expect(log.all == ["a:outer", "a:inner", "b:inner", "b:outer"])
    }

    @Test("many removals and additions inside one dispatch keep the order of the rest")
    func heavyChurnInsideDispatch() {
        let multicast = RecorderMulticast()
        let probes = (0..<100).map { Probe("p\($0)", log: log) }
        for probe in probes {
            multicast.add(probe)
        }
        let newcomers = (0..<100).map { Probe("n\($0)", log: log) }
        // The first delegate removes every even probe and adds many newcomers, which compacts
        // the storage under the running dispatch.
        probes[0].configure {
            $0.reaction = { [multicast] _ in
                for (index, probe) in probes.enumerated() where index % 2 == 0 && index > 0 {
                    multicast.remove(probe)
                }
                for newcomer in newcomers {
                    multicast.add(newcomer)
                }
            }
        }
        multicast.event("go")
        // The reaction holds `probes`, which holds its owner: break the cycle, so that
        // AddressSanitizer's leak check sees no leak of the test's own making.
        probes[0].configure { $0.reaction = nil }
        let expected =
            ["p0:go"]
            + probes.enumerated().filter { $0.offset % 2 == 1 }.map { "\($0.element.name):go" }
        #expect(log.all == expected)
    }

    @Test("once remove returns on another thread, a dispatch in progress skips the delegate")
    func removeFromAnotherThread() {
        let multicast = RecorderMulticast()
        let (first, second) = (Probe("a", log: log), Probe("b", log: log))
        multicast.add(first)
        multicast.add(second)
        let firstIsRunning = DispatchSemaphore(value: 0)
        let removed = DispatchSemaphore(value: 0)
        first.configure {
            $0.reaction = { _ in
                firstIsRunning.signal()
                removed.wait()
            }
        }
        let finished = DispatchSemaphore(value: 0)
        Thread {
            multicast.event("go")
            finished.signal()
        }.start()
        firstIsRunning.wait()
        // The dispatch is inside the first delegate and holds no lock, so this does not block.
        multicast.remove(second)
        removed.signal()
        finished.wait()
        #expect(log.all == ["a:go"])
    }
}
