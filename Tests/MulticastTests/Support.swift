import Foundation

/// The global actor `WorkerDelegate` is isolated to.
@globalActor
actor TestActor {
    static let shared = TestActor()
}

/// The typed error `Recorder.validate(_:)` throws.
struct ValidationError: Error, Equatable {
    let value: Int
}

/// What `DownloadDelegate` reports about.
final class DownloadTask: Sendable {
    let url: URL

    init(url: URL) {
        self.url = url
    }
}

/// A value guarded by an `NSLock`. The tests use it rather than `Mutex`, whose lock
/// ThreadSanitizer cannot see on Linux: it would report races that are not there.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// A thread-safe list of what delegates received, in order.
final class Log: Sendable {
    private let entries = Locked<[String]>([])

    func append(_ entry: String) {
        entries.withLock { $0.append(entry) }
    }

    var all: [String] {
        entries.withLock { $0 }
    }

    func removeAll() {
        entries.withLock { $0.removeAll() }
    }
}

/// A `Recorder` that implements every method, logs each call as "name:method", and answers
/// what the test configured. `reaction` runs inside `event(_:)`, for re-entrancy tests.
final class Probe: Recorder {
    let name: String
    let log: Log
    private let settings = Locked(Settings())

    struct Settings {
        var proceeds = true
        var wantsMore = false
        var replacement: String?
        var priority = 0
        var lastWord: String?
        var tag: String?
        var failure: (any Error)?
        var reaction: (@Sendable (Probe) -> Void)?
    }

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
    }

    func configure(_ change: (inout Settings) -> Void) {
        settings.withLock { change(&$0) }
    }

    private var current: Settings {
        settings.withLock { $0 }
    }

    func event(_ name: String) {
        log.append("\(self.name):\(name)")
        current.reaction?(self)
    }

    func event(_ name: String, dispatch: Int) {
        log.append("\(self.name):\(name)#\(dispatch)")
    }

    func optionalEvent(_ name: String) {
        log.append("\(self.name):optional:\(name)")
    }

    func shouldProceed(_ step: Int) -> Bool {
        log.append("\(name):shouldProceed")
        return current.proceeds
    }

    func wantsMore() -> Bool {
        log.append("\(name):wantsMore")
        return current.wantsMore
    }

    func replacement(for name: String) -> String? {
        log.append("\(self.name):replacement")
        return current.replacement
    }

    func priority() -> Int {
        log.append("\(name):priority")
        return current.priority
    }

    func lastWord() -> String? {
        current.lastWord
    }

    func rank() -> Int {
        current.priority
    }

    func tag() -> String? {
        current.tag
    }

    func weight() -> Int {
        name.count
    }

    func accumulate(_ total: inout Int) {
        total = total * 10 + current.priority
    }

    func describe<T: CustomStringConvertible & Sendable>(_ value: T) -> String {
        "\(name)=\(value)"
    }

    func prepare() async {
        log.append("\(name):prepare:start")
        await Task.yield()
        log.append("\(name):prepare:end")
    }

    func load(_ id: Int) async throws -> String {
        await Task.yield()
        if let failure = current.failure {
            log.append("\(name):load:throws")
            throw failure
        }
        log.append("\(name):load")
        return "\(name)#\(id)"
    }

    func validate(_ value: Int) throws(ValidationError) {
        log.append("\(name):validate")
        if current.failure != nil {
            throw ValidationError(value: value)
        }
    }

    func observe(_ handler: @escaping @Sendable (Int) -> Void) {
        handler(name.count)
    }

    func `default`(for protocol: String, in set: Set<Int>) {
        log.append("\(name):default:\(`protocol`):\(set.count)")
    }
}

/// A `Recorder` that implements only the required methods: the optional ones fall back to
/// the generated defaults.
final class MinimalProbe: Recorder {
    let name: String
    let log: Log

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
    }

    func event(_ name: String) {
        log.append("\(self.name):\(name)")
    }

    func event(_ name: String, dispatch: Int) {}
    func priority() -> Int { 7 }
    func rank() -> Int { 7 }
    func weight() -> Int { 7 }
    func accumulate(_ total: inout Int) {}
    func describe<T: CustomStringConvertible & Sendable>(_ value: T) -> String { "minimal" }
    func prepare() async {}
    func load(_ id: Int) async throws -> String { "minimal" }
    func validate(_ value: Int) throws(ValidationError) {}
    func observe(_ handler: @escaping @Sendable (Int) -> Void) {}
    func `default`(for protocol: String, in set: Set<Int>) {}
}

/// A user type with a name a generated multicast might also have used for its own storage.
struct Entry: Sendable, Equatable {
    let key: String
}
