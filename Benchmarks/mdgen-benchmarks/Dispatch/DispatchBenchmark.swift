/// The cost of one dispatch of a void method, for each subject of a ``SubjectSet`` and each
/// delegate count.
@MainActor
struct DispatchBenchmark {
    /// The figures of one delegate count, in the subject set's column order.
    struct Row {
        let delegates: Int
        let nanosecondsPerDispatch: [Double]
        let allocationsPerDispatch: [Double]
    }

    let subjects: SubjectSet
    let names: [String]
    let rows: [Row]

    /// Measures every subject of `subjects` at every delegate count of `mode`. The subjects of
    /// one count are timed in turn within each repetition, so a slow patch of the machine
    /// hits all of them alike instead of one column.
    init(_ subjects: SubjectSet, mode: RunMode, checks: inout HardChecks) {
        self.subjects = subjects
        names = subjects.make().map { type(of: $0).name }
        var miscounts: [String] = []
        rows = mode.delegateCounts.map { delegates in
            Self.measure(subjects, delegates: delegates, mode: mode, miscounts: &miscounts)
        }
        checks.expect(
            miscounts.isEmpty,
            "\(subjects.title): every subject calls each delegate once per dispatch",
            measured: miscounts.isEmpty ? "all calls counted" : miscounts.joined(separator: "; "))
    }

    private static func measure(
        _ set: SubjectSet, delegates: Int, mode: RunMode, miscounts: inout [String]
    ) -> Row {
        let subjects = set.make()
        // Each subject gets delegates of its own: a weak reference gives an object a side
        // table, which makes every later retain and release of it several times slower, so
        // sharing delegates would charge the weak subjects' cost to the strong ones.
        let delegatesOfSubjects = subjects.map { _ in
            (
                (0..<delegates).map { _ in Listener() },
                (0..<delegates).map { _ in MainActorListener() }
            )
        }
        for (subject, (listeners, mainActorListeners)) in zip(subjects, delegatesOfSubjects) {
            subject.install(listeners, mainActorListeners)
        }
        // The weak subjects do not keep their delegates alive: this does, until the end.
        defer { withExtendedLifetime(delegatesOfSubjects) {} }
        let iterations = subjects.map { subject in
            Timing.iterations(lasting: mode.sampleDuration) { subject.dispatch($0) }
        }
        var allocations: [Double] = []
        for (subject, count) in zip(subjects, iterations) {
            let before = deliveredCalls
            allocations.append(Heap.allocations(perIteration: count) { subject.dispatch($0) })
            let calls = deliveredCalls - before
            if calls != count * delegates {
                miscounts.append(
                    "\(type(of: subject).name): \(calls) calls for \(count) dispatches to "
                        + "\(delegates) delegates")
            }
        }
        var samples = Array(repeating: [Double](), count: subjects.count)
        for _ in 0..<mode.repetitions {
            for (index, subject) in subjects.enumerated() {
                let elapsed = Timing.duration { subject.dispatch(iterations[index]) }
                samples[index].append(elapsed.nanoseconds / Double(iterations[index]))
            }
        }
        return Row(
            delegates: delegates,
            nanosecondsPerDispatch: samples.map(Timing.median),
            allocationsPerDispatch: allocations)
    }

    /// The column of `name`.
    func column(_ name: String) -> Int {
        names.firstIndex(of: name)!
    }

    /// Time per dispatch of each subject, relative to the strong-reference loop.
    var ratioTable: Table {
        let floor = column(StrongLoop.name)
        let others = names.indices.filter { $0 != floor }
        return Table(
            title: "Void dispatch, \(subjects.title): time per dispatch ÷ strong loop",
            headers: ["delegates", "strong loop (absolute)"] + others.map { names[$0] },
            rows: rows.map { row in
                let base = row.nanosecondsPerDispatch[floor]
                return [Format.count(row.delegates), Format.nanoseconds(base)]
                    + others.map { Format.ratio(row.nanosecondsPerDispatch[$0] / base) }
            },
            notes: [
                "1.00× is as fast as a plain loop over an array of strong references, the floor.",
                "The absolute column is machine-specific and shown only to anchor the ratios.",
            ])
    }

    /// Heap allocations per dispatch of each subject.
    var allocationTable: Table {
        Table(
            title: "Heap allocations per void dispatch, \(subjects.title)",
            headers: ["delegates"] + names,
            rows: rows.map { row in
                [Format.count(row.delegates)] + row.allocationsPerDispatch.map(Format.perOperation)
            },
            notes: ["Counted by the malloc interposer in Benchmarks/AllocationCounter."])
    }
}
