/// A screen listing entries; implements only `generalService(_:didRetrieveEntries:)`. Like
/// most delegates, it is an ordinary class that keeps what it was told: a protocol that
/// required `Sendable` would not accept it.
class EntriesScreen: ServiceDelegate {
    let name: String
    /// Every entry shown so far.
    private(set) var shownEntries: [String] = []

    init(name: String) {
        self.name = name
    }

    deinit {
        print("\(name): deallocated")
    }

    func generalService(_ service: GeneralService, didRetrieveEntries entries: [String]) {
        shownEntries += entries
        print("  \(name): shows \(entries.joined(separator: ", "))")
    }
}

/// Watches how fresh the data is; implements only `generalServiceShouldRefresh(_:)`.
final class SyncMonitor: ServiceDelegate {
    func generalServiceShouldRefresh(_ service: GeneralService) -> Bool {
        print("  SyncMonitor: the data is stale, yes")
        return true
    }
}
