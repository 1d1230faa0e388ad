import Synchronization

/// Where the custom `dispatch` template records each dispatch before it runs.
public enum DispatchLog {
    private static let entries = Mutex<[String]>([])

    public static func record(_ entry: String) {
        entries.withLock { $0.append(entry) }
    }

    public static var all: [String] {
        entries.withLock { $0 }
    }
}
