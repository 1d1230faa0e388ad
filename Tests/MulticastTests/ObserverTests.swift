import Foundation
import Testing

@Suite("Closure observers: a token keeps closures registered with the delegates")
struct ObserverTests {
    let log = Log()

    @Test("closures are called along with the delegates, in registration order")
    func registrationOrder() {
        let multicast = FeedMulticast()
        let first = FeedProbe("first", log: log)
        let last = FeedProbe("last", log: log)
        multicast.add(first)
        let token = multicast.observe(feedDidReceive: { [log] name, value in
            log.append("closure:\(name)=\(value)")
        })
        multicast.add(last)
        multicast.feed("x", didReceive: 1)
        #expect(log.all == ["first:x=1", "closure:x=1", "last:x=1"])
        #expect(multicast.count == 3, "an observer counts among the delegates")
        withExtendedLifetime(token) {}
    }

    @Test("cancel() unregisters the closures at once; cancelling again does nothing")
    func cancelUnregisters() {
        let multicast = FeedMulticast()
        let token = multicast.observe(feedDidReceive: { [log] name, _ in log.append(name) })
        multicast.feed("before", didReceive: 0)
        token.cancel()
        #expect(multicast.isEmpty)
        multicast.feed("after", didReceive: 0)
        token.cancel()
        #expect(log.all == ["before"])
    }

    @Test("dropping the token deallocates the observer, which is not called again")
    func droppingTheToken() {
        let multicast = FeedMulticast()
        var token: FeedMulticast.Observation? = multicast.observe(feedDidReceive: { [log] name, _ in
            log.append(name)
        })
        multicast.feed("kept", didReceive: 0)
        #expect(multicast.count == 1)
        #expect(token != nil)
        token = nil
        #expect(multicast.isEmpty)
        multicast.feed("dropped", didReceive: 0)
        #expect(log.all == ["kept"])
    }

    @Test(
        "dropping the token while another thread is inside the observer's call is final at once")
    func droppingTheTokenDuringACall() {
        let multicast = FeedMulticast()
        let entered = DispatchSemaphore(value: 0)
        let resume = DispatchSemaphore(value: 0)
        var token: FeedMulticast.Observation? = multicast.observe(feedDidReceive: {
            [log] _, value in
            log.append("call \(value)")
            if value == 1 {
                entered.signal()
                resume.wait()
            }
        })
        let finished = DispatchSemaphore(value: 0)
        Thread {
            multicast.feed("first", didReceive: 1)
            finished.signal()
        }.start()
        entered.wait()
        token = nil
        multicast.feed("second", didReceive: 2)
        #expect(multicast.isEmpty, "the dropped token's observer is no longer registered")
        resume.signal()
        finished.wait()
        #expect(log.all == ["call 1"], "no dispatch that starts after the drop calls the observer")
        #expect(token == nil)
    }

    @Test("cancel() releases the closures, and what they capture, although the token lives on")
    func cancelReleasesTheClosures() {
        let multicast = FeedMulticast()
        var witness: Witness? = Witness()
        weak let captured = witness
        let token = multicast.observe(feedDidReceive: { [witness] _, _ in _ = witness })
        witness = nil
        #expect(captured != nil, "the token keeps the closures")
        token.cancel()
        #expect(captured == nil)
        withExtendedLifetime(token) {}
    }

    @Test("tokens can be kept in a Set: each is equal only to itself, and emptying it cancels all")
    func tokensInASet() {
        let multicast = FeedMulticast()
        var tokens: Set<FeedMulticast.Observation> = []
        let first = multicast.observe(feedDidFinish: { [log] name in log.append("1:\(name)") })
        tokens.insert(first)
        tokens.insert(first)
        tokens.insert(multicast.observe(feedDidFinish: { [log] name in log.append("2:\(name)") }))
        #expect(tokens.count == 2)
        #expect(tokens.contains(first))
        multicast.feedDidFinish("a")
        tokens.removeAll()
        multicast.feedDidFinish("b")
        #expect(log.all == ["1:a", "2:a", "1:b"], "`first` is still held outside the set")
        first.cancel()
        #expect(multicast.isEmpty)
    }

    @Test("a closure may cancel its own token during a dispatch; the rest are still called")
    func cancelSelfDuringDispatch() {
        let multicast = FeedMulticast()
        let slot = Locked<FeedMulticast.Observation?>(nil)
        let token = multicast.observe(feedDidReceive: { [log] name, _ in
            log.append("once:\(name)")
            slot.withLock { $0?.cancel() }
        })
        slot.withLock { $0 = token }
        let probe = FeedProbe("p", log: log)
        multicast.add(probe)
        multicast.feed("1", didReceive: 0)
        multicast.feed("2", didReceive: 0)
        #expect(log.all == ["once:1", "p:1=0", "p:2=0"])
    }

    @Test("a closure that cancels a later observer's token keeps it from this dispatch too")
    func cancelAnotherDuringDispatch() {
        let multicast = FeedMulticast()
        let later = Locked<FeedMulticast.Observation?>(nil)
        let earlier = multicast.observe(feedDidReceive: { [log] _, _ in
            log.append("earlier")
            later.withLock { $0?.cancel() }
        })
        later.withLock {
            $0 = multicast.observe(feedDidReceive: { [log] _, _ in log.append("later") })
        }
        multicast.feed("x", didReceive: 0)
        #expect(log.all == ["earlier"])
        withExtendedLifetime(earlier) {}
    }

    @Test("a closure may add a delegate, which the next dispatch calls, and dispatch again")
    func reentrantClosures() {
        let multicast = FeedMulticast()
        let latecomer = FeedProbe("late", log: log)
        let token = multicast.observe(feedDidReceive: { [log] name, value in
            log.append("closure:\(name)")
            if value == 1 {
                multicast.add(latecomer)
                multicast.feed("nested", didReceive: 2)
            }
        })
        multicast.feed("outer", didReceive: 1)
        #expect(log.all == ["closure:outer", "closure:nested", "late:nested=2"])
        withExtendedLifetime(token) {}
    }

    @Test("removeAll() unregisters observers too; their tokens' cancel() then does nothing")
    func removeAllUnregistersObservers() {
        let multicast = FeedMulticast()
        let token = multicast.observe(feedDidReceive: { [log] name, _ in log.append(name) })
        multicast.removeAll()
        multicast.feed("x", didReceive: 0)
        token.cancel()
        #expect(log.all.isEmpty)
        #expect(multicast.isEmpty)
    }

    @Test("a multicast that keeps delegates alive holds observers weakly: their token keeps them")
    func strongStorageHoldsObserversWeakly() {
        let multicast = StrongFeeds()
        multicast.add(StrongFeedProbe(log: log))
        var token: StrongFeeds.Observation? = multicast.observe(ping: { [log] value in
            log.append("closure:\(value)")
        })
        multicast.ping(1)
        #expect(token != nil)
        token = nil
        multicast.ping(2)
        #expect(log.all == ["probe:1", "closure:1", "probe:2"])
        #expect(multicast.count == 1, "the delegate stays, the observer went with its token")
    }

    @Test("closures take inout, async and throwing calls as the delegates do")
    func effects() async {
        let multicast = FeedMulticast()
        let token = multicast.observe(
            accumulate: { $0 *= 10 },
            validate: { value throws(ValidationError) in
                if value < 0 {
                    throw ValidationError(value: value)
                }
            },
            prepare: { [log] step in
                await Task.yield()
                log.append("prepared \(step)")
            })
        let probe = FeedProbe("p", log: log)
        multicast.add(probe)
        var total = 1
        multicast.accumulate(&total)
        #expect(total == 11, "the observer, registered first, multiplies; the probe adds one")
        await multicast.prepare(3)
        #expect(throws: ValidationError(value: -1)) { try multicast.validate(-1) }
        #expect(
            log.all == ["p:accumulate", "prepared 3", "p:prepare"],
            "the throwing closure stopped the dispatch before the probe")
        withExtendedLifetime(token) {}
    }

    @Test("a closure receives a non-escaping closure argument, and may call it")
    func nonEscapingArgument() {
        let multicast = FeedMulticast()
        let token = multicast.observe(perform: { body in body() })
        var calls = 0
        multicast.perform { calls += 1 }
        #expect(calls == 1)
        withExtendedLifetime(token) {}
    }

    @Test("a requirement isolated to the main actor takes a main-actor closure")
    @MainActor
    func mainActorRequirement() {
        let multicast = FeedMulticast()
        let token = multicast.observe(present: { [log] item in
            MainActor.assertIsolated()
            log.append("presented \(item)")
        })
        multicast.present(4)
        #expect(log.all == ["presented 4"])
        withExtendedLifetime(token) {}
    }

    @Test("an observer leaves a generic requirement to the protocol's default")
    func genericRequirementUsesTheDefault() {
        let multicast = FeedMulticast()
        let token = multicast.observe()
        #expect(multicast.inspect(1) == [], "the default answers nil, which collect leaves out")
        withExtendedLifetime(token) {}
    }

    @Test("observers and streams see the same calls under the same names")
    func observersAndEventsAgree() async {
        var multicast: FeedMulticast? = FeedMulticast()
        let events = multicast!.events()
        let token = multicast!.observe(defaultFor: { [log] name in log.append("default:\(name)") })
        multicast?.default(for: "x")
        multicast = nil
        #expect(await collect(events).map(describe) == log.all)
        withExtendedLifetime(token) {}
    }

    @Test("releasing the closures when a token is cancelled runs their deinits after the lock")
    func deinitsMayCallBack() {
        let multicast = FeedMulticast()
        let callback = CallbackWitness(multicast: multicast, log: log)
        let token = multicast.observe(feedDidFinish: { [callback] _ in _ = callback })
        _ = consume callback
        token.cancel()
        #expect(log.all == ["deinit saw 0 delegate(s)"])
    }
}

/// A `StrongFeed` delegate that logs its calls.
final class StrongFeedProbe: StrongFeed {
    let log: Log

    init(log: Log) {
        self.log = log
    }

    func ping(_ value: Int) {
        log.append("probe:\(value)")
    }
}

/// Calls back into a multicast from its deinit: captured by a closure, it is released when
/// the closure's token is cancelled.
final class CallbackWitness: Sendable {
    let multicast: FeedMulticast
    let log: Log

    init(multicast: FeedMulticast, log: Log) {
        self.multicast = multicast
        self.log = log
    }

    deinit {
        log.append("deinit saw \(multicast.count) delegate(s)")
    }
}
