/// The dispatch targets of issue 8, read off the dispatch tables: the ratios that decide
/// whether generated dispatch is as fast as promised.
@MainActor
enum DispatchTargets {
    /// One row per delegate count and multicast: each target ratio.
    static func table(_ benchmarks: [DispatchBenchmark]) -> Table {
        var rows: [[String]] = []
        for benchmark in benchmarks {
            let generated = benchmark.column(GeneratedMulticast.name)
            let floor = benchmark.column(StrongLoop.name)
            let weakBox = benchmark.names.firstIndex { $0.contains("weak-box") }!
            let notificationCenter = benchmark.column(NotificationCenterObservers.name)
            for row in benchmark.rows {
                let time = row.nanosecondsPerDispatch
                rows.append([
                    benchmark.subjects.title, Format.count(row.delegates),
                    Format.ratio(time[generated] / time[floor]),
                    Format.ratio(time[generated] / time[weakBox]),
                    Format.ratio(time[notificationCenter] / time[generated]),
                ])
            }
        }
        return Table(
            title: "Dispatch targets",
            headers: [
                "multicast", "delegates", "generated ÷ strong loop (target ≤ 1.5×)",
                "generated ÷ weak-box snapshot (target ≤ 1.00×)",
                "NotificationCenter ÷ generated (target: clearly > 1× at 10+)",
            ],
            rows: rows,
            notes: [
                "Timing targets are reported, never asserted: timings move with the machine's load."
            ])
    }

    /// Asserts that no void dispatch of a generated multicast allocates, with 1, 10 and 100
    /// delegates (and reports the other counts in the allocation tables).
    static func checkAllocations(_ benchmarks: [DispatchBenchmark], _ checks: inout HardChecks) {
        for benchmark in benchmarks {
            let generated = benchmark.column(GeneratedMulticast.name)
            for row in benchmark.rows where [1, 10, 100].contains(row.delegates) {
                let allocations = row.allocationsPerDispatch[generated]
                checks.expect(
                    allocations == 0,
                    "\(benchmark.subjects.title): a void dispatch to \(row.delegates) "
                        + (row.delegates == 1 ? "delegate" : "delegates") + " does not allocate",
                    measured: "\(Format.perOperation(allocations)) allocations per dispatch")
            }
        }
    }
}
