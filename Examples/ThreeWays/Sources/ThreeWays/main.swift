// One download, followed three ways at once: by a delegate object, by a `for await` loop over
// its events, and by closures kept registered by a token.

let downloader = Downloader(Download(name: "archive.zip", totalBytes: 4096))

// 1. A delegate object.
let progressBar = ProgressBar()
downloader.followers.add(progressBar)

// 2. A `for await` loop over the events. The stream is made (and registered) here, so it
//    receives every call from now on. The task runs on the main actor, like this top-level
//    code, which does not wait before the end: so the loop runs then, over what the stream
//    buffered, and the output is the same on every run.
let events = downloader.followers.events()
let log = Task {
    for await event in events {
        switch event {
        case .downloadDidReceiveBytes(_, let received):
            print("stream: \(received) bytes")
        case .downloadDidFinish(let download):
            print("stream: \(download.name) is complete; the loop ends")
            return
        }
    }
}

// 3. Closures, registered with the delegates and kept by a token.
var tokens: Set<DownloadDelegateMulticast.Observation> = []
tokens.insert(
    downloader.followers.observe(downloadDidReceiveBytes: { download, received in
        print("closure: \(download.totalBytes - received) bytes to go")
    }))
print("following: \(downloader.followers.count) registered (the progress bar, the closure)")

downloader.receive(chunks: 2)
print("-- the set of tokens is emptied: the closure is not called again")
tokens.removeAll()
downloader.receive(chunks: 2)

print("-- the loop runs now, with every event its stream received")
await log.value
print("following: \(downloader.followers.count) registered")
withExtendedLifetime(progressBar) {}
