/// The cost of calling closures registered with `observe(…)` against calling delegates: the
/// same generated multicast (`ObservedTickDelegateMulticast`), once with delegates, once with
/// as many observers whose closure calls the same delegate method.
struct ObserverDispatchBenchmark {
    /// The figures of one count of delegates or observers.
    struct Row {
        let count: Int
        let delegateDispatch: Double
        let observerDispatch: Double
        let delegateAllocations: Double
        let observerAllocations: Double
    }

    static let counts = [1, 10, 100]

    let rows: [Row]

    init(mode: RunMode, checks: inout HardChecks) {
        var rows: [Row] = []
        var miscounts: [String] = []
        for count in Self.counts {
            let delegates = ObservedTickDelegateMulticast()
            let listeners = (0..<count).map { _ in Listener() }
            for listener in listeners {
                delegates.add(listener)
            }
            let observed = ObservedTickDelegateMulticast()
            let observedListeners = (0..<count).map { _ in Listener() }
            let tokens = observedListeners.map { listener in
                observed.observe(tick: { listener.tick() })
            }
            defer { withExtendedLifetime((listeners, observedListeners, tokens)) {} }
            let subjects = [delegates, observed]
            let dispatch = { (multicast: ObservedTickDelegateMulticast, times: Int) in
                for _ in 0..<times {
                    multicast.tick()
                }
            }
            let iterations = subjects.map { multicast in
                Timing.iterations(lasting: mode.sampleDuration) { dispatch(multicast, $0) }
            }
            var allocations: [Double] = []
            for (multicast, times) in zip(subjects, iterations) {
                let before = deliveredCalls
                allocations.append(
                    Heap.allocations(perIteration: times) { dispatch(multicast, $0) })
                if deliveredCalls - before != times * count {
                    miscounts.append(
                        "\(deliveredCalls - before) calls for \(times) dispatches to \(count)")
                }
            }
            var samples: [[Double]] = [[], []]
            for _ in 0..<mode.repetitions {
                for (index, multicast) in subjects.enumerated() {
                    let elapsed = Timing.duration { dispatch(multicast, iterations[index]) }
                    samples[index].append(elapsed.nanoseconds / Double(iterations[index]))
                }
            }
            rows.append(
                Row(
                    count: count, delegateDispatch: Timing.median(samples[0]),
                    observerDispatch: Timing.median(samples[1]),
                    delegateAllocations: allocations[0], observerAllocations: allocations[1]))
        }
        self.rows = rows
        checks.expect(
            miscounts.isEmpty, "closure observers: each closure is called once per dispatch",
            measured: miscounts.isEmpty ? "all calls counted" : miscounts.joined(separator: "; "))
        for row in rows {
            checks.expect(
                row.observerAllocations == 0,
                "closure observers: a void dispatch to \(row.count) observer(s) does not allocate",
                measured: "\(Format.perOperation(row.observerAllocations)) allocations per dispatch"
            )
        }
    }

    /// Observer dispatch relative to delegate dispatch, and allocations per dispatch.
    var table: Table {
        Table(
            title: "Closure observers: time per dispatch, observers ÷ delegates",
            headers: [
                "delegates or observers", "observers ÷ delegates (target ≤ 1.5×)",
                "delegates: allocations", "observers: allocations",
            ],
            rows: rows.map { row in
                [
                    Format.count(row.count),
                    Format.ratio(row.observerDispatch / row.delegateDispatch),
                    Format.perOperation(row.delegateAllocations),
                    Format.perOperation(row.observerAllocations),
                ]
            },
            notes: [
                "Each observer's closure calls the method a delegate would have been called with, "
                    + "so the ratio is what the closure and the observer in between cost."
            ])
    }
}

/// The benchmark's delegate, with the method `ObservedTickDelegate` requires already.
extension Listener: ObservedTickDelegate {}
