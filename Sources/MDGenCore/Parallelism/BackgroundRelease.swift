import Dispatch

/// Frees a large value on another thread.
///
/// A large input's syntax tree and models are hundreds of thousands of small allocations,
/// which take milliseconds to free, on one thread, at a point where nothing else runs: the
/// syntax tree once its models are built, the models once the command line has generated its
/// files and has them still to write. Freed on another core instead, that time overlaps with
/// the work that follows.
package final class BackgroundRelease<Value>: @unchecked Sendable {
    /// The value, until the other thread drops it. Only that thread touches it after `init`,
    /// and dispatching the work orders the two.
    private var value: Value?

    private init(_ value: consuming Value) {
        self.value = value
    }

    /// Frees `value` on another thread, unless something else still holds it. The caller must
    /// give up its own reference (`consume`), or the last release may still happen here.
    package static func release(_ value: consuming Value) {
        let box = BackgroundRelease(value)
        DispatchQueue.global(qos: .utility).async {
            box.value = nil
        }
    }
}
