import Testing

@Suite("Storage: weak by default, strong on request, no dead entries kept")
struct StorageTests {
    let log = Log()

    @Test("a deallocated delegate is no longer called or counted")
    func weakDelegatesGoAway() {
        let multicast = RecorderMulticast()
        let kept = Probe("kept", log: log)
        var released: Probe? = Probe("released", log: log)
        multicast.add(kept)
        multicast.add(released!)
        #expect(multicast.count == 2)
        weak let observer = released
        released = nil
        #expect(observer == nil, "the multicast must not keep its delegates alive")
        #expect(multicast.count == 1)
        #expect(!multicast.isEmpty)
        #expect(multicast.delegates.count == 1)
        multicast.event("go")
        #expect(log.all == ["kept:go"])
    }

    @Test("a new object at a dead delegate's address is a new delegate")
    func addressReuseIsANewDelegate() throws {
        let multicast = RecorderMulticast()
        var reused: Probe?
        // Allocate, register and release probes until the allocator hands a dead probe's
        // address to a new one, which it does readily for objects of the same size.
        for attempt in 0..<10_000 {
            var dead: Probe? = Probe("dead\(attempt)", log: log)
            let address = ObjectIdentifier(dead!)
            multicast.add(dead!)
            dead = nil
            let candidate = Probe("new\(attempt)", log: log)
            if ObjectIdentifier(candidate) == address {
                reused = candidate
                break
            }
        }
        let newcomer = try #require(reused, "the allocator never reused an address")
        #expect(
            !multicast.contains(newcomer), "a dead delegate's address must not make it registered")
        multicast.event("before")
        #expect(log.all.isEmpty)
        multicast.add(newcomer)
        #expect(multicast.contains(newcomer))
        #expect(multicast.count == 1)
        multicast.event("after")
        #expect(log.all == ["\(newcomer.name):after"])
        multicast.remove(newcomer)
        #expect(multicast.isEmpty)
    }

    @Test("strong storage keeps delegates alive until they are removed")
    func strongStorageRetains() {
        let multicast = StrongRecorders()
        var delegate: StrongProbe? = StrongProbe(log: log)
        weak let observer = delegate
        multicast.add(delegate!)
        delegate = nil
        #expect(observer != nil)
        multicast.event("kept")
        #expect(log.all == ["strong:kept"])
        if let observer {
            multicast.remove(observer)
        }
        #expect(observer == nil, "removing releases the delegate")
    }

    @Test("after heavy churn only the live delegates remain", arguments: [false, true])
    func churnLeavesOnlyLiveDelegates(removesExplicitly: Bool) {
        let multicast = RecorderMulticast()
        let resident = (0..<10).map { Probe("resident\($0)", log: log) }
        for probe in resident {
            multicast.add(probe)
        }
        for round in 0..<50_000 {
            let transient = Probe("t\(round)", log: log)
            multicast.add(transient)
            if removesExplicitly {
                multicast.remove(transient)
            }
        }
        // Memory under churn is measured by the benchmarks (`mdgen-benchmarks --smoke`),
        // where nothing else allocates at the same time.
        #expect(multicast.count == resident.count)
        #expect(
            multicast.delegates.map(ObjectIdentifier.init) == resident.map(ObjectIdentifier.init))
        multicast.event("go")
        #expect(log.all == resident.map { "\($0.name):go" })
    }
}

final class StrongProbe: StrongRecorder {
    let log: Log

    init(log: Log) {
        self.log = log
    }

    func event(_ name: String) {
        log.append("strong:\(name)")
    }
}
