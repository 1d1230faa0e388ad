// swift-format-ignore-file
// Long lines as in the sources it imitates. Written in the style of swift-corelibs-foundation's URLSession delegates: protocols, then
// extensions that give requirements defaults, next to code that is not a protocol at all. For
// `mdgen import` tests.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Session-level events.
public protocol SessionDelegate: AnyObject {
    func urlSession(_ session: URLSession, didBecomeInvalidWithError error: Error?)
    func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void)
}

extension SessionDelegate {
    public func urlSession(_ session: URLSession, didBecomeInvalidWithError error: Error?) {}

    public func urlSession(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        completionHandler(.performDefaultHandling, nil)
    }
}

/// Task-level events.
public protocol SessionTaskDelegate: SessionDelegate {
    /// A redirection: answer the request to follow, or `nil` to stop.
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void)

    func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void)

    func urlSession(_ session: URLSession, task: URLSessionTask, needNewBodyStream completionHandler: @escaping (InputStream?) -> Void)

    func urlSession(_ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64, totalBytesSent: Int64, totalBytesExpectedToSend: Int64)

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?)

    func urlSession(_ session: URLSession, taskIsWaitingForConnectivity task: URLSessionTask)

    @objc optional func urlSession(_ session: URLSession, task: URLSessionTask, shouldRetry attempt: Int) -> Bool

    /// How many tasks are running; not a requirement mdgen can forward.
    var runningTaskCount: Int { get }

    func urlSession(_ session: URLSession, task: URLSessionTask, didFinishCollecting metrics: URLSessionTaskMetrics, verbose: Bool = false)
}

extension SessionTaskDelegate {
    public func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        completionHandler(request)
    }

    public func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge, completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        completionHandler(.performDefaultHandling, nil)
    }

    public func urlSession(_ session: URLSession, task: URLSessionTask, needNewBodyStream completionHandler: @escaping (InputStream?) -> Void) {
        completionHandler(nil)
    }

    public func urlSession(_ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64, totalBytesSent: Int64, totalBytesExpectedToSend: Int64) {}

    public func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {}

    public func urlSession(_ session: URLSession, taskIsWaitingForConnectivity task: URLSessionTask) {}

    public func urlSession(_ session: URLSession, task: URLSessionTask, didFinishCollecting metrics: URLSessionTaskMetrics, verbose: Bool) {}

    /// A helper, not a default.
    func describe(_ task: URLSessionTask) -> String { "\(task)" }
}

/// Code that is not a protocol, which the import leaves alone.
final class SessionLogger: SessionTaskDelegate {
    var runningTaskCount: Int { 0 }
}
