/// Runs a ``LanguageServer`` over a byte stream in each direction, as `mdgen lsp` does over
/// standard input and output: it reads until the client says `exit` or goes away.
package struct Connection {
    /// Reads the next bytes that arrive, waiting for them; empty or `nil` at the end.
    package var read: () -> [UInt8]?
    /// Writes bytes; `false` when the client can no longer read them.
    package var write: ([UInt8]) -> Bool
    /// Says what went wrong with a message, for the server's log (standard error).
    package var log: (String) -> Void

    /// Creates a connection from its streams.
    package init(
        read: @escaping () -> [UInt8]?, write: @escaping ([UInt8]) -> Bool,
        log: @escaping (String) -> Void
    ) {
        self.read = read
        self.write = write
        self.log = log
    }

    /// Serves `server` until `exit`, the end of the input or a client that no longer reads,
    /// and returns the exit status: 0 after `shutdown` then `exit`, 1 otherwise, as the
    /// protocol says.
    package func serve(_ server: LanguageServer) -> Int32 {
        var server = server
        var reader = MessageReader()
        while let bytes = read(), !bytes.isEmpty {
            reader.append(bytes)
            while let event = reader.next() {
                switch event {
                case .message(let content):
                    for message in server.receive(content) {
                        guard write(MessageWriter.frame(message)) else {
                            return 1
                        }
                    }
                    if let status = server.exitStatus {
                        return status
                    }
                case .malformedHeader(let reason):
                    log("mdgen lsp: dropped \(reason)")
                case .tooLong(let length):
                    log(
                        "mdgen lsp: skipped a message of \(length) bytes, over the limit of \(MessageReader.maximumLength)"
                    )
                }
            }
        }
        return 1
    }
}
