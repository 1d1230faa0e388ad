/// The cost of `add(_:)` and `remove(_:)` as the number of delegates grows: adding n delegates
/// then removing them all, in the order they were added and in reverse. Amortised O(1)
/// operations keep the cost per operation flat from 1,000 to 100,000 delegates.
@MainActor
struct RegistrationBenchmark {
    /// The per-operation figures of one multicast at one size.
    struct Row {
        let multicast: String
        let delegates: Int
        let nanosecondsPerAdd: Double
        let nanosecondsPerRemoveInOrder: Double
        let nanosecondsPerRemoveReversed: Double
        let allocationsPerAdd: Double
        let allocationsPerRemove: Double

        /// The three per-operation costs, in column order.
        var costs: [Double] {
            [nanosecondsPerAdd, nanosecondsPerRemoveInOrder, nanosecondsPerRemoveReversed]
        }
    }

    static let sizes = [1_000, 10_000, 100_000]
    /// Each measurement performs this many additions (and as many removals), in rounds on
    /// fresh multicasts, so that every size does the same amount of work.
    static let operationsPerMeasurement = 100_000
    /// The largest ratio of per-operation cost at 100,000 to 1,000 delegates that is still
    /// linear: a quadratic removal would be about 100× slower per operation.
    static let linearityLimit = 5.0

    let rows: [Row]

    init(mode: RunMode, checks: inout HardChecks) {
        let listeners = (0..<Self.sizes.max()!).map { _ in Listener() }
        let mainActorListeners = (0..<Self.sizes.max()!).map { _ in MainActorListener() }
        var rows: [Row] = []
        for size in Self.sizes {
            rows.append(
                Self.measure(
                    TickDelegateMulticast.self, listeners.prefix(size).map { $0 }, mode: mode))
            rows.append(
                Self.measure(
                    MainActorTickDelegateMulticast.self,
                    mainActorListeners.prefix(size).map { $0 }, mode: mode))
        }
        self.rows = rows
        checkLinearity(&checks)
    }

    private static func measure<Multicast: Registrar>(
        _: Multicast.Type, _ delegates: [Multicast.Delegate], mode: RunMode
    ) -> Row {
        let rounds = max(1, operationsPerMeasurement / delegates.count)
        let operations = Double(rounds * delegates.count)
        var adds: [Double] = []
        var removesInOrder: [Double] = []
        var removesReversed: [Double] = []
        var allocationsPerAdd = 0.0
        var allocationsPerRemove = 0.0
        // One extra, first repetition warms up and counts allocations; it is not timed.
        for repetition in 0...mode.repetitions {
            for reversed in [false, true] {
                let multicasts = (0..<rounds).map { _ in Multicast() }
                let before = Heap.allocations
                let addTime = Timing.duration {
                    for multicast in multicasts {
                        for delegate in delegates {
                            multicast.add(delegate)
                        }
                    }
                }
                let afterAdding = Heap.allocations
                let order = reversed ? delegates.reversed() : delegates
                let removeTime = Timing.duration {
                    for multicast in multicasts {
                        for delegate in order {
                            multicast.remove(delegate)
                        }
                    }
                }
                if repetition == 0 {
                    allocationsPerAdd = Double(afterAdding - before) / operations
                    allocationsPerRemove = Double(Heap.allocations - afterAdding) / operations
                    continue
                }
                adds.append(addTime.nanoseconds / operations)
                if reversed {
                    removesReversed.append(removeTime.nanoseconds / operations)
                } else {
                    removesInOrder.append(removeTime.nanoseconds / operations)
                }
            }
        }
        return Row(
            multicast: Multicast.name, delegates: delegates.count,
            nanosecondsPerAdd: Timing.median(adds),
            nanosecondsPerRemoveInOrder: Timing.median(removesInOrder),
            nanosecondsPerRemoveReversed: Timing.median(removesReversed),
            allocationsPerAdd: allocationsPerAdd, allocationsPerRemove: allocationsPerRemove)
    }

    private static let operationNames = ["add", "remove in order", "remove in reverse"]

    /// The cost per operation at the largest size over that at the smallest, per operation.
    func growth(of multicast: String) -> [Double] {
        let small = rows.first { $0.multicast == multicast && $0.delegates == Self.sizes.first }!
        let large = rows.first { $0.multicast == multicast && $0.delegates == Self.sizes.last }!
        return zip(large.costs, small.costs).map { $0 / $1 }
    }

    private func checkLinearity(_ checks: inout HardChecks) {
        for multicast in [TickDelegateMulticast.name, MainActorTickDelegateMulticast.name] {
            for (operation, ratio) in zip(Self.operationNames, growth(of: multicast)) {
                checks.expect(
                    ratio <= Self.linearityLimit,
                    "\(multicast): \(operation) stays linear (100k per-op cost ≤ "
                        + "\(Format.ratio(Self.linearityLimit)) the 1k one)",
                    measured: "\(Format.ratio(ratio))")
            }
        }
    }

    /// Cost per operation at each size, then the growth from the smallest size to the largest.
    var table: Table {
        var rows = self.rows.map { row in
            [row.multicast, Format.count(row.delegates)] + row.costs.map(Format.nanoseconds)
                + [
                    Format.perOperation(row.allocationsPerAdd),
                    Format.perOperation(row.allocationsPerRemove),
                ]
        }
        for multicast in [TickDelegateMulticast.name, MainActorTickDelegateMulticast.name] {
            rows.append(
                [multicast, "ratio 100k ÷ 1k"] + growth(of: multicast).map(Format.ratio) + ["", ""])
        }
        return Table(
            title: "add/remove: cost per operation as the delegate count grows",
            headers: ["multicast", "delegates"] + Self.operationNames.map { "\($0), per op" }
                + ["allocations per add", "allocations per remove"],
            rows: rows,
            notes: [
                "n adds then n removes, repeated on fresh multicasts to 100,000 operations per "
                    + "measurement. Flat means a ratio near 1×; quadratic would be about 100×.",
                "Absolute times anchor the ratios only; allocations are amortised (arrays and "
                    + "the index table grow by doubling).",
            ])
    }
}
