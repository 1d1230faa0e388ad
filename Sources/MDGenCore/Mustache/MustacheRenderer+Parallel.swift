/// Rendering a long list on several threads: a generated file's list of protocols is most of
/// its work, and each item renders on its own.
///
/// The items are split into consecutive runs, each rendered by a copy of the renderer into an
/// output of its own, and the outputs are joined in order. Nothing a render reads changes
/// under it, and ``MustacheOutput/append(_:)`` places the indentation owed across the joins,
/// so the text is byte for byte what one thread writes. When a run fails or the runs together
/// pass a limit, the list renders again on one thread, which reports the error exactly where
/// a single-threaded render meets it.
extension MustacheRenderer {
    /// How many runs a list splits into at most: more than the cores of any machine that
    /// builds, so that runs of uneven cost still keep every core busy, and so many that the
    /// items a run of a deferred list computes (a file's protocols: tens of kilobytes of
    /// context each) are still in the core's cache when they render.
    static let maximumRuns = 128

    /// Renders the section `section` once per item of the `count` that `item` gives, as one
    /// thread would, and returns `true`; `false`, with nothing rendered, when the list is too
    /// short to split, a run fails, or the runs together pass the output or step limit.
    ///
    /// Each run asks `item` for its own items, when it starts, and frees them when it ends.
    mutating func renderInParallel(
        count: Int, item: @Sendable (Int) -> RenderValue, in section: Frame
    ) -> Bool {
        let runCount = min(count, Self.maximumRuns)
        guard runCount > 1 else { return false }
        var start = self
        start.rendersListsInParallel = false
        start.output = MustacheOutput(byteLimit: output.remainingBytes)
        start.frames.append(section)
        let base = start
        let floor = frames.count
        let runs = Array(0..<runCount).concurrentMap { run -> MustacheRenderer? in
            // Run `run` takes the items from `lower` up to the next run's `lower`.
            let lower = count * run / runCount
            let upper = count * (run + 1) / runCount
            let items = (lower..<upper).map(item)
            var renderer = base
            renderer.frames[floor].remainingItems = items.dropFirst()
            renderer.contextStack.append(items[0])
            do {
                try renderer.run(downTo: floor)
                return renderer
            } catch {
                return nil
            }
        }
        // The runs' outputs are kept as pieces of the text, copied once when it is taken.
        var joined = output
        var totalSteps = steps
        for run in runs {
            guard let run, joined.append(run.output) else { return false }
            totalSteps += run.steps - steps
        }
        guard totalSteps <= limits.maximumSteps else { return false }
        output = joined
        steps = totalSteps
        return true
    }
}
