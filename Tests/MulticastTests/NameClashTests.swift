import Testing

final class ClashingDelegate: Clashing {
    let log = Log()

    func registry() { log.append("registry") }
    func lock() { log.append("lock") }
    func snapshot() -> [Int] { [1, 2] }
    func dropDeallocatedDelegates() { log.append("dropDeallocatedDelegates") }
    func entry(for key: String) -> Entry? { Entry(key: key) }

    func tally(result: [Int], delegate: Int, delegates: Int, answer: String, snapshot: Int) -> Int {
        result.reduce(0, +) + delegate + delegates + answer.count + snapshot
    }

    func approve(result: Bool, delegate: Bool) -> Bool {
        result && delegate
    }
}

@Suite("Requirements named like the multicast's private members")
struct NameClashTests {
    @Test("dispatch to requirements that share names with the multicast's internals")
    func privateNamesGiveWay() {
        let multicast = ClashingMulticast()
        let delegate = ClashingDelegate()
        multicast.add(delegate)
        multicast.registry()
        multicast.lock()
        multicast.dropDeallocatedDelegates()
        #expect(multicast.snapshot() == [[1, 2]])
        #expect(multicast.entry(for: "k") == Entry(key: "k"))
        #expect(delegate.log.all == ["registry", "lock", "dropDeallocatedDelegates"])
    }

    @Test("parameters named like the dispatch method's locals reach the delegates unchanged")
    func parametersAreNotShadowed() {
        let multicast = ClashingMulticast()
        let delegate = ClashingDelegate()
        multicast.add(delegate)
        #expect(
            multicast.tally(
                result: [1, 2], delegate: 10, delegates: 1_000, answer: "abc", snapshot: 100)
                == [1_116])
        #expect(multicast.approve(result: true, delegate: true))
        #expect(!multicast.approve(result: true, delegate: false))
    }
}
