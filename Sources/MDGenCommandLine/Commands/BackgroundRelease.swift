import Dispatch

/// Frees a large value on another thread.
///
/// A run's models are its files' protocols and requirements: hundreds of thousands of small
/// allocations for a large input, which take milliseconds to free. The command does not need
/// them once it has generated, and it still has files to write: the write waits for the
/// kernel on this thread while another core frees them.
///
/// Only the command line frees this way, since the process ends soon after. A library that
/// left frees pending would have its memory look leaked to a leak checker that runs between
/// calls, as the front-end fuzzer's does.
final class BackgroundRelease<Value>: @unchecked Sendable {
    /// The value, until the other thread drops it. Only that thread touches it after `init`,
    /// and dispatching the work orders the two.
    private var value: Value?

    private init(_ value: consuming Value) {
        self.value = value
    }

    /// Frees `value` on another thread, unless something else still holds it. The caller must
    /// give up its own reference (`consume`), or the last release may still happen here.
    static func release(_ value: consuming Value) {
        let box = BackgroundRelease(value)
        DispatchQueue.global(qos: .utility).async {
            box.value = nil
        }
    }
}
