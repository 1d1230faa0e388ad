import Foundation

// The README's first example ("A first multicast"), as it is written there: compiled in every
// fixture target, so in every default isolation and language mode.

/// What `DownloadDelegate` reports about.
public final class Download: Sendable {
    let url: URL

    init(url: URL) {
        self.url = url
    }
}

/// A screen showing progress: a main-actor class with mutable state, like the protocol.
final class ProgressViewController: DownloadDelegate {
    private(set) var received = 0

    func download(_ download: Download, didReceive byteCount: Int) {
        received += byteCount
    }
}

/// Logs what it hears, and refuses retries.
final class DownloadLogger: DownloadDelegate {
    private(set) var lines: [String] = []

    func download(_ download: Download, didReceive byteCount: Int) {
        lines.append("\(byteCount) bytes from \(download.url.lastPathComponent)")
    }

    func downloadShouldRetry(_ download: Download, after error: any Error) -> Bool {
        false
    }
}

extension Scenarios {
    /// The README's first example.
    static func firstMulticast() -> [String] {
        let progressView = ProgressViewController()
        let logger = DownloadLogger()
        let delegates = DownloadDelegateMulticast()
        delegates.add(progressView)
        delegates.add(logger)

        let download = Download(url: URL(fileURLWithPath: "/files/report.pdf"))
        delegates.download(download, didReceive: 512)
        let retry = delegates.downloadShouldRetry(download, after: CancellationError())
        let mirror = delegates.download(download, replacementFor: download.url)
        return [
            "first multicast: \(progressView.received) bytes, \(logger.lines), retry \(retry), "
                + "mirror \(mirror?.path ?? "none")"
        ]
    }
}
