/// Parsing a large file in parts, on all cores.
///
/// A file splits at lines where a top-level declaration certainly starts, and each part is
/// lexed and parsed on its own. The parts' syntax joins into the file's only when every part
/// parsed without a single diagnostic: a part that ends inside a declaration, a comment or a
/// string always gets one, so a clean part is exactly what the whole parse makes of those
/// lines. A file with any problem parses again whole, on one thread, so its diagnostics are
/// never those of a part.
extension Parser {
    /// Below this size a file parses whole: splitting would save less than a millisecond.
    static let minimumBytesToSplit = 64 * 1024
    /// How many bytes a part has at least, and how many parts a file splits into at most.
    static let minimumPartBytes = 16 * 1024
    static let maximumParts = 32

    /// The syntax of `file` parsed in parts on all cores, or `nil` when it is too small to
    /// split, has no place to split, or has a diagnostic.
    static func parseInParts(_ file: SourceFile) -> FileSyntax? {
        let bytes = file.bytes
        guard bytes.count >= minimumBytesToSplit else { return nil }
        let parts = partRanges(
            of: bytes.count, at: partBoundaries(in: bytes),
            count: min(maximumParts, bytes.count / minimumPartBytes))
        guard parts.count > 1 else { return nil }
        return parse(file, inParts: parts)
    }

    /// The syntax of `file` parsed in `parts`, consecutive ranges that cover it and start at
    /// the start of a line, or `nil` when a part has a diagnostic.
    static func parse(_ file: SourceFile, inParts parts: [Range<Int>]) -> FileSyntax? {
        let syntaxes = parts.concurrentMap { part -> FileSyntax? in
            let (tokens, lexerDiagnostics) = Lexer.tokenize(file, in: part)
            // A documentation comment at the end of a part belongs to the next one's first
            // declaration.
            guard lexerDiagnostics.isEmpty, tokens.last?.documentation == nil else { return nil }
            var parser = Parser(file: file, tokens: tokens)
            let syntax = parser.parseFile()
            return parser.diagnostics.isEmpty ? syntax : nil
        }
        var joined = FileSyntax(imports: [], protocols: [], extensions: [], isComplete: true)
        for syntax in syntaxes {
            guard let syntax else { return nil }
            joined.imports += syntax.imports
            joined.protocols += syntax.protocols
            joined.extensions += syntax.extensions
        }
        return joined
    }

    /// `count` consecutive ranges covering `0..<byteCount`, each starting at the first of
    /// `boundaries` at or after an even share of the bytes; fewer when boundaries are sparse.
    static func partRanges(of byteCount: Int, at boundaries: [Int], count: Int) -> [Range<Int>] {
        var starts = [0]
        var next = boundaries.startIndex
        for part in 1..<max(count, 1) {
            let target = byteCount * part / count
            while next < boundaries.endIndex && boundaries[next] < target {
                next += 1
            }
            guard next < boundaries.endIndex else { break }
            if boundaries[next] > starts[starts.count - 1] {
                starts.append(boundaries[next])
            }
        }
        return zip(starts, starts.dropFirst() + [byteCount]).map { $0..<$1 }
    }

    /// The offsets of the lines a part may start at: lines after a blank line that start, in
    /// their first column, with a name, an attribute or a comment, outside brackets, comments,
    /// strings and `#if` blocks, and with no comment since the last token (its documentation
    /// would ride on the next token). Splitting anywhere else could only cost a diagnostic
    /// and a parse on one thread; the scan stops at what it does not follow, such as an
    /// unterminated comment or a multi-line string.
    static func partBoundaries(in bytes: [UInt8]) -> [Int] {
        // The scan is the one part of parsing that runs on one thread: without bounds checks,
        // it is a third of its cost.
        bytes.withUnsafeBufferPointer(partBoundaries)
    }

    /// The bytes the scan passes over without a look: all but line breaks and spaces (which
    /// keep a line blank), and the marks of comments, strings, directives and brackets.
    private static let plainBytes: [Bool] = (0...255).map { value in
        !"\n\r\t /\"#([{)]}".utf8.contains(UInt8(value))
    }

    private static func partBoundaries(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        plainBytes.withUnsafeBufferPointer { isPlain in
            partBoundaries(in: bytes, isPlain: isPlain)
        }
    }

    private static func partBoundaries(
        in bytes: UnsafeBufferPointer<UInt8>, isPlain: UnsafeBufferPointer<Bool>
    ) -> [Int] {
        var boundaries: [Int] = []
        var depth = 0
        var conditionalDepth = 0
        var commentSinceToken = false
        var lineIsBlank = true
        var index = 0
        func byte(at offset: Int) -> UInt8? {
            offset < bytes.count ? bytes[offset] : nil
        }
        while index < bytes.count {
            let current = bytes[index]
            switch current {
            case .newline:
                let previousLineIsBlank = lineIsBlank
                lineIsBlank = true
                index += 1
                if previousLineIsBlank, depth == 0, conditionalDepth == 0, !commentSinceToken,
                    let first = byte(at: index),
                    first.isIdentifierHead || first == UInt8(ascii: "@") || first == .slash
                {
                    boundaries.append(index)
                }
                continue
            case .space, .tab, .carriageReturn:
                index += 1
                continue
            case .slash where byte(at: index + 1) == .slash:
                while index < bytes.count && bytes[index] != .newline {
                    index += 1
                }
                commentSinceToken = true
                lineIsBlank = false
                continue
            case .slash where byte(at: index + 1) == .star:
                var nesting = 0
                repeat {
                    if bytes[index] == .slash && byte(at: index + 1) == .star {
                        nesting += 1
                        index += 2
                    } else if bytes[index] == .star && byte(at: index + 1) == .slash {
                        nesting -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while nesting > 0 && index < bytes.count
                guard nesting == 0 else { return boundaries }
                commentSinceToken = true
                lineIsBlank = false
                continue
            case .quote:
                guard byte(at: index + 1) != .quote || byte(at: index + 2) != .quote else {
                    return boundaries
                }
                index += 1
                while index < bytes.count && bytes[index] != .quote && bytes[index] != .newline {
                    index += bytes[index] == .backslash ? 2 : 1
                }
                index += 1
            case UInt8(ascii: "#"):
                if bytes[(index + 1)...].starts(with: "if".utf8),
                    byte(at: index + 3)?.isIdentifierBody != true
                {
                    conditionalDepth += 1
                } else if bytes[(index + 1)...].starts(with: "endif".utf8) {
                    conditionalDepth -= 1
                }
                index += 1
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                index += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                index += 1
            default:
                // Most bytes change nothing the scan follows: a run of them is skipped at
                // once, a table lookup each.
                index += 1
                while index < bytes.count && isPlain[Int(bytes[index])] {
                    index += 1
                }
            }
            lineIsBlank = false
            commentSinceToken = false
        }
        return boundaries
    }
}
