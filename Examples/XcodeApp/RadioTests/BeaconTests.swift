import Testing

@testable import Radio

/// The beacon's delegate calls, checked with `BeaconDelegateSpy`, which the build plugin
/// generates for this test target from the app target's `BeaconDelegate.mdgen`.
@MainActor
@Suite("A beacon tells its delegates")
struct BeaconTests {
    @Test("every measurement reaches the delegates, in order")
    func measurements() {
        let beacon = Beacon()
        let spy = BeaconDelegateSpy()
        beacon.delegates.add(spy)
        beacon.measure(3)
        beacon.measure(5)
        #expect(spy.beaconDidMeasureCalls.map(\.strength) == [3, 5])
        #expect(spy.beaconDidGoQuietCalls.isEmpty)
    }

    @Test("the beacon goes quiet once, when a heard signal fades to nothing")
    func quiet() {
        let beacon = Beacon()
        let spy = BeaconDelegateSpy()
        beacon.delegates.add(spy)
        beacon.measure(0)
        #expect(spy.beaconDidGoQuietCalls.isEmpty, "never heard, so never quiet")
        beacon.measure(2)
        beacon.measure(0)
        beacon.measure(0)
        #expect(spy.beaconDidGoQuietCalls.count == 1)
        #expect(spy.calls.count == 5)
    }
}
