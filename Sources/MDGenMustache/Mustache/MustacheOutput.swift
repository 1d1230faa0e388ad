/// The text a render builds, appended to one buffer that never grows past a byte limit.
///
/// The indentation of a standalone partial is written lazily, just before the first text of
/// each line: a line that ends up empty stays empty instead of holding only spaces, so an
/// indented partial never leaves trailing whitespace in generated code. Wherever a line has
/// text this matches the spec's "indent every line of the partial".
struct MustacheOutput {
    /// The UTF-8 of the text rendered so far: a render appends many short chunks, which a
    /// byte array takes as plain copies.
    private var bytes: [UInt8] = []
    /// Indentation owed to the current line, written before its first text.
    private var pendingIndentation = ""
    /// How many more bytes the text may take.
    private var remainingBytes: Int

    /// Creates an empty output that holds at most `byteLimit` bytes.
    init(byteLimit: Int) {
        self.remainingBytes = byteLimit
    }

    /// The text rendered so far. Every chunk written is whole characters of valid UTF-8 (text
    /// cut from a template at line ends and tags, or a value's text), so the bytes are too.
    var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Marks the start of a template line, which owes `indentation` before its text.
    mutating func startLine(indentedBy indentation: String) {
        pendingIndentation += indentation
    }

    /// Appends `chunk`, the UTF-8 of whole characters, after the current line's indentation
    /// unless the chunk starts by ending the line. Returns `false`, writing nothing, when the
    /// text would pass its limit.
    mutating func write(_ chunk: some Collection<UInt8>) -> Bool {
        // Most chunks owe no indentation; this is the renderer's hottest path.
        guard pendingIndentation.isEmpty else {
            return writeIndented(chunk)
        }
        let count = chunk.count
        guard count <= remainingBytes else { return false }
        remainingBytes -= count
        bytes += chunk
        return true
    }

    private mutating func writeIndented(_ chunk: some Collection<UInt8>) -> Bool {
        guard let first = chunk.first else { return true }
        let isIndented = first != UInt8(ascii: "\n") && first != UInt8(ascii: "\r")
        let count = chunk.count + (isIndented ? pendingIndentation.utf8.count : 0)
        guard count <= remainingBytes else { return false }
        remainingBytes -= count
        if isIndented {
            bytes += pendingIndentation.utf8
        }
        pendingIndentation = ""
        bytes += chunk
        return true
    }
}
