import Dispatch
import Testing

@Suite("Streams and observers under concurrency: run with `swift test --sanitize=thread` in CI")
struct EventAndObserverStressTests {
    static let dispatchesPerThread = 400
    static let threads = 4

    @Test("streams receive every dispatch of every thread once, each thread's in order")
    func concurrentDispatchToStreams() async {
        var multicast: FeedMulticast? = FeedMulticast()
        let consumers = (0..<3).map { _ in
            let events = multicast!.events(bufferingPolicy: .unbounded)
            return Task { await collect(events) }
        }
        do {
            let shared = multicast!
            DispatchQueue.concurrentPerform(iterations: Self.threads + 2) { role in
                if role < Self.threads {
                    for value in 0..<Self.dispatchesPerThread {
                        shared.feed("\(role)", didReceive: value)
                    }
                } else {
                    // Streams and observers come and go while the dispatches run.
                    for index in 0..<Self.dispatchesPerThread / 4 {
                        let events = shared.events(bufferingPolicy: .bufferingNewest(2))
                        let token = shared.observe(feedDidReceive: { _, _ in })
                        if index.isMultiple(of: 2) {
                            token.cancel()
                        }
                        _ = events
                    }
                }
            }
        }
        // The last reference: the streams end, and so do the consumers' loops.
        multicast = nil
        for consumer in consumers {
            var next = Array(repeating: 0, count: Self.threads)
            var misordered = 0
            for event in await consumer.value {
                guard case .feedDidReceive(let name, let value) = event, let thread = Int(name)
                else {
                    continue
                }
                if value != next[thread] {
                    misordered += 1
                }
                next[thread] = value + 1
            }
            #expect(misordered == 0)
            #expect(next == Array(repeating: Self.dispatchesPerThread, count: Self.threads))
        }
    }

    @Test("observers added, cancelled and dropped on many threads while others dispatch")
    func concurrentObservers() {
        let multicast = FeedMulticast()
        let resident = Locked(0)
        let token = multicast.observe(feedDidReceive: { _, _ in resident.withLock { $0 += 1 } })
        // Each dispatch takes a ticket before it starts; a cancelled observer notes the ticket
        // of every dispatch that calls it, and the next ticket once its cancel() returned.
        let tickets = Locked(0)
        let cancelledObservers = Locked<[(calls: Locked<[Int]>, cancelledAt: Int)]>([])
        let dispatchingThreads = 2
        DispatchQueue.concurrentPerform(iterations: 4) { role in
            for _ in 0..<Self.dispatchesPerThread {
                if role < dispatchingThreads {
                    let ticket = tickets.withLock { ticket in
                        defer { ticket += 1 }
                        return ticket
                    }
                    multicast.feed("x", didReceive: ticket)
                } else {
                    let transient = multicast.observe(feedDidReceive: { _, _ in })
                    let calls = Locked<[Int]>([])
                    let cancelled = multicast.observe(feedDidReceive: { _, ticket in
                        calls.withLock { $0.append(ticket) }
                    })
                    cancelled.cancel()
                    let cancelledAt = tickets.withLock { $0 }
                    cancelledObservers.withLock { $0.append((calls, cancelledAt)) }
                    _ = transient
                }
            }
        }
        #expect(resident.withLock { $0 } == dispatchingThreads * Self.dispatchesPerThread)
        for observer in cancelledObservers.withLock({ $0 }) {
            let calls = observer.calls.withLock { $0 }
            let cancelledAt = observer.cancelledAt
            // Dispatches that started before cancel() returned may have called it (it was
            // registered until then); none that started afterwards may.
            #expect(calls.allSatisfy { $0 < cancelledAt }, "a dispatch started after cancel()")
        }
        #expect(cancelledObservers.withLock { $0.count } == 2 * Self.dispatchesPerThread)
        #expect(multicast.count == 1)
        withExtendedLifetime(token) {}
    }
}
