import Testing

/// The single-domain mode, `@multicast(sendable: false)`: no lock and no `Sendable`, and every
/// guarantee a multicast gives within one isolation domain.
@Suite("Single-domain multicasts")
struct SingleDomainTests {
    /// The delegate people write first: not final, with mutable state, not Sendable.
    class Page: NotebookDelegate {
        let name: String
        var lines: [String] = []
        /// Runs inside `notebook(_:didWrite:)`, for re-entrancy tests.
        var reaction: ((Page) -> Void)?
        let journal: Journal

        init(_ name: String, journal: Journal) {
            self.name = name
            self.journal = journal
        }

        func notebook(_ name: String, didWrite line: String) {
            lines.append(line)
            journal.entries.append("\(self.name):\(line)")
            reaction?(self)
        }

        func pageCount(of name: String) -> Int? {
            lines.count
        }
    }

    /// A subclass, which a protocol that required `Sendable` would not allow.
    final class StickyPage: Page {
        override func notebook(_ name: String, didWrite line: String) {
            super.notebook(name, didWrite: "*" + line)
        }
    }

    /// What the delegates saw, in order: a plain class, as the mode allows.
    final class Journal {
        var entries: [String] = []
    }

    let journal = Journal()

    func pages(_ names: String...) -> [Page] {
        names.map { Page($0, journal: journal) }
    }

    @Test("calls go out in registration order; adding a delegate again keeps its place")
    func orderAndDuplicates() {
        let multicast = NotebookDelegateMulticast()
        let (a, b) = (Page("a", journal: journal), StickyPage("b", journal: journal))
        multicast.add(a)
        multicast.add(b)
        multicast.add(a)
        multicast.notebook("n", didWrite: "1")
        #expect(journal.entries == ["a:1", "b:*1"])
        #expect(multicast.count == 2)
        #expect(multicast.pageCount(of: "n") == [1, 1])
    }

    @Test("a delegate released by its owner stops being called, without being removed")
    func weakRelease() {
        let multicast = NotebookDelegateMulticast()
        let kept = Page("kept", journal: journal)
        var released: Page? = Page("released", journal: journal)
        multicast.add(kept)
        multicast.add(released!)
        released = nil
        multicast.notebook("n", didWrite: "1")
        #expect(journal.entries == ["kept:1"])
        #expect(multicast.count == 1)
        #expect(released == nil)
    }

    @Test("a delegate can remove itself, or a later one, during a dispatch")
    func removalDuringDispatch() {
        let multicast = NotebookDelegateMulticast()
        let all = pages("a", "b", "c", "d")
        all.forEach(multicast.add)
        // Capturing `all` would make a cycle through the page that holds the closure.
        all[0].reaction = { [later = all[2]] _ in multicast.remove(later) }
        all[1].reaction = { page in multicast.remove(page) }
        multicast.notebook("n", didWrite: "1")
        multicast.notebook("n", didWrite: "2")
        #expect(journal.entries == ["a:1", "b:1", "d:1", "a:2", "d:2"])
    }

    @Test("a delegate added during a dispatch waits for the next one")
    func additionDuringDispatch() {
        let multicast = NotebookDelegateMulticast()
        let (first, latecomer) = (Page("a", journal: journal), Page("late", journal: journal))
        multicast.add(first)
        first.reaction = { page in
            multicast.add(latecomer)
            page.reaction = nil
        }
        multicast.notebook("n", didWrite: "1")
        multicast.notebook("n", didWrite: "2")
        #expect(journal.entries == ["a:1", "a:2", "late:2"])
    }

    @Test("removeAll during a dispatch stops it after the current delegate")
    func removeAllDuringDispatch() {
        let multicast = NotebookDelegateMulticast()
        let all = pages("a", "b", "c")
        all.forEach(multicast.add)
        all[1].reaction = { _ in multicast.removeAll() }
        multicast.notebook("n", didWrite: "1")
        #expect(journal.entries == ["a:1", "b:1"])
        #expect(multicast.isEmpty)
    }

    @Test("a delegate can dispatch again from inside a callback")
    func nestedDispatch() {
        let multicast = NotebookDelegateMulticast()
        let all = pages("a", "b")
        all.forEach(multicast.add)
        all[0].reaction = { page in
            page.reaction = nil
            multicast.notebook("n", didWrite: "nested")
        }
        multicast.notebook("n", didWrite: "1")
        #expect(journal.entries == ["a:1", "a:nested", "b:nested", "b:1"])
    }

    @Test("a main-actor view controller can be a delegate through an isolated conformance")
    @MainActor
    func isolatedConformance() {
        let multicast = NotebookDelegateMulticast()
        let controller = NotebookViewController()
        multicast.add(controller)
        multicast.notebook("n", didWrite: "shown")
        #expect(controller.shown == ["shown"])
        #expect(multicast.pageCount(of: "n") == [1])
    }
}

/// A main-actor class, as UIKit's view controllers are.
@MainActor
final class NotebookViewController {
    var shown: [String] = []
}

// An isolated conformance (SE-0470): the requirements are satisfied on the main actor, which
// a single-domain protocol allows since it does not require `Sendable`.
extension NotebookViewController: @MainActor NotebookDelegate {
    func notebook(_ name: String, didWrite line: String) {
        shown.append(line)
    }

    func pageCount(of name: String) -> Int? {
        shown.count
    }
}
