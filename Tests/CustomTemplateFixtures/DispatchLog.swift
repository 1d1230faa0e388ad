import Foundation

/// Where the custom `dispatch` template records each dispatch before it runs. An `NSLock`
/// guards it, not `Mutex`, which needs macOS 15 and iOS 18: the package's floor is lower.
public enum DispatchLog {
    private static let entries = Entries()

    public static func record(_ entry: String) {
        entries.withLock { $0.append(entry) }
    }

    public static var all: [String] {
        entries.withLock { $0 }
    }

    /// The entries, and the lock every access to them takes.
    private final class Entries: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []

        func withLock<Result>(_ body: (inout [String]) -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return body(&list)
        }
    }
}
