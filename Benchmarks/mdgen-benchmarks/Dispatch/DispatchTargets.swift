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
                "generated ÷ weak-box snapshot (target ≤ 0.75×)",
                "NotificationCenter ÷ generated (target: clearly > 1× at 10+)",
            ],
            rows: rows,
            notes: [
                "Timing targets are reported, never asserted: timings move with the machine's load."
            ])
    }

    /// The targets of the concurrency modes, read off the lock-protected table: the
    /// single-domain mode and the lock fallback against the hand-written weak-box loop, and a
    /// protocol declared elsewhere against one mdgen declares.
    static func modeTable(_ benchmark: DispatchBenchmark) -> Table {
        let generated = benchmark.column(GeneratedMulticast.name)
        let weakBox = benchmark.column(LockedWeakBoxLoop.name)
        let singleDomain = benchmark.column(SingleDomainMulticast.name)
        let fallback = benchmark.column(FallbackMulticast.name)
        let existing = benchmark.column(ExistingMulticast.name)
        return Table(
            title: "Concurrency modes: ratios of time per dispatch",
            headers: [
                "delegates", "single-domain ÷ weak-box (target ≤ 0.5× at 10)",
                "lock fallback ÷ weak-box (target ≤ 1.10× at 10)",
                "existing protocol ÷ generated (target ≈ 1×)",
            ],
            rows: benchmark.rows.map { row in
                let time = row.nanosecondsPerDispatch
                return [
                    Format.count(row.delegates), Format.ratio(time[singleDomain] / time[weakBox]),
                    Format.ratio(time[fallback] / time[weakBox]),
                    Format.ratio(time[existing] / time[generated]),
                ]
            },
            notes: [
                "The lock fallback is what Apple systems before macOS 15 / iOS 18 run; here it is "
                    + "compiled with -D MDGEN_LOCKED_FLAGS."
            ])
    }

    /// The generated subjects whose void dispatch must not allocate.
    static let generatedSubjects = [
        GeneratedMulticast.name, GeneratedStrongMulticast.name, SingleDomainMulticast.name,
        FallbackMulticast.name, ExistingMulticast.name,
    ]

    /// Asserts that no void dispatch of a generated multicast allocates, in any mode, with 1,
    /// 10 and 100 delegates (and reports the other counts in the allocation tables).
    static func checkAllocations(_ benchmarks: [DispatchBenchmark], _ checks: inout HardChecks) {
        for benchmark in benchmarks {
            for name in generatedSubjects {
                guard let column = benchmark.names.firstIndex(of: name) else {
                    continue
                }
                for row in benchmark.rows where [1, 10, 100].contains(row.delegates) {
                    let allocations = row.allocationsPerDispatch[column]
                    checks.expect(
                        allocations == 0,
                        "\(benchmark.subjects.title), \(name): a void dispatch to "
                            + "\(row.delegates) \(row.delegates == 1 ? "delegate" : "delegates") "
                            + "does not allocate",
                        measured: "\(Format.perOperation(allocations)) allocations per dispatch")
                }
            }
        }
    }
}
