/// How much work the benchmark does: the real measurement, or a quick pass that only proves
/// it still runs and that the hard properties hold.
struct RunMode: Sendable {
    /// The name printed in the report's title.
    let name: String
    /// Timed repetitions of each figure; the report shows their median.
    let repetitions: Int
    /// About how long one timed repetition of a dispatch figure runs.
    let sampleDuration: Duration
    /// The generator's large input.
    let largeInput: GeneratedInputSize
    /// The modules the consumer-cost table compiles.
    let consumerCost: ConsumerCostPlan

    /// The real measurement: every figure is the median of 21 runs of about 5 ms each. Many
    /// short runs make a better median than a few long ones on a machine that is busy with
    /// other work now and then: a burst spoils a few samples instead of most of them.
    static let full = RunMode(
        name: "full run",
        repetitions: 21,
        sampleDuration: .milliseconds(5),
        largeInput: GeneratedInputSize(protocols: 1_000, methodsPerProtocol: 10),
        consumerCost: ConsumerCostPlan(
            protocolCounts: [1, 10, 50], repetitions: 11, releaseRepetitions: 5))

    /// For CI: tiny samples and a smaller generator input, so timings mean little, but every
    /// table is printed and every hard property (allocations, linearity, memory) is checked
    /// at full size, since those do not depend on timing precision.
    static let smoke = RunMode(
        name: "smoke run, timings not meaningful",
        repetitions: 3,
        sampleDuration: .microseconds(500),
        largeInput: GeneratedInputSize(protocols: 100, methodsPerProtocol: 10),
        consumerCost: ConsumerCostPlan(protocolCounts: [1], repetitions: 1, releaseRepetitions: 0))

    /// The delegate counts of the dispatch tables.
    let delegateCounts = [0, 1, 10, 100, 10_000]
}
