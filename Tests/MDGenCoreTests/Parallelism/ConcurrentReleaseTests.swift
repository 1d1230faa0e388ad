import Foundation
import Testing

@testable import MDGenCore

/// `releaseConcurrently()`: the pipeline frees a file's syntax tree on all cores, and must
/// have freed all of it, and nothing still in use, when it goes on.
@Suite("Releasing on all cores")
struct ConcurrentReleaseTests {
    /// Counts its instances' deinitialisations, from whichever thread runs them.
    final class Tracked: Sendable {
        let freed: Counter

        init(freed: Counter) {
            self.freed = freed
        }

        deinit {
            freed.increment()
        }
    }

    /// Counts deinitialisations from several threads.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func increment() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    @Test("every element is freed before it returns", arguments: [0, 1, 2, 63, 64, 65, 1_000])
    func freesEverything(count: Int) {
        let freed = Counter()
        var elements = (0..<count).map { _ in [Tracked(freed: freed)] }
        // The only reference to the buffer is the one given away.
        let given = elements
        elements = []
        (consume given).releaseConcurrently()
        #expect(freed.value == count)
    }

    @Test("an element referenced elsewhere stays alive")
    func keepsWhatIsStillReferenced() {
        let freed = Counter()
        var elements = (0..<100).map { _ in Tracked(freed: freed) }
        let kept = elements[42]
        let given = elements
        elements = []
        (consume given).releaseConcurrently()
        #expect(freed.value == 99)
        #expect(kept.freed === freed)
    }
}
