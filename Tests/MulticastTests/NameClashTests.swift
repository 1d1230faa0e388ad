import Testing

final class ClashingDelegate: Clashing {
    let log = Log()

    func registry() { log.append("registry") }
    func lock() { log.append("lock") }
    func snapshot() -> [Int] { [1, 2] }
    func dropDeallocatedDelegates() { log.append("dropDeallocatedDelegates") }
    func entry(for key: String) -> Entry? { Entry(key: key) }
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
}
