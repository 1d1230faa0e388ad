#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the command line takes from the C library: the standard streams, which
/// FoundationEssentials (linked instead of all of Foundation) has no `FileHandle` for, the
/// exit status, and the system's words for an error code.
enum Platform {
    static func writeOutput(_ text: String) {
        writeAll(text, to: STDOUT_FILENO)
    }

    static func writeError(_ text: String) {
        writeAll(text, to: STDERR_FILENO)
    }

    /// Writes all of `text`, unless the stream fails.
    private static func writeAll(_ text: String, to descriptor: Int32) {
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let count = write(descriptor, Array(remaining), remaining.count)
            guard count >= 0 || errno == EINTR else { return }
            remaining = remaining.dropFirst(max(count, 0))
        }
    }

    /// Whether standard error is a terminal.
    static var errorIsTerminal: Bool {
        isatty(STDERR_FILENO) == 1
    }

    /// Everything left to read from standard input, byte for byte: text that is not valid
    /// UTF-8 reaches the lexer, which says where it is.
    static func readInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = read(STDIN_FILENO, &chunk, chunk.count)
            guard count != 0, count > 0 || errno == EINTR else { return bytes }
            bytes += chunk[..<max(count, 0)]
        }
    }

    /// The system's description of the error `code` (an `errno` value).
    static func description(ofErrorCode code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Ends the process with `status`.
    static func exitProcess(status: Int32) -> Never {
        exit(status)
    }
}

extension Platform {
    /// The next bytes on standard input, as soon as some arrive; empty at its end or on an
    /// error, which for the language server both mean the client is gone.
    static func readInputChunk() -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = read(STDIN_FILENO, &chunk, chunk.count)
            if count > 0 {
                return Array(chunk[..<count])
            }
            guard count < 0 && errno == EINTR else {
                return []
            }
        }
    }

    /// Writes all of `bytes` to standard output; `false` when it fails, as when the reader
    /// is gone.
    static func writeOutput(bytes: [UInt8]) -> Bool {
        var remaining = bytes[...]
        while !remaining.isEmpty {
            let count = write(STDOUT_FILENO, Array(remaining), remaining.count)
            guard count >= 0 || errno == EINTR else {
                return false
            }
            remaining = remaining.dropFirst(max(count, 0))
        }
        return true
    }

    /// Makes writing to a pipe whose reader is gone fail with `EPIPE` instead of ending the
    /// process, so that the language server can end on its own terms.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }
}
