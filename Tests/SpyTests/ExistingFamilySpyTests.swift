import Foundation
import Testing

@testable import SpyFixtures

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The spies of a family declared elsewhere whose parent lists no requirement
/// (SpyFixtures' `SessionTasks.mdgen`): the parent only gives the family its shape.
@Suite("Spies of an existing family with an empty parent")
struct ExistingFamilySpyTests {
    @Test("the child's spy is an NSObject that conforms to the whole family and records calls")
    func childSpyRecords() {
        let spy = URLSessionTaskDelegateSpy()
        let delegate: any URLSessionDelegate = spy
        #expect(delegate is NSObject)
        let multicast = URLSessionTaskDelegateMulticast()
        multicast.add(spy)
        let session = URLSession(configuration: .ephemeral)
        let task = session.dataTask(with: URL(string: "data:,hello")!)
        multicast.urlSession(session, task: task, didCompleteWithError: nil)
        #expect(spy.urlSessionTaskDidCompleteWithErrorCalls.count == 1)
        #expect(spy.urlSessionTaskDidCompleteWithErrorCalls.first?.task === task)
        session.invalidateAndCancel()
    }

    @Test("the parent, which has no requirement, has a multicast, which takes the child's spy")
    func parentMulticast() {
        let multicast = URLSessionDelegateMulticast()
        let spy = URLSessionTaskDelegateSpy()
        multicast.add(spy)
        #expect(multicast.delegates.count == 1, "the child's spy stands for the parent")
    }
}
