import Dispatch
import Foundation
import Synchronization

/// The shared broadcaster: a timer that tells every registered delegate the date and a name.
///
/// The Objective-C original kept its delegates in a weak `NSHashTable` guarded by a lock,
/// and called them *while holding the lock* after asking each one `respondsToSelector:`.
/// Here the generated `MessageSingletonDelegateMulticast` does all of that: weak storage,
/// thread safety, optional methods, and calls made after the lock is released.
final class MessageSingleton: Sendable {
    static let shared = MessageSingleton()

    private let delegates = MessageSingletonDelegateMulticast()
    private let queue = DispatchQueue(label: "MessageSingleton.timer")

    private init() {}

    func addDelegate(_ delegate: any MessageSingletonDelegate) {
        delegates.add(delegate)
    }

    func removeDelegate(_ delegate: any MessageSingletonDelegate) {
        delegates.remove(delegate)
    }

    func removeAllDelegates() {
        delegates.removeAll()
    }

    var delegateCount: Int {
        delegates.count
    }

    /// Fires `ticks` times, `interval` apart, on a background queue; `onTick` runs after
    /// each tick's broadcast, so the caller can change the listeners between ticks.
    func start(
        ticks: Int,
        interval: DispatchTimeInterval,
        onTick: @escaping @Sendable (Int) -> Void,
        completion: @escaping @Sendable () -> Void
    ) {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let counter = TickCounter()
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [self] in
            let tick = counter.next()
            print("tick \(tick): \(delegateCount) delegate(s)")
            delegates.messageSingleton(self, logNowDate: Date())
            delegates.messageSingleton(self, updateName: "tick-\(tick)")
            onTick(tick)
            if tick == ticks {
                timer.cancel()
                completion()
            }
        }
        timer.resume()
    }
}

/// Counts ticks. Only the timer's serial queue touches it, but the compiler cannot know that:
/// the lock makes it `Sendable` without an `@unchecked` promise.
private final class TickCounter: Sendable {
    private let value = Mutex(0)

    func next() -> Int {
        value.withLock { value in
            value += 1
            return value
        }
    }
}
