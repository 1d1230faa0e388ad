/// Whether a multicast's memory stays bounded when delegates come and go: heap in use after a
/// warm-up of churn, then after ten times as much more. Dead entries must be pruned, so the
/// second reading may not exceed the first by more than noise.
@MainActor
struct ChurnBenchmark {
    /// One multicast and way of letting delegates go.
    struct Row {
        let multicast: String
        let churn: String
        let bytesAfterWarmUp: Int
        let bytesAfterChurn: Int

        var growth: Int {
            bytesAfterChurn - bytesAfterWarmUp
        }
    }

    static let warmUpCycles = 20_000
    static let churnCycles = 200_000
    /// Heap growth after ``churnCycles`` that still counts as bounded. A leak of one entry per
    /// cycle would be several megabytes.
    static let growthLimit = 1 << 20
    /// Delegates that stay registered throughout, as in a real app.
    static let residentDelegates = 10

    let rows: [Row]

    init(checks: inout HardChecks) {
        var rows: [Row] = []
        for removing in [false, true] {
            rows.append(Self.measure(TickDelegateMulticast.self, removing: removing) { Listener() })
            rows.append(
                Self.measure(MainActorTickDelegateMulticast.self, removing: removing) {
                    MainActorListener()
                })
        }
        for row in rows {
            checks.expect(
                row.growth <= Self.growthLimit,
                "\(row.multicast), \(row.churn): heap does not grow with churn "
                    + "(≤ \(Format.bytes(Self.growthLimit)) after \(Format.count(Self.churnCycles)) cycles)",
                measured: Format.bytes(row.growth))
        }
        self.rows = rows
    }

    private static func measure<Multicast: Registrar>(
        _: Multicast.Type, removing: Bool, makeDelegate: () -> Multicast.Delegate
    ) -> Row {
        let multicast = Multicast()
        let residents = (0..<residentDelegates).map { _ in makeDelegate() }
        for resident in residents {
            multicast.add(resident)
        }
        churn(multicast, cycles: warmUpCycles, removing: removing, makeDelegate)
        let afterWarmUp = Heap.bytesInUse
        churn(multicast, cycles: churnCycles, removing: removing, makeDelegate)
        let afterChurn = Heap.bytesInUse
        withExtendedLifetime(residents) {}
        return Row(
            multicast: Multicast.name,
            churn: removing ? "remove, then release" : "released without remove",
            bytesAfterWarmUp: afterWarmUp, bytesAfterChurn: afterChurn)
    }

    /// Registers a new delegate `cycles` times; each is released at the end of its cycle.
    @inline(never)
    private static func churn<Multicast: Registrar>(
        _ multicast: Multicast, cycles: Int, removing: Bool,
        _ makeDelegate: () -> Multicast.Delegate
    ) {
        for _ in 0..<cycles {
            let delegate = makeDelegate()
            multicast.add(delegate)
            if removing {
                multicast.remove(delegate)
            }
        }
    }

    var table: Table {
        Table(
            title: "Memory under churn: heap in use (glibc mallinfo2)",
            headers: [
                "multicast", "delegates", "after \(Format.count(Self.warmUpCycles)) cycles",
                "after \(Format.count(Self.churnCycles)) more", "growth",
            ],
            rows: rows.map {
                [
                    $0.multicast, $0.churn, Format.bytes($0.bytesAfterWarmUp),
                    Format.bytes($0.bytesAfterChurn), Format.bytes($0.growth),
                ]
            },
            notes: [
                "A cycle creates a delegate, adds it and lets it go; \(Self.residentDelegates) "
                    + "delegates stay registered throughout. Heap in use covers the whole process."
            ])
    }
}
