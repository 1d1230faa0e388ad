import Foundation
import Testing
import XCTest

@testable import SpyFixtures

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Spies isolated like their protocols: a main-actor spy, a plain class for a single-domain
/// protocol, and an `NSObject` for a protocol declared in Foundation.
@Suite("Spies of main-actor, single-domain and Foundation protocols")
struct IsolatedSpyTests {
    @Test("a main-actor spy records, answers and is awaited on the main actor")
    @MainActor
    func mainActor() async throws {
        let spy = ScreenDelegateSpy()
        let multicast = ScreenDelegateMulticast()
        multicast.add(spy)
        spy.titleForAnswer = .some("Settings")
        multicast.screenDidAppear("home")
        #expect(multicast.title(for: "home") == "Settings")
        #expect(spy.calls == [.screenDidAppear(name: "home"), .titleFor(name: "home")])
        var loaded: String?
        multicast.screen("home", loadTitle: { loaded = $0 })
        #expect(loaded == nil, "no answer: the completion handler waits in the call")
        spy.screenLoadTitleCalls.last?.completion("Home")
        #expect(loaded == "Home")
        Task { multicast.screenDidAppear("later") }
        #expect(
            try await spy.firstCall { $0 == .screenDidAppear(name: "later") }
                == .screenDidAppear(name: "later"))
    }

    @Test("two tasks awaiting the next call at once get one call each, in order")
    @MainActor
    func waitingTogether() async throws {
        let spy = ScreenDelegateSpy()
        let multicast = ScreenDelegateMulticast()
        multicast.add(spy)
        let first = Task { try await spy.nextCall() == .screenDidAppear(name: "one") }
        let second = Task { try await spy.nextCall() == .screenDidAppear(name: "two") }
        // Main-actor jobs run in the order they were made: both tasks wait before any call.
        await Task.yield()
        multicast.screenDidAppear("one")
        multicast.screenDidAppear("two")
        #expect(try await first.value)
        #expect(try await second.value)
    }

    @Test("a single-domain spy is a plain class; its handler may touch local state")
    func singleDomain() async throws {
        let spy = JournalDelegateSpy()
        let multicast = JournalDelegateMulticast()
        multicast.add(spy)
        var lines: [String] = []
        spy.journalDidWriteHandler = { _, line in lines.append(line) }
        multicast.journal("log", didWrite: "hello")
        multicast.journalDidClose()
        #expect(lines == ["hello"])
        #expect(spy.journalDidCloseCalls.count == 1)
        #expect(multicast.summary(of: "log") == [], "the optional default answers nil")
        #expect(try await spy.nextCall() == .journalDidWrite(name: "log", line: "hello"))
        #expect(try await spy.nextCall() == .journalDidClose)
    }

    @Test("the spy of Foundation's XMLParserDelegate is the delegate of a real XMLParser")
    func foundationProtocol() {
        let spy = XMLParserDelegateSpy()
        let parser = XMLParser(data: Data("<feed><entry>hi</entry></feed>".utf8))
        parser.delegate = spy
        #expect(parser.parse())
        #expect(
            spy.parserDidStartElementNamespaceURIQualifiedNameAttributesCalls.map(\.elementName)
                == ["feed", "entry"])
        #expect(spy.parserFoundCharactersCalls.map(\.string) == ["hi"])
        #expect(spy.parserDidStartDocumentCalls.count == 1)
    }
}

/// Spies work in XCTest too.
final class SpyXCTestCase: XCTestCase {
    func testASpyRecordsCalls() {
        let spy = TransferDelegateSpy()
        let transfer = Transfer("x")
        spy.progress("x", didReach: 1)
        spy.transfer(transfer, didSend: 3)
        XCTAssertEqual(
            spy.calls,
            [
                .progressDidReach(name: "x", fraction: 1),
                .transferDidSendTransferInt(transfer: transfer, byteCount: 3),
            ])
    }
}
