import Dispatch
import Synchronization

/// The cost of delivering an event to every consumer of a shared stream: the generated
/// multicast's `events()` against the hand-written ``HandWrittenFanOut`` actor, with 1, 10 and
/// 100 consumers, each a task that iterates its own stream.
///
/// One sample sends a fixed number of events and waits until every consumer has counted them
/// all; producer and consumers run at once on the cooperative thread pool, as in an app. Both
/// sides buffer without limit.
struct EventDeliveryBenchmark {
    /// One delivery run: how long it took and how many heap allocations it made.
    struct Sample: Sendable {
        let duration: Duration
        let allocations: UInt64
        let delivered: Int
    }

    /// The figures of one consumer count.
    struct Row {
        let consumers: Int
        let events: Int
        let generatedPerDelivery: Double
        let handWrittenPerDelivery: Double
        let generatedAllocationsPerEvent: Double
        let handWrittenAllocationsPerEvent: Double
    }

    static let consumerCounts = [1, 10, 100]

    let rows: [Row]

    init(mode: RunMode, checks: inout HardChecks) {
        var rows: [Row] = []
        var miscounts: [String] = []
        for consumers in Self.consumerCounts {
            // About the same number of deliveries for each count, and at least 20 events.
            let budget = mode.repetitions > 3 ? 40_000 : 400
            let events = max(20, budget / consumers)
            var generated: [Sample] = []
            var handWritten: [Sample] = []
            // One unmeasured run of each warms the pool, the caches and the runtime's metadata.
            for repetition in 0...mode.repetitions {
                let pair = Self.runBlocking {
                    (
                        await Self.deliverGenerated(events: events, consumers: consumers),
                        await Self.deliverHandWritten(events: events, consumers: consumers)
                    )
                }
                for (name, sample) in [("generated", pair.0), ("hand-written", pair.1)]
                where sample.delivered != events * consumers {
                    miscounts.append(
                        "\(name): \(sample.delivered) deliveries of \(events) events to "
                            + "\(consumers) consumers")
                }
                if repetition > 0 {
                    generated.append(pair.0)
                    handWritten.append(pair.1)
                }
            }
            let deliveries = Double(events * consumers)
            rows.append(
                Row(
                    consumers: consumers, events: events,
                    generatedPerDelivery: Timing.median(
                        generated.map { $0.duration.nanoseconds / deliveries }),
                    handWrittenPerDelivery: Timing.median(
                        handWritten.map { $0.duration.nanoseconds / deliveries }),
                    generatedAllocationsPerEvent: Timing.median(
                        generated.map { Double($0.allocations) / Double(events) }),
                    handWrittenAllocationsPerEvent: Timing.median(
                        handWritten.map { Double($0.allocations) / Double(events) })))
        }
        self.rows = rows
        checks.expect(
            miscounts.isEmpty, "event streams: every consumer receives every event once",
            measured: miscounts.isEmpty
                ? "all deliveries counted" : miscounts.joined(separator: "; "))
    }

    /// Sends `events` events through a generated multicast to `consumers` streams.
    static func deliverGenerated(events: Int, consumers: Int) async -> Sample {
        let multicast = StreamedTickDelegateMulticast()
        let streams = (0..<consumers).map { _ in multicast.events() }
        return await measure(
            consumers: streams.map { stream in { await count(stream, upTo: events) } },
            produce: {
                for value in 0..<events {
                    multicast.tick(value)
                }
            })
    }

    /// Sends `events` events through the hand-written actor to `consumers` streams.
    static func deliverHandWritten(events: Int, consumers: Int) async -> Sample {
        let fanOut = HandWrittenFanOut<Int>()
        var streams: [AsyncStream<Int>] = []
        for _ in 0..<consumers {
            streams.append(await fanOut.subscribe())
        }
        let sample = await measure(
            consumers: streams.map { stream in { await count(stream, upTo: events) } },
            produce: {
                for value in 0..<events {
                    await fanOut.send(value)
                }
            })
        await fanOut.finish()
        return sample
    }

    /// Starts the consumers, then runs the producer and waits for every consumer to finish:
    /// what is measured, from the first event sent to the last one counted.
    private static func measure(
        consumers: [@Sendable () async -> Int],
        produce: @Sendable () async -> Void
    ) async -> Sample {
        let tasks = consumers.map { consumer in Task.detached { await consumer() } }
        let clock = ContinuousClock()
        let allocationsBefore = Heap.allocations
        let start = clock.now
        await produce()
        var delivered = 0
        for task in tasks {
            delivered += await task.value
        }
        let duration = start.duration(to: clock.now)
        return Sample(
            duration: duration, allocations: Heap.allocations - allocationsBefore,
            delivered: delivered)
    }

    /// Iterates `stream` until it has seen `limit` elements, and says how many it saw.
    private static func count<Stream: AsyncSequence & Sendable>(
        _ stream: Stream, upTo limit: Int
    ) async -> Int where Stream.Failure == Never {
        var seen = 0
        for await _ in stream {
            seen += 1
            if seen == limit {
                break
            }
        }
        return seen
    }

    /// Runs `body` on the cooperative pool and blocks until it is done: the benchmark's
    /// top-level code is synchronous.
    static func runBlocking<Result: Sendable>(
        _ body: @escaping @Sendable () async -> Result
    ) -> Result {
        let done = DispatchSemaphore(value: 0)
        let result = ResultBox<Result>()
        Task.detached {
            let value = await body()
            result.value.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        return result.value.withLock { $0! }
    }

    /// Time per delivery of the generated streams relative to the hand-written actor, and
    /// the heap allocations of each per event sent.
    var table: Table {
        Table(
            title: "Event streams: time per delivery, generated ÷ hand-written actor fan-out",
            headers: [
                "consumers", "events", "generated ÷ hand-written (target ≤ 1.00× at 10)",
                "generated: allocations per event", "hand-written: allocations per event",
            ],
            rows: rows.map { row in
                [
                    Format.count(row.consumers), Format.count(row.events),
                    Format.ratio(row.generatedPerDelivery / row.handWrittenPerDelivery),
                    Format.perOperation(row.generatedAllocationsPerEvent),
                    Format.perOperation(row.handWrittenAllocationsPerEvent),
                ]
            },
            notes: [
                "A delivery is one event reaching one consumer. The hand-written side is an actor "
                    + "holding `[UUID: AsyncStream<Int>.Continuation]`, which the producer "
                    + "awaits once per event.",
                "Allocations are counted across all threads while events are sent and consumed.",
            ])
    }
}

/// Carries a task's result to the thread that waits for it.
private final class ResultBox<Value: Sendable>: Sendable {
    let value = Mutex<Value?>(nil)
}
