/// A service that retrieves entries from a server (here, made up page by page) and tells its
/// delegates, as the original did.
///
/// Its delegates live in the generated `ServiceDelegateMulticast`: the original's set of weak
/// wrapper objects, its conformance check and its `respondsToSelector:` test are all gone.
/// The multicast is not `Sendable`, and neither is the service: the compiler keeps both in the
/// domain they are made in.
final class GeneralService {
    private let delegates = ServiceDelegateMulticast()
    /// How many pages have been retrieved so far.
    private var pagesRetrieved = 0

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
        pagesRetrieved += 1
        let page = pagesRetrieved
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
