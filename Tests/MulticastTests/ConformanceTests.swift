import Foundation
import Testing

/// An API that takes a single delegate, as most Apple APIs do.
final class Downloader: Sendable {
    private let storedDelegate = Locked<(any DownloadDelegate)?>(nil)

    var delegate: (any DownloadDelegate)? {
        get { storedDelegate.withLock { $0 } }
        set { storedDelegate.withLock { $0 = newValue } }
    }

    func run(_ task: DownloadTask) -> URL {
        delegate?.download(task, didReceive: 512)
        let url = delegate?.download(task, replacementFor: task.url) ?? task.url
        if delegate?.downloadShouldRetry(task, after: CancellationError()) == true {
            delegate?.download(task, didReceive: 0)
        }
        delegate?.downloadDidFinish(task)
        return url
    }
}

final class DownloadListener: DownloadDelegate {
    let name: String
    let log: Log
    let replacement: URL?

    init(_ name: String, log: Log, replacement: URL? = nil) {
        self.name = name
        self.log = log
        self.replacement = replacement
    }

    func download(_ task: DownloadTask, didReceive byteCount: Int) {
        log.append("\(name) received \(byteCount)")
    }

    func downloadDidFinish(_ task: DownloadTask) {
        log.append("\(name) finished")
    }

    func download(_ task: DownloadTask, replacementFor url: URL) -> URL? {
        replacement
    }
}

@Suite("A multicast can stand in for a single delegate")
struct ConformanceTests {
    @Test("installed as an API's only delegate, the multicast fans every call out")
    func installAsSingleDelegate() {
        let log = Log()
        let mirror = URL(string: "https://mirror.example/file")!
        let first = DownloadListener("first", log: log)
        let second = DownloadListener("second", log: log, replacement: mirror)
        let multicast = DownloadDelegateMulticast()
        multicast.add(first)
        multicast.add(second)

        let downloader = Downloader()
        downloader.delegate = multicast
        let url = downloader.run(DownloadTask(url: URL(string: "https://example/file")!))

        #expect(url == mirror)
        #expect(
            log.all == [
                "first received 512", "second received 512", "first received 0",
                "second received 0",
                "first finished", "second finished",
            ])
    }
}
