/// Splits the bytes a client sends into messages, by the base protocol's framing: header
/// lines ending in `\r\n`, a blank line, then `Content-Length` bytes of content.
///
/// It takes bytes as they arrive, in pieces of any size, and never fails: a header block that
/// is not valid is dropped and reported, as is content longer than ``maximumLength`` (whose
/// bytes are skipped without being kept), so that a client's mistake costs one message and
/// not the connection, and no input can make the reader hold more than about
/// ``maximumLength`` bytes.
package struct MessageReader: Sendable {
    /// What the reader found next.
    package enum Event: Equatable, Sendable {
        /// The content of one message.
        case message([UInt8])
        /// A header block that is not valid (no `Content-Length`, not a number, or too long),
        /// dropped with the reason.
        case malformedHeader(String)
        /// A message longer than ``maximumLength``, skipped.
        case tooLong(Int)
    }

    /// The longest content the reader keeps: far more than any `.mdgen` file.
    package static let maximumLength = 64 << 20
    /// The longest header block: headers are a line or two.
    package static let maximumHeaderLength = 4096

    private var buffer: [UInt8] = []
    /// Where the unread bytes of ``buffer`` start.
    private var start = 0
    /// How far from ``start`` the end of the header block has been looked for already.
    private var scanned = 0
    /// The length of the content whose headers have been read, if any.
    private var contentLength: Int?
    /// Bytes of an overlong message still to drop.
    private var skipping = 0

    /// Creates a reader that has read nothing.
    package init() {}

    /// Adds bytes that arrived.
    package mutating func append(_ bytes: some Collection<UInt8>) {
        var bytes = bytes[...]
        if skipping > 0 {
            let dropped = min(skipping, bytes.count)
            skipping -= dropped
            bytes = bytes.dropFirst(dropped)
        }
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next message, or problem, in the bytes appended so far; `nil` until more arrive.
    package mutating func next() -> Event? {
        if let length = contentLength {
            guard buffer.count - start >= length else {
                return nil
            }
            let content = Array(buffer[start..<start + length])
            start += length
            contentLength = nil
            return .message(content)
        }
        guard let end = headerEnd() else {
            if buffer.count - start > Self.maximumHeaderLength {
                // Keep the last bytes: they may start a terminator.
                start = buffer.count - 3
                scanned = 0
                return .malformedHeader("a header block longer than 4096 bytes")
            }
            return nil
        }
        let header = Self.recovered(Array(buffer[start..<end]))
        start = end + 4
        scanned = 0
        switch Self.contentLength(in: header) {
        case .failure(let error):
            return .malformedHeader(error.reason)
        case .success(let length) where length > Self.maximumLength:
            let available = min(length, buffer.count - start)
            start += available
            skipping = length - available
            return .tooLong(length)
        case .success(let length):
            contentLength = length
            return next()
        }
    }

    /// The offset of the `\r\n\r\n` that ends the header block, if it has arrived.
    private mutating func headerEnd() -> Int? {
        var index = start + max(scanned - 3, 0)
        while index + 4 <= buffer.count {
            if buffer[index] == 0x0D, buffer[index + 1] == 0x0A, buffer[index + 2] == 0x0D,
                buffer[index + 3] == 0x0A
            {
                return index
            }
            index += 1
        }
        scanned = buffer.count - start
        return nil
    }

    /// The header block, from its last `Content-Length` header when bytes that are not
    /// headers come before it: what is left of a dropped message, or a client's stray output.
    private static func recovered(_ header: [UInt8]) -> String {
        let name = Array("content-length:".utf8)
        var index = header.count - name.count
        while index > 0 {
            if zip(header[index..<index + name.count], name).allSatisfy({ $0 | 0x20 == $1 | 0x20 }),
                header[index - 1] == 0x0A || !header[..<index].contains(0x0A)
            {
                break
            }
            index -= 1
        }
        let block = String(decoding: header, as: UTF8.self)
        guard index > 0, case .failure = contentLength(in: block) else {
            return block
        }
        return String(decoding: header[index...], as: UTF8.self)
    }

    /// The `Content-Length` of a header block, or why there is none.
    private static func contentLength(in header: String) -> Result<Int, HeaderError> {
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeaderError("a header line without ':'"))
            }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
            guard name == "content-length" else {
                continue
            }
            let digits = value.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
            guard !digits.isEmpty, digits.count <= 12, digits.allSatisfy(\.isASCIIDigit),
                let number = Int(String(digits))
            else {
                return .failure(HeaderError("a Content-Length that is not a number"))
            }
            length = number
        }
        guard let length else {
            return .failure(HeaderError("a header block without Content-Length"))
        }
        return .success(length)
    }
}

/// Why a header block was dropped.
struct HeaderError: Error {
    var reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool {
        isASCII && isNumber
    }
}
