/// What is downloaded.
struct Download: Sendable {
    let name: String
    let totalBytes: Int
}

/// Downloads in chunks of 1 kB, when `receive(chunks:)` says so rather than when a network
/// does, so that the example prints the same thing on every run. It reports to whoever follows
/// it through a `DownloadDelegateMulticast`.
final class Downloader {
    let download: Download
    /// The delegates, the streams and the closures that follow the download.
    let followers = DownloadDelegateMulticast()
    private var received = 0

    init(_ download: Download) {
        self.download = download
    }

    func receive(chunks: Int) {
        for _ in 0..<chunks {
            received += 1024
            followers.download(download, didReceiveBytes: received)
        }
        if received >= download.totalBytes {
            followers.downloadDidFinish(download)
        }
    }
}

/// The first way: a delegate object, as UIKit-era code writes them.
final class ProgressBar: DownloadDelegate {
    func download(_ download: Download, didReceiveBytes received: Int) {
        let percent = received * 100 / download.totalBytes
        let filled = percent / 10
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: 10 - filled)
        print("delegate: [\(bar)] \(percent)%")
    }

    func downloadDidFinish(_ download: Download) {
        print("delegate: \(download.name) is complete")
    }
}
