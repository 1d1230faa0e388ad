/// Times code with the monotonic clock and reduces repetitions to their median.
enum Timing {
    /// How long `body` takes to run once.
    @inline(never)
    static func duration(of body: () -> Void) -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        body()
        return start.duration(to: clock.now)
    }

    /// The number of iterations of `body` that takes about `target`, found by doubling from
    /// one. It doubles as the warm-up: caches, branch predictors and lazily initialised
    /// runtime metadata are all hot by the time the first measured repetition starts.
    static func iterations(lasting target: Duration, _ body: (Int) -> Void) -> Int {
        var iterations = 1
        while true {
            let elapsed = duration { body(iterations) }
            if elapsed >= target / 4 || iterations >= 1 << 30 {
                let scale = target / max(elapsed, .nanoseconds(1))
                return max(1, Int(Double(iterations) * scale))
            }
            iterations *= 2
        }
    }

    /// The median of `values`, which must not be empty.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2)
            ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}

extension Duration {
    /// The duration in nanoseconds, as a floating-point number for ratios.
    var nanoseconds: Double {
        Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
    }
}
