import CustomTemplateFixtures
import PublicMulticastFixtures
import Testing

final class TickCounter: Ticker {
    let ticks = Locked<[Int]>([])

    func tick(_ count: Int) {
        ticks.withLock { $0.append(count) }
    }

    func label() -> String? {
        "counter"
    }
}

final class QuietPinger: Pinger {
    func ping(_ sequence: Int) {}

    func isListening() -> Bool {
        true
    }
}

@Suite("Per-target options: access level and templates from mdgen.json")
struct ModuleBoundaryTests {
    @Test("a multicast generated public is usable from another module")
    func publicAccessAcrossModules() {
        let multicast = TickerMulticast()
        let counter = TickCounter()
        multicast.add(counter)
        multicast.tick(3)
        #expect(counter.ticks.withLock { $0 } == [3])
        #expect(multicast.label() == ["counter"])
    }

    @Test("a target's own dispatch template changes the generated code, which still works")
    func customTemplate() {
        let multicast = PingerMulticast()
        let pinger = QuietPinger()
        multicast.add(pinger)
        multicast.ping(1)
        #expect(multicast.isListening())
        #expect(DispatchLog.all.suffix(2) == ["ping(_:)", "isListening()"])
    }
}
