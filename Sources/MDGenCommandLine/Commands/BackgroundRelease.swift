import Dispatch

/// Frees large values on another thread.
///
/// A run's models are its files' protocols and requirements: hundreds of thousands of small
/// allocations for a large input, which take milliseconds to free. The command does not need
/// them once it has generated, and it still has files to write: the write waits for the
/// kernel on this thread while another core frees them. ``Tool/main()`` waits for every
/// release before the process exits, so that nothing is left half freed: a leak checker run
/// at exit (the AddressSanitizer build in CI) sees it all freed.
///
/// Only the command line frees this way. A library that left frees pending would have its
/// memory look leaked to a leak checker that runs between calls, as the front-end fuzzer's
/// does.
enum BackgroundRelease {
    /// The releases dispatched and not yet done.
    private static let pending = DispatchGroup()

    /// Frees `value` on another thread, unless something else still holds it. The caller must
    /// give up its own reference (`consume`), or the last release may still happen here.
    static func release<Value>(_ value: consuming Value) {
        let box = Box(value)
        DispatchQueue.global(qos: .utility).async(group: pending) {
            box.value = nil
        }
    }

    /// Waits until every value given to ``release(_:)`` is freed.
    static func waitForAll() {
        pending.wait()
    }

    /// A value that the other thread drops. Only that thread touches it after `init`, and
    /// dispatching the work orders the two.
    private final class Box<Value>: @unchecked Sendable {
        var value: Value?

        init(_ value: consuming Value) {
            self.value = value
        }
    }
}
