import Foundation
import Testing

@testable import SpyFixtures

/// Every wait on a spy ends: when its task is cancelled, as Swift Testing's `.timeLimit` cancels
/// a test, and at a time limit of its own, with an error that fails the test and lists the
/// calls received until then.
@Suite("Waits on a spy end", .timeLimit(.minutes(1)))
struct SpyWaitEndsTests {
    /// How long a cancelled wait may take to end.
    static let promptly: Duration = .seconds(1)

    @Test("a cancelled nextCall() of a lock-protected spy throws CancellationError at once")
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    func cancelledNextCall() async throws {
        let spy = TransferDelegateSpy()
        let waiting = Task { try await spy.nextCall(timeLimit: 600) }
        try await Self.expectCancellationEnds(waiting)
        #expect(spy.calls.isEmpty)
    }

    @Test("a cancelled firstCall(where:) throws CancellationError at once, calls or not")
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    func cancelledFirstCall() async throws {
        let spy = TransferDelegateSpy()
        spy.progress("a", didReach: 0.5)
        let waiting = Task {
            try await spy.firstCall(timeLimit: 600) {
                $0 == .progressDidReach(name: "a", fraction: 1)
            }
        }
        try await Self.expectCancellationEnds(waiting)
    }

    @Test("a cancelled wait on a main-actor spy ends, and a later wait still gets its call")
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @MainActor
    func cancelledMainActorWait() async throws {
        let spy = ScreenDelegateSpy()
        let waiting = Task { _ = try await spy.nextCall(timeLimit: 600) }
        try await Self.expectCancellationEnds(waiting)
        spy.screenDidAppear("home")
        #expect(try await spy.firstCall { _ in true } == .screenDidAppear(name: "home"))
    }

    @Test("a cancelled wait on a single-domain spy ends")
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    func cancelledSingleDomainWait() async throws {
        let spy = JournalDelegateSpy()
        let waiting = Task { _ = try await spy.nextCall(timeLimit: 600) }
        try await Self.expectCancellationEnds(waiting)
    }

    @Test("a task cancelled before it waits does not wait")
    func cancelledBeforeWaiting() async {
        let spy = TransferDelegateSpy()
        let waiting = Task { try await spy.nextCall(timeLimit: 600) }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
    }

    @Test("at its time limit a wait throws an error that lists the calls received until then")
    func timeLimit() async throws {
        let spy = TransferDelegateSpy()
        spy.progress("a", didReach: 0.5)
        let error = await #expect(throws: SpyTimeLimitExceeded.self) {
            try await spy.firstCall(timeLimit: 0.2) {
                $0 == .progressDidReach(name: "a", fraction: 1)
            }
        }
        #expect(
            error?.description
                == "TransferDelegateSpy.firstCall(where:) waited 0.2 s and no call it waits for "
                + "came; the calls until then: .progressDidReach(name: \"a\", fraction: 0.5)")

        let next = await #expect(throws: SpyTimeLimitExceeded.self) {
            _ = try await spy.nextCall()
            return try await spy.nextCall(timeLimit: 0.1)
        }
        #expect(next?.description.contains("nextCall() waited 0.1 s") == true)
    }

    @Test("a call that comes before the time limit ends the wait, which then takes the next one")
    func callBeforeTheLimit() async throws {
        let spy = TransferDelegateSpy()
        let sender = Task.detached {
            try await Task.sleep(nanoseconds: 50_000_000)
            spy.progress("a", didReach: 1)
        }
        #expect(try await spy.nextCall(timeLimit: 30) == .progressDidReach(name: "a", fraction: 1))
        try await sender.value
    }

    @Test("a spy that stays in one domain records arguments that are not Sendable, by identity")
    @MainActor
    func nonSendableArguments() async throws {
        let page = Page("draft")
        let screens = ScreenDelegateSpy()
        screens.screen("home", didShow: page)
        let journal = JournalDelegateSpy()
        journal.journal("log", didAttach: page)
        guard case .screenDidShow(_, let shown) = try await screens.nextCall() else {
            Issue.record("expected screen(_:didShow:), got \(screens.calls)")
            return
        }
        shown.text = "edited"
        #expect(page.text == "edited", "the spy keeps the page itself")
        #expect(journal.calls == [.journalDidAttach(name: "log", page: page)])
        #expect(journal.calls != [.journalDidAttach(name: "log", page: Page("draft"))])
    }

    /// Cancels `waiting` while it waits, and expects it to throw `CancellationError` promptly.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    static func expectCancellationEnds<Success: Sendable>(
        _ waiting: Task<Success, any Error>
    ) async throws {
        try await Task.sleep(for: .milliseconds(200))
        let clock = ContinuousClock()
        let start = clock.now
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(clock.now - start < promptly)
    }
}
