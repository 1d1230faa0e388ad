import MDGenSyntax

extension SourceFile {
    /// The identifier around `offset`, or an empty string.
    func word(at offset: Int) -> String {
        let range = wordRange(at: offset)
        return text(from: range.lowerBound, to: range.upperBound)
    }

    /// The byte range of the identifier around `offset` (empty when there is none).
    func wordRange(at offset: Int) -> Range<Int> {
        func isWordByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39)
                || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
        }
        var start = min(max(offset, 0), bytes.count)
        var end = start
        while start > 0, isWordByte(bytes[start - 1]) {
            start -= 1
        }
        while end < bytes.count, isWordByte(bytes[end]) {
            end += 1
        }
        return start..<end
    }
}
