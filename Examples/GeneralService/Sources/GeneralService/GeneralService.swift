import Synchronization

/// A service that retrieves entries from a server (here, made up page by page) and tells its
/// delegates, as the original did.
///
/// Its delegates live in the generated `ServiceDelegateMulticast`: the original's set of weak
/// wrapper objects, its conformance check and its `respondsToSelector:` test are all gone.
final class GeneralService: Sendable {
    private let delegates = ServiceDelegateMulticast()
    /// How many pages have been retrieved so far.
    private let pagesRetrieved = Mutex(0)

    /// The compiler checks that `delegate` conforms to `ServiceDelegate`, and that it is a
    /// class: there is nothing left to check at run time.
    func registerDelegate(_ delegate: any ServiceDelegate) {
        delegates.add(delegate)
    }

    func deregisterDelegate(_ delegate: any ServiceDelegate) {
        delegates.remove(delegate)
    }

    var delegateCount: Int {
        delegates.count
    }

    /// Fetches the next page of entries and hands it to every delegate.
    func retrieveEntries() {
        let page = pagesRetrieved.withLock { count in
            count += 1
            return count
        }
        let entries = ["entry \(page).1", "entry \(page).2"]
        print("GeneralService: retrieved \(entries.count) entries, \(delegateCount) delegate(s)")
        delegates.generalService(self, didRetrieveEntries: entries)
    }

    /// Retrieves again if at least one delegate asks for it.
    func refreshIfNeeded() {
        let shouldRefresh = delegates.generalServiceShouldRefresh(self)
        print("GeneralService: should refresh? \(shouldRefresh)")
        if shouldRefresh {
            retrieveEntries()
        }
    }
}
