import Foundation

/// What people write today to share one stream among many consumers: an actor holding a
/// continuation per consumer, keyed by a `UUID` so that a consumer that stops can be removed.
actor HandWrittenFanOut<Element: Sendable> {
    private var continuations: [UUID: AsyncStream<Element>.Continuation] = [:]

    /// A new stream that receives every element sent from now on.
    func subscribe() -> AsyncStream<Element> {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self)
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(id) }
        }
        continuations[id] = continuation
        return stream
    }

    func send(_ element: Element) {
        for continuation in continuations.values {
            continuation.yield(element)
        }
    }

    func finish() {
        for continuation in continuations.values {
            continuation.finish()
        }
        continuations = [:]
    }

    private func unsubscribe(_ id: UUID) {
        continuations[id] = nil
    }
}
