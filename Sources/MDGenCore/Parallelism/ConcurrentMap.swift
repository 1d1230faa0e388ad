import Dispatch

extension Array where Element: Sendable {
    /// `map(transform)`, with the elements transformed on all cores at once.
    ///
    /// The result is the same as `map`'s, in the same order: each element's result goes to
    /// its own index, whichever thread computes it. For the pipeline's per-protocol work,
    /// whose cost grows with the file while every protocol stands alone, and the command
    /// line's per-file work.
    package func concurrentMap<Result: Sendable>(
        _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        guard count > 1 else { return map(transform) }
        return [Result](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            // Each iteration initializes its own element and nothing else, and the buffer
            // outlives the threads: `concurrentPerform` returns once every iteration is done.
            nonisolated(unsafe) let results = buffer
            DispatchQueue.concurrentPerform(iterations: count) { index in
                (results.baseAddress! + index).initialize(to: transform(self[index]))
            }
            initializedCount = count
        }
    }
}
