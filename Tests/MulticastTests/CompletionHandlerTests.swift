import Dispatch
import Foundation
import Testing

/// What `ChallengeDelegate`'s delegates answer through their completion handlers.
enum Disposition: Sendable, Equatable {
    case performDefaultHandling, useCredential, cancel
}

/// Completion handlers: each delegate answers through its own reply, and the real handler is
/// called exactly once, with the answers combined as the requirement's strategy says.
@Suite("Completion handlers")
struct CompletionHandlerTests {
    /// A delegate that answers what it is told, at once, later (from another thread), twice,
    /// or never.
    final class Answerer: ChallengeDelegate {
        enum Timing: Sendable {
            case now, later, twice
        }

        let name: String
        let log: Log
        let timing: Timing
        let disposition: Disposition?
        let approval: Bool
        let replacement: String?

        init(
            _ name: String, log: Log, timing: Timing = .now, disposition: Disposition? = nil,
            approval: Bool = true, replacement: String? = nil
        ) {
            self.name = name
            self.log = log
            self.timing = timing
            self.disposition = disposition
            self.approval = approval
            self.replacement = replacement
        }

        func answer(_ reply: @escaping @Sendable () -> Void) {
            switch timing {
            case .now:
                reply()
            case .later:
                DispatchQueue.global().asyncAfter(
                    deadline: .now() + .milliseconds(5), execute: reply)
            case .twice:
                reply()
                reply()
            }
        }

        func session(
            _ session: String, didReceive challenge: String,
            completionHandler: @escaping @Sendable (Disposition, String?) -> Void
        ) {
            log.append("\(name):challenge")
            let disposition = self.disposition ?? .performDefaultHandling
            let name = self.name
            answer { completionHandler(disposition, name) }
        }

        func shouldStart(_ name: String, completion: @escaping @Sendable (Bool) -> Void) {
            log.append("\(self.name):shouldStart")
            let approval = self.approval
            answer { completion(approval) }
        }

        func wantsMore(_ name: String, reply: @escaping @Sendable (Bool) -> Void) {
            let approval = self.approval
            answer { reply(approval) }
        }

        func replacement(for name: String, completion: @escaping @Sendable (String?) -> Void) {
            let replacement = self.replacement
            answer { completion(replacement) }
        }

        func rank(completion: @escaping @Sendable (Int) -> Void) {
            let rank = name.count
            answer { completion(rank) }
        }

        func prepare(completion: @escaping @Sendable () -> Void) {
            log.append("\(name):prepare")
            answer { completion() }
        }
    }

    /// A delegate that implements only what the protocol requires.
    final class Minimal: ChallengeDelegate {
        func shouldStart(_ name: String, completion: @escaping @Sendable (Bool) -> Void) {
            completion(true)
        }

        func prepare(completion: @escaping @Sendable () -> Void) {
            completion()
        }
    }

    /// Everything the real handler was called with, to count the calls.
    final class Calls<Value: Sendable>: Sendable {
        private let values = Locked<[Value]>([])
        private let done = DispatchSemaphore(value: 0)

        func record(_ value: Value) {
            values.withLock { $0.append(value) }
            done.signal()
        }

        /// Waits for the first call, then a little more, to catch a second one.
        func settled() -> [Value] {
            _ = done.wait(timeout: .now() + 5)
            Thread.sleep(forTimeInterval: 0.05)
            return values.withLock { $0 }
        }
    }

    let log = Log()

    @Test("first, with answers that cannot be nil: only the first delegate is asked, and answers")
    func firstDelegateDecides() {
        let multicast = ChallengeDelegateMulticast()
        let first = Answerer("a", log: log, timing: .later, disposition: .useCredential)
        let second = Answerer("b", log: log, disposition: .cancel)
        multicast.add(first)
        multicast.add(second)
        let calls = Calls<String>()
        multicast.session("s", didReceive: "c") { disposition, credential in
            calls.record("\(disposition) \(credential ?? "-")")
        }
        #expect(calls.settled() == ["useCredential a"])
        #expect(log.all == ["a:challenge"])
    }

    @Test("first, with no delegate: the default answer, at once")
    func firstWithoutDelegates() {
        let calls = Calls<String>()
        ChallengeDelegateMulticast().session("s", didReceive: "c") { disposition, credential in
            calls.record("\(disposition) \(credential ?? "-")")
        }
        #expect(calls.settled() == ["performDefaultHandling -"])
    }

    @Test("a delegate that leaves an optional requirement out answers with its default")
    func defaultImplementationAnswers() {
        let multicast = ChallengeDelegateMulticast()
        let minimal = Minimal()
        multicast.add(minimal)
        multicast.add(Answerer("b", log: log, disposition: .cancel))
        let calls = Calls<Disposition>()
        multicast.session("s", didReceive: "c") { disposition, _ in calls.record(disposition) }
        #expect(calls.settled() == [.performDefaultHandling])
    }

    @Test("all: every delegate is asked, and the handler waits for the last reply")
    func allWaitsForEveryReply() {
        let multicast = ChallengeDelegateMulticast()
        let delegates = [
            Answerer("a", log: log), Answerer("b", log: log, timing: .later, approval: false),
            Answerer("c", log: log, timing: .later),
        ]
        delegates.forEach(multicast.add)
        let calls = Calls<Bool>()
        multicast.shouldStart("x") { calls.record($0) }
        #expect(calls.settled() == [false])
        #expect(log.all == ["a:shouldStart", "b:shouldStart", "c:shouldStart"])
    }

    @Test("all and any with no delegate answer their neutral values at once")
    func neutralAnswers() {
        let multicast = ChallengeDelegateMulticast()
        let all = Calls<Bool>()
        let any = Calls<Bool>()
        multicast.shouldStart("x") { all.record($0) }
        multicast.wantsMore("x") { any.record($0) }
        #expect(all.settled() == [true])
        #expect(any.settled() == [false])
    }

    @Test("any: true if one delegate answers true")
    func anyCombines() {
        let multicast = ChallengeDelegateMulticast()
        let delegates = [
            Answerer("a", log: log, approval: false), Answerer("b", log: log, timing: .later),
        ]
        delegates.forEach(multicast.add)
        let calls = Calls<Bool>()
        multicast.wantsMore("x") { calls.record($0) }
        #expect(calls.settled() == [true])
    }

    @Test("first with optional answers: the first non-nil answer in registration order")
    func firstNonNil() {
        let multicast = ChallengeDelegateMulticast()
        let delegates = [
            Answerer("a", log: log), Answerer("b", log: log, timing: .later, replacement: "B"),
            Answerer("c", log: log, replacement: "C"),
        ]
        delegates.forEach(multicast.add)
        let calls = Calls<String?>()
        multicast.replacement(for: "x") { calls.record($0) }
        #expect(calls.settled() == ["B"])
    }

    @Test("last: the last delegate's answer, or the default with no delegate")
    func lastAnswer() {
        let multicast = ChallengeDelegateMulticast()
        let empty = Calls<Int>()
        multicast.rank { empty.record($0) }
        #expect(empty.settled() == [0])
        let delegates = [Answerer("abc", log: log, timing: .later), Answerer("de", log: log)]
        delegates.forEach(multicast.add)
        let calls = Calls<Int>()
        multicast.rank { calls.record($0) }
        #expect(calls.settled() == [2])
    }

    @Test("a handler without an answer is called once every delegate is done")
    func voidAnswers() {
        let multicast = ChallengeDelegateMulticast()
        let delegates = [Answerer("a", log: log, timing: .later), Answerer("b", log: log)]
        delegates.forEach(multicast.add)
        let calls = Calls<String>()
        multicast.prepare { calls.record("done") }
        #expect(calls.settled() == ["done"])
    }

    @Test("a delegate that replies twice does not call the handler twice")
    func exactlyOnce() {
        let multicast = ChallengeDelegateMulticast()
        let delegates = [
            Answerer("a", log: log, timing: .twice), Answerer("b", log: log, timing: .twice),
        ]
        delegates.forEach(multicast.add)
        let calls = Calls<Bool>()
        multicast.shouldStart("x") { calls.record($0) }
        #expect(calls.settled() == [true])
    }

    @Test("a delegate removed by an earlier one during the dispatch is not asked")
    func removalWhileAsking() {
        let multicast = ChallengeDelegateMulticast()
        let remover = Remover(log: log)
        let removed = Answerer("removed", log: log, approval: false)
        remover.multicast = multicast
        remover.target = removed
        multicast.add(remover)
        multicast.add(removed)
        let calls = Calls<Bool>()
        multicast.shouldStart("x") { calls.record($0) }
        #expect(calls.settled() == [true])
        #expect(log.all == ["remover:shouldStart"])
    }

    @Test("many dispatches replying from many threads at once each call their handler once")
    func concurrentReplies() {
        let multicast = ChallengeDelegateMulticast()
        let delegates = (0..<8).map { Answerer("d\($0)", log: Log(), timing: .later) }
        delegates.forEach(multicast.add)
        let count = 50
        let calls = Locked(0)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.concurrentPerform(iterations: count) { _ in
            multicast.shouldStart("x") { _ in
                calls.withLock { $0 += 1 }
                done.signal()
            }
        }
        for _ in 0..<count {
            _ = done.wait(timeout: .now() + 5)
        }
        Thread.sleep(forTimeInterval: 0.05)
        #expect(calls.withLock { $0 } == count)
    }

    @Test(
        "an observer's closure answers through the completion handler; without one, it replies neutrally at once"
    )
    func observersReply() {
        let multicast = ChallengeDelegateMulticast()
        let silent = multicast.observe()
        let refusing = multicast.observe(shouldStartCompletion: { _, completion in
            completion(false)
        })
        let refused = Calls<Bool>()
        multicast.shouldStart("x") { refused.record($0) }
        #expect(refused.settled() == [false])
        refusing.cancel()
        let approved = Calls<Bool>()
        multicast.shouldStart("x") { approved.record($0) }
        #expect(approved.settled() == [true], "the silent observer does not hold the dispatch up")
        withExtendedLifetime(silent) {}
    }

    /// Removes `target` when asked, then approves.
    final class Remover: ChallengeDelegate, @unchecked Sendable {
        let log: Log
        var multicast: ChallengeDelegateMulticast?
        var target: (any ChallengeDelegate)?

        init(log: Log) {
            self.log = log
        }

        func shouldStart(_ name: String, completion: @escaping @Sendable (Bool) -> Void) {
            log.append("remover:shouldStart")
            if let target {
                multicast?.remove(target)
            }
            completion(true)
        }

        func prepare(completion: @escaping @Sendable () -> Void) {
            completion()
        }
    }
}
