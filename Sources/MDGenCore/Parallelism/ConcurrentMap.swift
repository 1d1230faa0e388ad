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

extension Array where Element: Sendable {
    /// Frees the elements on all cores at once, and returns once they are all freed.
    ///
    /// For a large tree the pipeline is done with, such as a file's syntax once its model is
    /// built: on 10,000 requirements, freeing it took milliseconds on one thread while the
    /// other cores waited. The elements are split into parts, each holding another reference
    /// to its elements, so letting go of the array frees none of them; each part then frees
    /// its elements on the thread that empties it. An element still referenced elsewhere is
    /// not freed, as with any release.
    package consuming func releaseConcurrently() {
        let partCount = Swift.min(count, 64)
        guard partCount > 1 else { return }
        let total = count
        var parts = (0..<partCount).map { part in
            Self(self[total * part / partCount..<total * (part + 1) / partCount])
        }
        self = []
        parts.withUnsafeMutableBufferPointer { buffer in
            // Each iteration empties its own part and nothing else, and the buffer outlives
            // the threads: `concurrentPerform` returns once every iteration is done.
            nonisolated(unsafe) let parts = buffer
            DispatchQueue.concurrentPerform(iterations: partCount) { index in
                parts[index] = []
            }
        }
    }
}
