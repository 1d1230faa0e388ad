/// The side effect of every delegate call in every variant: one increment of this counter.
///
/// It keeps the optimiser from removing a call, costs the same whichever way the delegate was
/// reached, and lets the benchmark check that each variant made exactly the calls it should.
/// The benchmark is single-threaded (everything runs on the main thread), which is why an
/// unsynchronised global is safe here; an atomic would add the same cost to every variant
/// but make the floor less of a floor.
nonisolated(unsafe) var deliveredCalls = 0

/// Where the benchmarks of value-returning methods put each combined answer, for the same
/// reason: an answer nobody reads could be optimised away, along with the work behind it.
nonisolated(unsafe) var consumedAnswers = 0

/// The delegate called last: every delegate call stores its `self` here, so that no variant
/// can skip loading the delegate it calls.
nonisolated(unsafe) var lastCalled: ObjectIdentifier?
