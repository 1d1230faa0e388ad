import Foundation

// The same code is compiled in several fixture targets, each with another default isolation
// or language mode: it must compile without a warning in every one, and behave the same.

/// What each scenario observed, in order.
@MainActor
public enum Scenarios {
    /// Runs the scenarios of the three concurrency modes and returns what they observed.
    public static func run() async -> [String] {
        var lines = firstMulticast()
        lines += await lockProtected()
        lines += await mainActor()
        lines += await singleDomain()
        lines += await mainActorRecipe()
        return lines
    }

    /// A lock-protected multicast, dispatched from another thread, with a Sendable delegate.
    static func lockProtected() async -> [String] {
        let multicast = TransferDelegateMulticast()
        let received = ReceivedBytes()
        multicast.add(received)
        let refusing = Refusing()
        multicast.add(refusing)
        let observed = ReceivedBytes()
        let token = multicast.observe(transferDidSend: { name, byteCount in
            observed.transfer(name, didSend: byteCount)
        })
        var events = multicast.events().makeAsyncIterator()
        let retry = await Task.detached {
            multicast.transfer("a", didSend: 3)
            multicast.transfer("a", didSend: 4)
            return multicast.transferShouldRetry("a")
        }.value
        let resume = await withCheckedContinuation { continuation in
            multicast.transfer("a", shouldResume: { continuation.resume(returning: $0) })
        }
        token.cancel()
        var sent: [Int] = []
        for _ in 0..<2 {
            if case .transferDidSend(_, let byteCount)? = await events.next() {
                sent.append(byteCount)
            }
        }
        return [
            "lock-protected: \(received.total) bytes, retry \(retry), resume \(resume), "
                + "events \(sent), observed \(observed.total)"
        ]
    }

    /// A main-actor multicast and main-actor delegates with mutable state.
    static func mainActor() async -> [String] {
        let multicast = ScreenDelegateMulticast()
        let home = Screen(title: nil)
        let settings = Screen(title: "Settings")
        multicast.add(home)
        multicast.add(settings)
        var observed: [String] = []
        let token = multicast.observe(screenDidAppear: { observed.append($0) })
        var events = multicast.events().makeAsyncIterator()
        multicast.screenDidAppear("home")
        multicast.remove(home)
        multicast.screenDidAppear("settings")
        let title = multicast.title(for: "settings") ?? "none"
        var loaded = "none"
        multicast.screen("settings", loadTitle: { loaded = $0 ?? "none" })
        token.cancel()
        var shown: [String] = []
        for _ in 0..<2 {
            if case .screenDidAppear(let name)? = await events.next() {
                shown.append(name)
            }
        }
        return [
            "main actor: \(home.appearances) then \(settings.appearances), title \(title), "
                + "loaded \(loaded), events \(shown), observed \(observed)"
        ]
    }

    /// A single-domain multicast and the delegate everyone writes first: a non-final class
    /// with mutable state, and a subclass of it.
    static func singleDomain() async -> [String] {
        let multicast = JournalDelegateMulticast()
        let plain = Lines()
        let loud = LoudLines()
        multicast.add(plain)
        multicast.add(loud)
        var observed = 0
        let token = multicast.observe(journalDidWrite: { _, _ in observed += 1 })
        var events = multicast.events().makeAsyncIterator()
        multicast.journal("log", didWrite: "hello")
        plain.removeOnNextLine = multicast
        multicast.journal("log", didWrite: "bye")
        multicast.journal("log", didWrite: "again")
        let summaries = multicast.summary(of: "log")
        var archive = false
        multicast.journal("log", shouldArchive: { archive = $0 })
        token.cancel()
        var written: [String] = []
        for _ in 0..<3 {
            if case .journalDidWrite(_, let line)? = await events.next() {
                written.append(line)
            }
        }
        return [
            "single domain: \(plain.lines) \(loud.lines) \(summaries), archive \(archive), "
                + "events \(written), observed \(observed)"
        ]
    }

    /// A main-actor view controller receiving a lock-protected protocol's calls: its methods
    /// are `nonisolated` and hop to the main actor, which keeps the calls in order.
    static func mainActorRecipe() async -> [String] {
        let multicast = TransferDelegateMulticast()
        let controller = TransferViewController()
        multicast.add(controller)
        await Task.detached {
            multicast.transfer("b", didSend: 1)
            multicast.transfer("b", didSend: 2)
        }.value
        await controller.updates.waitUntil(count: 2)
        return ["recipe: \(controller.progress)"]
    }
}

/// A Sendable delegate of the lock-protected protocol: its state is behind a lock.
nonisolated final class ReceivedBytes: TransferDelegate, @unchecked Sendable {
    private let bytes = NSLock()
    private var count = 0

    var total: Int {
        bytes.withLock { count }
    }

    func transfer(_ name: String, didSend byteCount: Int) {
        bytes.withLock { count += byteCount }
    }
}

/// Answers `false` to the optional methods it implements.
nonisolated final class Refusing: TransferDelegate {
    func transfer(_ name: String, didSend byteCount: Int) {}

    func transferShouldRetry(_ name: String) -> Bool {
        false
    }

    func transfer(_ name: String, shouldResume reply: @escaping @Sendable (Bool) -> Void) {
        reply(false)
    }
}

/// A main-actor delegate with mutable state.
final class Screen: ScreenDelegate {
    let fixedTitle: String?
    var appearances: [String] = []

    init(title: String?) {
        fixedTitle = title
    }

    func screenDidAppear(_ name: String) {
        appearances.append(name)
    }

    func title(for name: String) -> String? {
        fixedTitle
    }

    func screen(_ name: String, loadTitle completion: @escaping (String?) -> Void) {
        completion(fixedTitle)
    }
}

/// The delegate everyone writes first: not final, mutable, not Sendable.
class Lines: JournalDelegate {
    var lines: [String] = []
    /// Set to make the next call remove this delegate from inside the callback.
    var removeOnNextLine: JournalDelegateMulticast?

    // Written out for subclasses: with MainActor as the default isolation, Swift 6.2 and 6.3
    // reject a subclass whose superclass only has the implicit initializer
    // (swiftlang/swift#84644).
    init() {}

    func journal(_ journal: String, didWrite line: String) {
        lines.append(line)
        if let multicast = removeOnNextLine {
            multicast.remove(self)
            removeOnNextLine = nil
        }
    }

    func summary(of journal: String) -> String? {
        "\(lines.count) lines"
    }
}

/// A subclass, which a protocol that required `Sendable` would not allow.
final class LoudLines: Lines {
    override func journal(_ journal: String, didWrite line: String) {
        super.journal(journal, didWrite: line.uppercased())
    }
}

/// The recipe for a main-actor class that receives a lock-protected protocol's calls.
@MainActor
final class TransferViewController {
    var progress: [Int] = []
    let updates = Countdown()
}

extension TransferViewController: TransferDelegate {
    // Called on the dispatching thread: hop to the main actor, through the main queue, which
    // keeps the calls in order. `MainActor.assumeIsolated` would trap here, since the
    // dispatch comes from another thread.
    nonisolated func transfer(_ name: String, didSend byteCount: Int) {
        DispatchQueue.main.async {
            self.progress.append(byteCount)
            self.updates.tick()
        }
    }
}

/// Lets a scenario wait for a number of main-actor updates.
@MainActor
final class Countdown {
    private var count = 0
    private var waiters: [(Int, CheckedContinuation<Void, Never>)] = []

    func tick() {
        count += 1
        let ready = waiters.filter { $0.0 <= count }
        waiters.removeAll { $0.0 <= count }
        for (_, waiter) in ready {
            waiter.resume()
        }
    }

    func waitUntil(count target: Int) async {
        if count >= target {
            return
        }
        await withCheckedContinuation { waiters.append((target, $0)) }
    }
}
