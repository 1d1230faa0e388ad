import Testing

@Suite("Registration: order, duplicates, identity")
struct RegistrationTests {
    let log = Log()

    @Test("calls go out in registration order")
    func registrationOrder() {
        let multicast = RecorderMulticast()
        let probes = (1...5).map { Probe("p\($0)", log: log) }
        for probe in probes {
            multicast.add(probe)
        }
        multicast.event("go")
        #expect(log.all == ["p1:go", "p2:go", "p3:go", "p4:go", "p5:go"])
    }

    @Test("adding a registered delegate again does nothing and keeps its first place")
    func duplicatesKeepTheirPlace() {
        let multicast = RecorderMulticast()
        let first = Probe("first", log: log)
        let second = Probe("second", log: log)
        multicast.add(first)
        multicast.add(second)
        multicast.add(first)
        multicast.add(second)
        #expect(multicast.count == 2)
        multicast.event("go")
        #expect(log.all == ["first:go", "second:go"])
    }

    @Test("the same object through two existentials is one delegate")
    func identityIsTheObject() {
        let multicast = RecorderMulticast()
        let probe = Probe("p", log: log)
        let asRecorder: any Recorder = probe
        multicast.add(probe)
        multicast.add(asRecorder)
        #expect(multicast.count == 1)
        #expect(multicast.contains(asRecorder))
    }

    @Test("count, isEmpty, contains and the snapshot follow add and remove")
    func bookkeeping() {
        let multicast = RecorderMulticast()
        let first = Probe("first", log: log)
        let second = Probe("second", log: log)
        #expect(multicast.isEmpty)
        #expect(multicast.count == 0)
        multicast.add(first)
        multicast.add(second)
        #expect(!multicast.isEmpty)
        #expect(multicast.count == 2)
        #expect(multicast.contains(first) && multicast.contains(second))
        #expect(identities(multicast.delegates) == identities([first, second]))
        multicast.remove(first)
        #expect(!multicast.contains(first))
        #expect(identities(multicast.delegates) == identities([second]))
        multicast.remove(first)
        #expect(multicast.count == 1)
        multicast.removeAll()
        #expect(multicast.isEmpty)
        #expect(multicast.delegates.isEmpty)
    }

    @Test("a removed delegate can be added again, at the end")
    func readdingGoesLast() {
        let multicast = RecorderMulticast()
        let first = Probe("first", log: log)
        let second = Probe("second", log: log)
        multicast.add(first)
        multicast.add(second)
        multicast.remove(first)
        multicast.add(first)
        multicast.event("go")
        #expect(log.all == ["second:go", "first:go"])
    }

    @Test("order survives many removals, which compact the storage")
    func orderSurvivesCompaction() {
        let multicast = RecorderMulticast()
        let probes = (0..<200).map { Probe("p\($0)", log: log) }
        for probe in probes {
            multicast.add(probe)
        }
        for probe in probes where Int(probe.name.dropFirst())! % 3 != 0 {
            multicast.remove(probe)
        }
        let expected = probes.filter { Int($0.name.dropFirst())! % 3 == 0 }
        #expect(identities(multicast.delegates) == identities(expected))
        multicast.event("go")
        #expect(log.all == expected.map { "\($0.name):go" })
    }

    @Test("renamed API members leave room for requirements with the same names")
    func renamedAPI() {
        let multicast = SubscriberMulticast()
        let subscriber = CountingSubscriber()
        multicast.addSubscriber(subscriber)
        #expect(multicast.subscriberCount == 1)
        multicast.add(3)
        multicast.remove("x")
        multicast.count()
        #expect(subscriber.received.withLock { $0 } == ["add 3", "remove x", "count"])
        multicast.removeSubscriber(subscriber)
        #expect(multicast.isEmpty)
    }
}

/// The delegates' identities, to compare lists of delegates.
func identities(_ delegates: [any Recorder]) -> [ObjectIdentifier] {
    delegates.map { ObjectIdentifier($0) }
}

final class CountingSubscriber: Subscriber {
    let received = Locked<[String]>([])

    func add(_ value: Int) {
        received.withLock { $0.append("add \(value)") }
    }

    func remove(_ item: String) {
        received.withLock { $0.append("remove \(item)") }
    }

    func count() {
        received.withLock { $0.append("count") }
    }
}
