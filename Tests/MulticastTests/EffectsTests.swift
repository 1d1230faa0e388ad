import Testing

@Suite("async, throws, inout, generics, closures and keyword names")
struct EffectsTests {
    let log = Log()

    @Test("async requirements are awaited one delegate after another, in order")
    func asyncInOrder() async {
        let multicast = RecorderMulticast()
        let probes = (1...3).map { Probe("p\($0)", log: log) }
        probes.forEach(multicast.add)
        await multicast.prepare()
        #expect(
            log.all == [
                "p1:prepare:start", "p1:prepare:end", "p2:prepare:start", "p2:prepare:end",
                "p3:prepare:start", "p3:prepare:end",
            ])
    }

    @Test("async throws collects answers until a delegate throws, then rethrows its error")
    func asyncThrowsStopsAtFirstError() async throws {
        let multicast = RecorderMulticast()
        let probes = (1...3).map { Probe("p\($0)", log: log) }
        probes.forEach(multicast.add)
        #expect(try await multicast.load(7) == ["p1#7", "p2#7", "p3#7"])
        log.removeAll()
        probes[1].configure { $0.failure = ValidationError(value: 1) }
        await #expect(throws: ValidationError(value: 1)) {
            try await multicast.load(8)
        }
        #expect(log.all == ["p1:load", "p2:load:throws"])
    }

    @Test("typed throws stops at the first error, and the error keeps its type")
    func typedThrows() {
        let multicast = RecorderMulticast()
        let probes = (1...3).map { Probe("p\($0)", log: log) }
        probes.forEach(multicast.add)
        probes[0].configure { $0.failure = ValidationError(value: 0) }
        do throws(ValidationError) {
            try multicast.validate(4)
            Issue.record("validate should have thrown")
        } catch {
            #expect(error == ValidationError(value: 4))
        }
        #expect(log.all == ["p1:validate"])
    }

    @Test("inout parameters pass through every delegate in order")
    func inoutThreadsThrough() {
        let multicast = RecorderMulticast()
        let probes = (1...3).map { Probe("p\($0)", log: log) }
        for (index, probe) in probes.enumerated() {
            probe.configure { $0.priority = index + 1 }
            multicast.add(probe)
        }
        var total = 0
        multicast.accumulate(&total)
        #expect(total == 123)
    }

    @Test("closures and keyword-named parameters are forwarded")
    func closuresAndKeywords() {
        let multicast = RecorderMulticast()
        let probes = ["a", "bb"].map { Probe($0, log: log) }
        probes.forEach(multicast.add)
        let received = Locked<[Int]>([])
        multicast.observe { value in received.withLock { $0.append(value) } }
        #expect(received.withLock { $0 } == [1, 2])
        multicast.default(for: "proto", in: [1, 2, 3])
        #expect(log.all == ["a:default:proto:3", "bb:default:proto:3"])
    }

    @Test("overloads are dispatched to the matching requirement")
    func overloads() {
        let multicast = RecorderMulticast()
        let probe = Probe("p", log: log)
        multicast.add(probe)
        multicast.event("plain")
        multicast.event("numbered", dispatch: 2)
        #expect(log.all == ["p:plain", "p:numbered#2"])
    }
}
