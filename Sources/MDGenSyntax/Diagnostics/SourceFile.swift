/// A position in a source text.
///
/// Lines and columns start at 1 and columns count UTF-8 bytes, as the Swift compiler counts
/// them, so locations line up with what Xcode and SwiftPM show for Swift files.
package struct SourceLocation: Hashable, Comparable, Sendable {
    /// The byte offset from the start of the text.
    package var offset: Int
    /// The 1-based line number.
    package var line: Int
    /// The 1-based column, in UTF-8 bytes.
    package var column: Int

    package init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// Locations are ordered by their offsets.
    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.offset < rhs.offset
    }
}

/// A half-open range of a source text, from `start` up to but not including `end`.
package struct SourceRange: Hashable, Sendable {
    /// The first position in the range.
    package var start: SourceLocation
    /// The position just past the range.
    package var end: SourceLocation

    /// Creates a range; `end` must not precede `start`.
    package init(start: SourceLocation, end: SourceLocation) {
        precondition(start <= end, "a source range cannot end before it starts")
        self.start = start
        self.end = end
    }

    /// The smallest range that covers both ranges.
    package func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }
}

/// A named text that diagnostics point into: a `.mdgen` input or a template.
package struct SourceFile: Sendable {
    /// The path shown in diagnostics.
    package let path: String
    /// The text, as UTF-8 bytes.
    package let bytes: [UInt8]
    /// The offset at which each line starts.
    private let lineStarts: [Int]

    /// Creates a source file from its path and text.
    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Creates a source file from its path and its contents as bytes. Bytes that are not valid
    /// UTF-8 are kept: the lexer reports them where they are.
    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    /// The text, with any invalid UTF-8 repaired.
    package var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The location of the byte at `offset` (which may be the end of the text).
    package func location(at offset: Int) -> SourceLocation {
        let clamped = min(max(offset, 0), bytes.count)
        // The last line start that is not after the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return SourceLocation(offset: clamped, line: low + 1, column: clamped - lineStarts[low] + 1)
    }

    /// A location finder for offsets that mostly grow, as a lexer asks for them: each costs
    /// amortised constant time instead of a binary search.
    struct LocationCursor {
        let file: SourceFile
        /// The index in `lineStarts` of the line the last location was on.
        private var line = 0

        init(_ file: SourceFile) {
            self.file = file
        }

        mutating func location(at offset: Int) -> SourceLocation {
            let starts = file.lineStarts
            let clamped = min(max(offset, 0), file.bytes.count)
            guard clamped >= starts[line] else {
                let location = file.location(at: clamped)
                line = location.line - 1
                return location
            }
            while line + 1 < starts.count && starts[line + 1] <= clamped {
                line += 1
            }
            return SourceLocation(
                offset: clamped, line: line + 1, column: clamped - starts[line] + 1)
        }

        mutating func range(_ start: Int, _ end: Int) -> SourceRange {
            let startLocation = location(at: start)
            return SourceRange(start: startLocation, end: location(at: max(start, end)))
        }
    }

    /// The range between two byte offsets.
    package func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(start: location(at: start), end: location(at: max(start, end)))
    }

    /// The byte offsets of a 1-based line, without its line terminator; empty for a line
    /// that does not exist.
    package func lineBounds(_ line: Int) -> Range<Int> {
        guard line >= 1 && line <= lineStarts.count else {
            return bytes.count..<bytes.count
        }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start && bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return start..<end
    }

    /// The text between two byte offsets.
    package func text(from start: Int, to end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
