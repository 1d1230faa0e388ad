import Dispatch

/// The text a render builds, appended to one buffer that never grows past a byte limit.
///
/// The indentation of a standalone partial is written lazily, just before the first text of
/// each line: a line that ends up empty stays empty instead of holding only spaces, so an
/// indented partial never leaves trailing whitespace in generated code. Wherever a line has
/// text this matches the spec's "indent every line of the partial".
struct MustacheOutput {
    /// The UTF-8 of the text rendered since the last output appended whole. Bytes, not a
    /// `String`: appending a short chunk to a byte array is a copy, to a string much more, and
    /// a render appends millions.
    private var bytes: [UInt8] = []
    /// The text before `bytes`, in pieces: outputs appended whole are kept as they are rather
    /// than copied, and copied once, into ``text``. A file's list of protocols renders in
    /// runs, and each copy of megabytes of text costs milliseconds on one thread.
    private var pieces: [[UInt8]] = []
    /// How many bytes `pieces` hold.
    private var piecesByteCount = 0
    /// Indentation owed to the current line, written before its first text.
    private var pendingIndentation = ""
    /// How many more bytes the text may take.
    private(set) var remainingBytes: Int

    /// Creates an empty output that holds at most `byteLimit` bytes.
    init(byteLimit: Int) {
        self.remainingBytes = byteLimit
    }

    /// The text rendered so far. Every chunk written is a whole string, so the bytes are
    /// valid UTF-8.
    var text: String {
        guard !pieces.isEmpty else {
            return String(decoding: bytes, as: UTF8.self)
        }
        let count = byteCount
        // Written straight into the string's storage: the pieces are copied once, on all
        // cores. Most of a copy of megabytes is the kernel providing the fresh pages it
        // writes, which the cores do at once.
        if #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *) {
            let all = pieces + [bytes]
            var offsets: [Int] = []
            offsets.reserveCapacity(all.count)
            var offset = 0
            for piece in all {
                offsets.append(offset)
                offset += piece.count
            }
            let starts = offsets
            return String(unsafeUninitializedCapacity: count) { buffer in
                // Each piece goes to its own range of the buffer, which outlives the threads.
                nonisolated(unsafe) let target = buffer
                DispatchQueue.concurrentPerform(iterations: all.count) { index in
                    _ = UnsafeMutableBufferPointer(rebasing: target[starts[index]...])
                        .initialize(from: all[index])
                }
                return count
            }
        }
        var joined: [UInt8] = []
        joined.reserveCapacity(count)
        for piece in pieces {
            joined += piece
        }
        return String(decoding: joined + bytes, as: UTF8.self)
    }

    /// How many bytes of text have been written.
    var byteCount: Int {
        piecesByteCount + bytes.count
    }

    /// Marks the start of a template line, which owes `indentation` before its text.
    mutating func startLine(indentedBy indentation: String) {
        // Usually nothing is owed yet, and the indentation is shared rather than appended.
        if pendingIndentation.isEmpty {
            pendingIndentation = indentation
        } else {
            pendingIndentation += indentation
        }
    }

    /// Appends `chunk`, after the current line's indentation unless the chunk starts by
    /// ending the line. Returns `false`, writing nothing, when the text would pass its limit.
    mutating func write(_ chunk: String) -> Bool {
        // Most chunks owe no indentation; this is the renderer's hottest path.
        guard pendingIndentation.isEmpty else {
            return writeIndented(chunk)
        }
        let count = chunk.utf8.count
        guard count <= remainingBytes else { return false }
        remainingBytes -= count
        append(chunk)
        return true
    }

    private mutating func writeIndented(_ chunk: String) -> Bool {
        guard let first = chunk.utf8.first else { return true }
        let isIndented = first != UInt8(ascii: "\n") && first != UInt8(ascii: "\r")
        let count = chunk.utf8.count + (isIndented ? pendingIndentation.utf8.count : 0)
        guard count <= remainingBytes else { return false }
        remainingBytes -= count
        if isIndented {
            append(pendingIndentation)
        }
        pendingIndentation = ""
        append(chunk)
        return true
    }

    /// Appends `next`, rendered apart as if it started with no indentation owed, as if its
    /// writes had been made here: the indentation this output owes goes before `next`'s
    /// first text unless that text starts by ending the line, exactly as ``write(_:)`` would
    /// have placed it. Returns `false`, appending nothing, past the limit.
    mutating func append(_ next: MustacheOutput) -> Bool {
        // Pieces are never empty, so `next`'s first byte is its first piece's.
        guard let first = next.pieces.first?.first ?? next.bytes.first else {
            // `next` wrote nothing, so it only added to what the line owes.
            pendingIndentation += next.pendingIndentation
            return true
        }
        // Indentation is spaces and tabs, so `next` starts with a line ending only when its
        // first text did.
        let isIndented = first != UInt8(ascii: "\n") && first != UInt8(ascii: "\r")
        let owed = isIndented ? pendingIndentation : ""
        let count = owed.utf8.count + next.byteCount
        guard count <= remainingBytes else { return false }
        remainingBytes -= count
        append(owed)
        // The text so far and `next`'s become pieces of the text, rather than being copied.
        keep(bytes)
        bytes = []
        for piece in next.pieces {
            keep(piece)
        }
        keep(next.bytes)
        pendingIndentation = next.pendingIndentation
        return true
    }

    /// Adds `piece` to the pieces of the text.
    private mutating func keep(_ piece: [UInt8]) {
        if !piece.isEmpty {
            pieces.append(piece)
            piecesByteCount += piece.count
        }
    }

    /// Appends the UTF-8 of `chunk`, copied at once: a small string (at most 15 bytes, most
    /// chunks) lends its bytes from the stack, any other its storage.
    private mutating func append(_ chunk: String) {
        var chunk = chunk
        chunk.withUTF8 { bytes.append(contentsOf: $0) }
    }
}
