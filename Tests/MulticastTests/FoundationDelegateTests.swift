import Dispatch
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Multicasts of protocols declared in Foundation (`@multicast(existing: true)`), installed as
/// the single delegate of Foundation's real `XMLParser` and `URLSession`.
@Suite("Foundation's own delegate protocols")
struct FoundationDelegateTests {
    static let document = """
        <library><book><title>Dune</title></book><book><title>Emma</title></book></library>
        """

    /// Records every element it is told about, as a plain delegate with mutable state.
    final class Outline: NSObject, XMLParserDelegate {
        var events: [String] = []

        func parserDidStartDocument(_ parser: XMLParser) {
            events.append("start")
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            events.append("<\(elementName)>")
        }

        func parserDidEndDocument(_ parser: XMLParser) {
            events.append("end")
        }
    }

    /// Implements one method and leaves the others to Foundation's defaults.
    final class Text: NSObject, XMLParserDelegate {
        var text = ""

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text += string
        }
    }

    /// Removes itself from the multicast at the first element it sees.
    final class Quitter: NSObject, XMLParserDelegate {
        var seen: [String] = []
        weak var multicast: XMLParserDelegateMulticast?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            seen.append(elementName)
            multicast?.remove(self)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            seen.append(string)
        }
    }

    @Test("a real XMLParser whose one delegate is the multicast reaches every listener")
    func xmlParserFanOut() {
        let multicast = XMLParserDelegateMulticast()
        let outline = Outline()
        let text = Text()
        let quitter = Quitter()
        quitter.multicast = multicast
        multicast.add(outline)
        multicast.add(quitter)
        multicast.add(text)
        let parser = XMLParser(data: Data(Self.document.utf8))
        parser.delegate = multicast
        #expect(parser.parse())
        #expect(
            outline.events == [
                "start", "<library>", "<book>", "<title>", "<book>", "<title>", "end",
            ])
        #expect(text.text == "DuneEmma")
        #expect(quitter.seen == ["library"], "removed mid-parse, it hears nothing more")
        #expect(multicast.count == 2)
    }

    /// A URLSession data delegate whose state is behind a lock, as URLSession requires.
    final class Received: NSObject, URLSessionDataDelegate, Sendable {
        private let state = Locked((data: Data(), completions: 0))
        let completed = DispatchSemaphore(value: 0)

        var data: Data { state.withLock { $0.data } }
        var completions: Int { state.withLock { $0.completions } }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data
        ) {
            state.withLock { $0.data.append(data) }
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
        ) {
            state.withLock { $0.completions += 1 }
            completed.signal()
        }
    }

    @Test("a real URLSession whose delegate is the multicast calls every listener")
    func urlSessionFanOut() throws {
        let multicast = URLSessionDataDelegateMulticast()
        let (first, second) = (Received(), Received())
        multicast.add(first)
        multicast.add(second)
        let session = URLSession(
            configuration: .ephemeral, delegate: multicast, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        // A data: URL, so that no network is needed.
        let url = try #require(URL(string: "data:text/plain,hello%20delegates"))
        session.dataTask(with: url).resume()
        #expect(first.completed.wait(timeout: .now() + 10) == .success)
        #expect(second.completed.wait(timeout: .now() + 10) == .success)
        for received in [first, second] {
            #expect(String(decoding: received.data, as: UTF8.self) == "hello delegates")
            #expect(received.completions == 1)
        }
    }

    /// Answers authentication challenges with a fixed disposition.
    final class Authenticator: NSObject, URLSessionTaskDelegate, Sendable {
        let disposition: URLSession.AuthChallengeDisposition

        init(_ disposition: URLSession.AuthChallengeDisposition) {
            self.disposition = disposition
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask,
            didReceive challenge: URLAuthenticationChallenge,
            completionHandler:
                @escaping @Sendable (
                    URLSession.AuthChallengeDisposition, URLCredential?
                ) -> Void
        ) {
            completionHandler(disposition, nil)
        }
    }

    /// What a challenge's sender needs; the tests answer through the completion handler.
    final class Sender: NSObject, URLAuthenticationChallengeSender, Sendable {
        func use(_ credential: URLCredential, for challenge: URLAuthenticationChallenge) {}
        func continueWithoutCredential(for challenge: URLAuthenticationChallenge) {}
        func cancel(_ challenge: URLAuthenticationChallenge) {}
        func performDefaultHandling(for challenge: URLAuthenticationChallenge) {}
        func rejectProtectionSpaceAndContinue(with challenge: URLAuthenticationChallenge) {}
    }

    @Test("URLSession's authentication challenge: the first delegate answers, exactly once")
    func authenticationChallenge() throws {
        let session = URLSession(configuration: .ephemeral)
        // The session keeps itself and its tasks alive until it is invalidated.
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: try #require(URL(string: "data:,x")))
        let challenge = URLAuthenticationChallenge(
            protectionSpace: URLProtectionSpace(
                host: "example.com", port: 443, protocol: "https", realm: nil,
                authenticationMethod: NSURLAuthenticationMethodHTTPBasic),
            proposedCredential: nil, previousFailureCount: 0, failureResponse: nil, error: nil,
            sender: Sender())
        let answers = Locked<[String]>([])
        let multicast = URLSessionTaskDelegateMulticast()
        // No delegate: the session's own handling.
        multicast.urlSession(session, task: task, didReceive: challenge) { disposition, _ in
            answers.withLock { $0.append("\(disposition.rawValue)") }
        }
        let (first, second) = (
            Authenticator(.cancelAuthenticationChallenge), Authenticator(.useCredential)
        )
        multicast.add(first)
        multicast.add(second)
        multicast.urlSession(session, task: task, didReceive: challenge) { disposition, _ in
            answers.withLock { $0.append("\(disposition.rawValue)") }
        }
        #expect(
            answers.withLock { $0 } == [
                "\(URLSession.AuthChallengeDisposition.performDefaultHandling.rawValue)",
                "\(URLSession.AuthChallengeDisposition.cancelAuthenticationChallenge.rawValue)",
            ])
        // The family: the data delegate's multicast is also a task and a session delegate.
        let family: any URLSessionDelegate = URLSessionDataDelegateMulticast()
        #expect(family is any URLSessionTaskDelegate)
    }
}
