import Foundation
import Testing

@testable import SpyFixtures

/// Waiting for calls without traps: predicates and handlers run with no lock of the spy held,
/// once per call and waiter, so they may read the spy or dispatch again; and a test waits for
/// the delegates after a spy by waiting on the last one.
@Suite("Waiting for a spy's calls", .timeLimit(.minutes(1)))
struct SpyWaitingTests {
    let transfer = Transfer("report.pdf")

    @Test("a predicate that reads the spy returns once it holds")
    func predicateReadsTheSpy() async throws {
        let spy = TransferDelegateSpy()
        let multicast = TransferDelegateMulticast()
        multicast.add(spy)
        let transfer = self.transfer
        let sender = Task.detached {
            for count in 1...3 {
                multicast.transfer(transfer, didSend: count)
            }
        }
        let call = try await spy.firstCall { _ in spy.calls.count >= 2 }
        #expect(spy.calls.count >= 2)
        #expect(spy.calls.contains(call))
        await sender.value
    }

    @Test("a predicate may dispatch again: the call it makes is checked next")
    func predicateDispatches() async throws {
        let spy = TransferDelegateSpy()
        let multicast = TransferDelegateMulticast()
        multicast.add(spy)
        let sender = Task.detached { multicast.progress("a", didReach: 0) }
        let call = try await spy.firstCall { call in
            if call == .progressDidReach(name: "a", fraction: 0) {
                multicast.progress("a", didReach: 1)
            }
            return call == .progressDidReach(name: "a", fraction: 1)
        }
        #expect(call == .progressDidReach(name: "a", fraction: 1))
        await sender.value
        #expect(
            spy.calls == [
                .progressDidReach(name: "a", fraction: 0),
                .progressDidReach(name: "a", fraction: 1),
            ])
    }

    @Test("a handler may read the spy and dispatch again, while a test waits")
    func handlerDispatches() async throws {
        let spy = TransferDelegateSpy()
        let multicast = TransferDelegateMulticast()
        multicast.add(spy)
        let counts = Recorder<Int>()
        spy.progressDidReachHandler = { name, fraction in
            counts.append(spy.calls.count)
            if fraction < 1 {
                multicast.progress(name, didReach: fraction + 0.5)
            }
        }
        let sender = Task.detached { multicast.progress("a", didReach: 0) }
        let last = try await spy.firstCall { call in
            call == .progressDidReach(name: "a", fraction: 1)
        }
        #expect(last == .progressDidReach(name: "a", fraction: 1))
        await sender.value
        #expect(spy.progressDidReachCalls.map(\.fraction) == [0, 0.5, 1])
        #expect(counts.values == [1, 2, 3])
    }

    @Test("each waiter's predicate runs once per call, in order, until one matches")
    func predicateRunsOncePerCall() async throws {
        let spy = TransferDelegateSpy()
        let multicast = TransferDelegateMulticast()
        multicast.add(spy)
        let transfer = self.transfer
        multicast.transfer(transfer, didSend: 1)
        let third = Task { try await Self.byteCounts(seenBy: spy, waitingFor: 3) }
        let fifth = Task { try await Self.byteCounts(seenBy: spy, waitingFor: 5) }
        let sender = Task.detached {
            for count in 2...6 {
                multicast.transfer(transfer, didSend: count)
            }
        }
        #expect(try await third.value == [1, 2, 3])
        #expect(try await fifth.value == [1, 2, 3, 4, 5])
        await sender.value
    }

    @Test("a main-actor spy's predicate runs on the main actor, where it may read the spy")
    @MainActor
    func mainActorPredicate() async throws {
        let spy = ScreenDelegateSpy()
        let multicast = ScreenDelegateMulticast()
        multicast.add(spy)
        var checked = 0
        Task {
            multicast.screenDidAppear("one")
            multicast.screenDidAppear("two")
        }
        let call = try await spy.firstCall { _ in
            checked += 1
            return spy.calls.count >= 2
        }
        #expect(spy.calls.contains(call))
        #expect(spy.calls.count == 2)
        #expect(checked == spy.calls.firstIndex(of: call).map { $0 + 1 })
    }

    @Test("waiting on the spy added last waits until the delegates before it are called")
    func waitingOnTheLastDelegate() async throws {
        let earlier = TransferDelegateSpy()
        let last = TransferDelegateSpy()
        let multicast = TransferDelegateMulticast()
        multicast.add(earlier)
        multicast.add(last)
        let transfer = self.transfer
        let sender = Task.detached { multicast.transferDidFinish(transfer) }
        // Delegates are called in the order they were added.
        #expect(try await last.nextCall() == .transferDidFinish(transfer: transfer))
        #expect(earlier.calls == [.transferDidFinish(transfer: transfer)])
        await sender.value
    }

    /// The byte counts of the `transfer(_:didSend:)` calls a predicate is given while waiting
    /// for the one with `byteCount`.
    static func byteCounts(seenBy spy: TransferDelegateSpy, waitingFor byteCount: Int) async throws
        -> [Int]
    {
        var seen: [Int] = []
        _ = try await spy.firstCall { call in
            guard case .transferDidSendTransferInt(_, let count) = call else {
                return false
            }
            seen.append(count)
            return count == byteCount
        }
        return seen
    }
}

/// Values appended from any thread, in order: an array only reached with its lock held.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []

    var values: [Value] {
        lock.withLock { storage }
    }

    func append(_ value: Value) {
        lock.withLock { storage.append(value) }
    }
}
