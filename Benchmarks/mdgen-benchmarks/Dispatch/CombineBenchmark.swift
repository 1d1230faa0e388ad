/// The cost of the value-returning dispatches: `@combine(all)` and `@combine(collect)`,
/// generated against hand-written loops.
struct CombineBenchmark {
    /// The figures of one method and delegate count, in subject order.
    struct Row {
        let method: String
        let delegates: Int
        let nanosecondsPerDispatch: [Double]
        let allocationsPerDispatch: [Double]
    }

    static let delegateCounts = [0, 1, 10, 100]
    /// Fresh, empty subjects, in column order.
    static func makeSubjects() -> [any CombineSubject] {
        [StrongCombineLoop(), GeneratedCombine(), LockedWeakBoxCombine()]
    }

    let names = makeSubjects().map { type(of: $0).name }
    let rows: [Row]

    init(mode: RunMode) {
        var rows: [Row] = []
        for delegates in Self.delegateCounts {
            let subjects = Self.makeSubjects()
            // Delegates of their own, for the reason the dispatch benchmark gives, kept alive
            // until the subjects have been measured.
            let delegatesOfSubjects = subjects.map { _ in (0..<delegates).map { _ in Listener() } }
            for (subject, listeners) in zip(subjects, delegatesOfSubjects) {
                subject.install(listeners)
            }
            defer { withExtendedLifetime(delegatesOfSubjects) {} }
            rows.append(
                Self.measure("@combine(all) -> Bool", delegates, subjects, mode) {
                    $0.approveAll($1)
                })
            rows.append(
                Self.measure("@combine(collect) -> [Int]", delegates, subjects, mode) {
                    $0.collectValues($1)
                })
        }
        self.rows = rows
    }

    private static func measure(
        _ method: String, _ delegates: Int, _ subjects: [any CombineSubject], _ mode: RunMode,
        _ dispatch: (any CombineSubject, Int) -> Void
    ) -> Row {
        let iterations = subjects.map { subject in
            Timing.iterations(lasting: mode.sampleDuration) { dispatch(subject, $0) }
        }
        let allocations = zip(subjects, iterations).map { subject, count in
            Heap.allocations(perIteration: count) { dispatch(subject, $0) }
        }
        var samples = Array(repeating: [Double](), count: subjects.count)
        for _ in 0..<mode.repetitions {
            for (index, subject) in subjects.enumerated() {
                let elapsed = Timing.duration { dispatch(subject, iterations[index]) }
                samples[index].append(elapsed.nanoseconds / Double(iterations[index]))
            }
        }
        return Row(
            method: method, delegates: delegates,
            nanosecondsPerDispatch: samples.map(Timing.median),
            allocationsPerDispatch: allocations)
    }

    /// Time per dispatch relative to the strong loop, and allocations per dispatch.
    var table: Table {
        let floor = names.firstIndex(of: StrongCombineLoop.name)!
        let others = names.indices.filter { $0 != floor }
        return Table(
            title: "Combining answers, lock-protected multicast: time per dispatch ÷ strong loop",
            headers: ["method", "delegates", "strong loop (absolute)"]
                + others.map { names[$0] } + names.map { "\($0): allocations" },
            rows: rows.map { row in
                let base = row.nanosecondsPerDispatch[floor]
                return [row.method, Format.count(row.delegates), Format.nanoseconds(base)]
                    + others.map { Format.ratio(row.nanosecondsPerDispatch[$0] / base) }
                    + row.allocationsPerDispatch.map(Format.perOperation)
            },
            notes: [
                "The strong loop collects with `map` and the generated code reserves room for "
                    + "every registered delegate's answer (one allocation each); the weak-box "
                    + "snapshot collects with `compactMap`, which grows the array as answers arrive."
            ])
    }
}
