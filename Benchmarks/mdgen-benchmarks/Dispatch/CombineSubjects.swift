import Synchronization

/// One way of asking many delegates for an answer and combining the answers, measured by the
/// combining table: `@combine(all)` on a `Bool` method and `@combine(collect)` on an `Int` one.
protocol CombineSubject: AnyObject {
    /// The column header.
    static var name: String { get }

    /// Registers the delegates; called once, on a fresh subject.
    func install(_ listeners: [Listener])

    /// Asks `approve()` `times` times, combining the answers with "and".
    func approveAll(_ times: Int)

    /// Asks `value()` `times` times, collecting the answers into an array.
    func collectValues(_ times: Int)
}

/// The floor: loops over strong references. Collecting with `map` allocates the answers'
/// array once, at its final size.
final class StrongCombineLoop: CombineSubject {
    static let name = "strong loop"
    private var delegates: [any TickDelegate] = []

    func install(_ listeners: [Listener]) {
        delegates = listeners
    }

    func approveAll(_ times: Int) {
        for _ in 0..<times {
            var result = true
            for delegate in delegates {
                result = delegate.approve() && result
            }
            consumedAnswers &+= result ? 1 : 0
        }
    }

    func collectValues(_ times: Int) {
        for _ in 0..<times {
            let answers = delegates.map { $0.value() }
            consumedAnswers &+= answers.count
        }
    }
}

/// The generated `TickDelegateMulticast`.
final class GeneratedCombine: CombineSubject {
    static let name = "generated"
    private let multicast = TickDelegateMulticast()

    func install(_ listeners: [Listener]) {
        for listener in listeners {
            multicast.add(listener)
        }
    }

    func approveAll(_ times: Int) {
        for _ in 0..<times {
            consumedAnswers &+= multicast.approve() ? 1 : 0
        }
    }

    func collectValues(_ times: Int) {
        for _ in 0..<times {
            consumedAnswers &+= multicast.value().count
        }
    }
}

/// The careful hand-written version: a snapshot of weak boxes taken under a lock. Collecting
/// with `compactMap` cannot know the final size, like the generated code.
final class LockedWeakBoxCombine: CombineSubject {
    static let name = "lock + weak-box snapshot"
    private let boxes = Mutex<[WeakBox]>([])

    func install(_ listeners: [Listener]) {
        boxes.withLock { boxes in
            boxes = listeners.map { WeakBox(delegate: $0) }
        }
    }

    private func snapshot() -> [WeakBox] {
        boxes.withLock { boxes -> [WeakBox] in
            let copy = boxes
            return copy
        }
    }

    func approveAll(_ times: Int) {
        for _ in 0..<times {
            var result = true
            for box in snapshot() {
                if let delegate = box.delegate {
                    result = delegate.approve() && result
                }
            }
            consumedAnswers &+= result ? 1 : 0
        }
    }

    func collectValues(_ times: Int) {
        for _ in 0..<times {
            let answers = snapshot().compactMap { $0.delegate?.value() }
            consumedAnswers &+= answers.count
        }
    }
}
