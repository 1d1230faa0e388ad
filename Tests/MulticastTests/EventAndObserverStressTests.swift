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
        let cancelledCalls = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 4) { role in
            for index in 0..<Self.dispatchesPerThread {
                switch role {
                case 0, 1:
                    multicast.feed("x", didReceive: index)
                default:
                    let transient = multicast.observe(feedDidReceive: { _, _ in })
                    let cancelled = multicast.observe(feedDidReceive: { _, _ in
                        cancelledCalls.withLock { $0 += 1 }
                    })
                    cancelled.cancel()
                    _ = transient
                }
            }
        }
        #expect(resident.withLock { $0 } == 2 * Self.dispatchesPerThread)
        #expect(cancelledCalls.withLock { $0 } == 0, "a cancelled observer is never called")
        #expect(multicast.count == 1)
        withExtendedLifetime(token) {}
    }
}
