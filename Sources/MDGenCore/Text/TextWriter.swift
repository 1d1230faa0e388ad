/// Writes text in pieces into a string of exactly their size, each piece copied once.
///
/// Appending to a `String` goes through the standard library's general path on every piece:
/// about 300 instructions each, even with the capacity reserved. The generator builds tens of
/// thousands of signatures and calls, a dozen pieces each, and `+=` on them was 9% of
/// its instructions on 10,000 requirements. ``Swift/String/init(writing:)`` runs its body
/// twice instead: once to measure, once to copy the pieces into the string's own storage.
struct TextWriter: ~Copyable {
    /// Where the pieces go; `nil` while measuring.
    private let buffer: UnsafeMutableBufferPointer<UInt8>?
    /// How many bytes have been written (or, measuring, would have been).
    private(set) var count = 0

    fileprivate init(into buffer: UnsafeMutableBufferPointer<UInt8>?) {
        self.buffer = buffer
    }

    /// Writes `text`.
    mutating func write(_ text: String) {
        let length = text.utf8.count
        if let buffer {
            // The body wrote less, or other text, when measuring: it must write the same.
            precondition(count + length <= buffer.count, "TextWriter: the text grew")
            let target = UnsafeMutableBufferPointer(rebasing: buffer[count..<count + length])
            let copied: Void? = text.utf8.withContiguousStorageIfAvailable { source in
                _ = target.initialize(from: source)
            }
            if copied == nil {
                _ = target.initialize(from: text.utf8)
            }
        }
        count += length
    }

    /// Writes `text` `times` times.
    mutating func write(_ text: String, times: Int) {
        for _ in 0..<max(times, 0) {
            write(text)
        }
    }
}

extension String {
    /// The text that `body` writes, which must be the same each time it runs: it runs twice.
    init(writing body: (inout TextWriter) -> Void) {
        var measure = TextWriter(into: nil)
        body(&measure)
        let count = measure.count
        if #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *) {
            self.init(unsafeUninitializedCapacity: count) { buffer in
                var writer = TextWriter(into: buffer)
                body(&writer)
                return writer.count
            }
        } else {
            var bytes = [UInt8](repeating: 0, count: count)
            let written = bytes.withUnsafeMutableBufferPointer { buffer in
                var writer = TextWriter(into: buffer)
                body(&writer)
                return writer.count
            }
            self.init(decoding: bytes[..<written], as: UTF8.self)
        }
    }
}
