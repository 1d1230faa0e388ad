import Testing

@Suite("Combining answers, and optional methods' neutral defaults")
struct CombineTests {
    let log = Log()

    @Test("with no delegate: all is true, any is false, first and last are nil, collect is empty")
    func emptyMulticastAnswers() {
        let multicast = RecorderMulticast()
        #expect(multicast.shouldProceed(1) == true)
        #expect(multicast.wantsMore() == false)
        #expect(multicast.replacement(for: "x") == nil)
        #expect(multicast.priority() == nil)
        #expect(multicast.lastWord() == nil)
        #expect(multicast.rank() == nil)
        #expect(multicast.tag() == [])
        #expect(multicast.weight() == [])
    }

    @Test("all is true only when every delegate agrees, and asks every delegate")
    func allAsksEveryone() {
        let multicast = RecorderMulticast()
        let probes = (1...3).map { Probe("p\($0)", log: log) }
        probes.forEach(multicast.add)
        #expect(multicast.shouldProceed(1))
        probes[1].configure { $0.proceeds = false }
        #expect(!multicast.shouldProceed(2))
        #expect(log.all.filter { $0.hasSuffix("shouldProceed") }.count == 6)
    }

    @Test("any is true when at least one delegate says so")
    func anyNeedsOne() {
        let multicast = RecorderMulticast()
        let probes = (1...3).map { Probe("p\($0)", log: log) }
        probes.forEach(multicast.add)
        #expect(!multicast.wantsMore())
        probes[2].configure { $0.wantsMore = true }
        #expect(multicast.wantsMore())
    }

    @Test("first returns the first non-nil answer and stops asking")
    func firstStops() {
        let multicast = RecorderMulticast()
        let probes = (1...4).map { Probe("p\($0)", log: log) }
        probes.forEach(multicast.add)
        probes[1].configure { $0.replacement = "from p2" }
        probes[2].configure { $0.replacement = "from p3" }
        #expect(multicast.replacement(for: "x") == "from p2")
        #expect(log.all == ["p1:replacement", "p2:replacement"])
    }

    @Test("first on a non-optional result is the first delegate's answer")
    func firstOfNonOptional() {
        let multicast = RecorderMulticast()
        let probes = (1...3).map { Probe("p\($0)", log: log) }
        probes.forEach(multicast.add)
        probes[0].configure { $0.priority = 5 }
        probes[1].configure { $0.priority = 9 }
        #expect(multicast.priority() == 5)
        #expect(log.all == ["p1:priority"])
    }

    @Test("last returns the last non-nil answer")
    func lastWins() {
        let multicast = RecorderMulticast()
        let probes = (1...3).map { Probe("p\($0)", log: log) }
        probes.forEach(multicast.add)
        probes[0].configure { $0.lastWord = "one" }
        probes[1].configure { $0.lastWord = "two" }
        #expect(multicast.lastWord() == "two")
        probes[2].configure { $0.priority = 3 }
        #expect(multicast.rank() == 3)
    }

    @Test("collect returns every answer in registration order, leaving out nil answers")
    func collectGathers() {
        let multicast = RecorderMulticast()
        let probes = ["a", "bb", "ccc"].map { Probe($0, log: log) }
        probes.forEach(multicast.add)
        #expect(multicast.weight() == [1, 2, 3])
        probes[0].configure { $0.tag = "x" }
        probes[2].configure { $0.tag = "z" }
        #expect(multicast.tag() == ["x", "z"])
        #expect(multicast.describe(42) == ["a=42", "bb=42", "ccc=42"])
    }

    @Test("a delegate that leaves out an optional method never changes the combined answer")
    func optionalDefaultsAreNeutral() {
        let multicast = RecorderMulticast()
        let full = Probe("full", log: log)
        let minimal = MinimalProbe("minimal", log: log)
        multicast.add(minimal)
        multicast.add(full)
        full.configure {
            $0.proceeds = false
            $0.replacement = "full"
            $0.lastWord = "full"
            $0.tag = "full"
        }
        #expect(multicast.shouldProceed(1) == false)
        #expect(multicast.wantsMore() == false)
        #expect(multicast.replacement(for: "x") == "full")
        #expect(multicast.lastWord() == "full")
        #expect(multicast.tag() == ["full"])
        // `last` is only tested by a default that comes after the answer: register the other
        // way round too.
        let reversed = RecorderMulticast()
        reversed.add(full)
        reversed.add(minimal)
        #expect(reversed.lastWord() == "full")
        full.configure { $0.proceeds = true }
        #expect(multicast.shouldProceed(1) == true)
        multicast.optionalEvent("ping")
        #expect(log.all.last == "full:optional:ping")
    }
}
