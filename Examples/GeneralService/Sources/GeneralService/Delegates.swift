/// A screen listing entries; implements only `generalService(_:didRetrieveEntries:)`.
final class EntriesScreen: ServiceDelegate {
    let name: String

    init(name: String) {
        self.name = name
    }

    deinit {
        print("\(name): deallocated")
    }

    func generalService(_ service: GeneralService, didRetrieveEntries entries: [String]) {
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
