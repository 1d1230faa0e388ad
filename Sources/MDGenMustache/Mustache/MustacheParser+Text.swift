/// The text between tags, and the indentation blocks remove from it.
extension MustacheParser {
    /// Turns the source text from `textStart` up to `end` into nodes: one text node per line
    /// piece, and a line-start marker where a line of the source begins. Inside a block, each
    /// line first loses the intrinsic indentation of the open blocks.
    mutating func appendText(upTo end: Int) {
        // The text of a parent tag pair is ignored.
        guard !isInParentPair else { return }
        let bytes = source.bytes
        var pieceStart = textStart
        while pieceStart < end {
            if source.isLineStart(pieceStart) {
                nodes.append(.lineStart)
                pieceStart = indentationStrippedStart(ofLineAt: pieceStart, limit: end)
                guard pieceStart < end else { return }
            }
            var pieceEnd = pieceStart
            while pieceEnd < end, bytes[pieceEnd] != UInt8(ascii: "\n") {
                pieceEnd += 1
            }
            if pieceEnd < end {
                pieceEnd += 1  // The line feed belongs to its line.
            }
            nodes.append(.text(pieceStart..<pieceEnd))
            pieceStart = pieceEnd
        }
    }

    /// Writes the whitespace from a line's start up to a tag as the line's text, for a parent
    /// or block pair that turned out not to stand alone.
    mutating func appendLineIndentation(from lineStart: Int, to tagStart: Int) {
        nodes.append(.lineStart)
        let start = indentationStrippedStart(ofLineAt: lineStart, limit: tagStart)
        if start < tagStart {
            nodes.append(.text(start..<tagStart))
        }
    }

    /// The whitespace from a line's start up to a standalone tag, without the open blocks'
    /// intrinsic indentation: what the lines the tag stands for are indented by.
    func indentation(ofLineFrom lineStart: Int, to tagStart: Int) -> String {
        source.file.text(
            from: indentationStrippedStart(ofLineAt: lineStart, limit: tagStart), to: tagStart)
    }

    /// The intrinsic indentation of a block whose content starts with the line at
    /// `lineStart`: that line's leading whitespace, less what the open blocks remove.
    func intrinsicIndentation(ofLineAt lineStart: Int) -> String {
        let whitespaceEnd = source.inlineWhitespaceEnd(from: lineStart)
        return source.file.text(
            from: indentationStrippedStart(ofLineAt: lineStart, limit: whitespaceEnd),
            to: whitespaceEnd)
    }

    /// Where the line starting at `lineStart` begins once the intrinsic indentation of each
    /// open block, outermost first, is removed from it (as much of it as the line has),
    /// never past `limit`.
    func indentationStrippedStart(ofLineAt lineStart: Int, limit: Int) -> Int {
        var offset = lineStart
        for index in openElements.indices {
            for byte in openElements[index].intrinsicIndentation.utf8 {
                guard offset < limit, source.bytes[offset] == byte else {
                    return offset
                }
                offset += 1
            }
        }
        return offset
    }
}
