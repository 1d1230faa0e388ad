import Testing

@testable import GeneralService

/// The service's delegate calls, checked with `ServiceDelegateSpy`, which the build plugin
/// generates for this test target from `ServiceDelegate.mdgen`.
@MainActor
@Suite("GeneralService tells its delegates")
struct GeneralServiceTests {
    @Test("retrieved entries reach every delegate, in order")
    func retrieval() {
        let service = GeneralService()
        let spy = ServiceDelegateSpy()
        service.registerDelegate(spy)
        service.retrieveEntries()
        service.retrieveEntries()
        #expect(
            spy.generalServiceDidRetrieveEntriesCalls.map(\.entries) == [
                ["entry 1.1", "entry 1.2"], ["entry 2.1", "entry 2.2"],
            ])
        #expect(spy.calls.count == 2)
    }

    @Test("the service refreshes when a delegate asks it to, and only then")
    func refresh() {
        let service = GeneralService()
        let spy = ServiceDelegateSpy()
        service.registerDelegate(spy)
        service.refreshIfNeeded()
        #expect(spy.generalServiceDidRetrieveEntriesCalls.isEmpty, "unanswered: the default, false")
        spy.generalServiceShouldRefreshAnswer = true
        service.refreshIfNeeded()
        #expect(spy.generalServiceDidRetrieveEntriesCalls.count == 1)
    }

    @Test("a deregistered delegate hears nothing more")
    func deregistration() {
        let service = GeneralService()
        let spy = ServiceDelegateSpy()
        service.registerDelegate(spy)
        service.deregisterDelegate(spy)
        service.retrieveEntries()
        #expect(spy.calls.isEmpty)
    }
}
