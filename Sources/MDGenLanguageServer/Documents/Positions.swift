import MDGenSyntax

/// Converts between the server's byte offsets and the protocol's positions, whose character
/// counts UTF-16 code units, as LSP's default `positionEncoding` says.
extension SourceFile {
    /// The byte offset of an LSP position: a character past the end of its line means the
    /// line's end, and a line past the last means the end of the text, as the specification
    /// asks of both.
    func offset(of position: Position) -> Int {
        guard position.line >= 0 else {
            return 0
        }
        // A line past the last has empty bounds at the end of the text.
        let bounds = lineBounds(position.line + 1)
        var units = 0
        var offset = bounds.lowerBound
        for scalar in text(from: bounds.lowerBound, to: bounds.upperBound).unicodeScalars {
            if units >= position.character {
                break
            }
            units += scalar.utf16.count
            offset += scalar.utf8.count
        }
        return min(offset, bounds.upperBound)
    }

    /// The LSP position of a byte offset.
    func position(of offset: Int) -> Position {
        let location = location(at: offset)
        let lineStart = location.offset - (location.column - 1)
        return Position(
            line: location.line - 1,
            character: text(from: lineStart, to: location.offset).utf16.count)
    }

    /// The LSP range of a source range.
    func lspRange(_ range: SourceRange?) -> LSPRange {
        guard let range else {
            return LSPRange(
                start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
        }
        return LSPRange(
            start: position(of: range.start.offset), end: position(of: range.end.offset))
    }
}

/// A place in a document: a 0-based line, and a 0-based character counted in UTF-16 code
/// units.
struct Position: Hashable, Sendable {
    var line: Int
    var character: Int

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// Reads `{"line": …, "character": …}`.
    init?(_ json: JSON?) {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int else {
            return nil
        }
        self.init(line: line, character: character)
    }

    var json: JSON {
        ["line": .int(line), "character": .int(character)]
    }
}

/// A range of a document, as LSP writes it.
struct LSPRange: Hashable, Sendable {
    var start: Position
    var end: Position

    init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    /// Reads `{"start": …, "end": …}`.
    init?(_ json: JSON?) {
        guard let start = Position(json?["start"]), let end = Position(json?["end"]) else {
            return nil
        }
        self.init(start: start, end: end)
    }

    var json: JSON {
        ["start": start.json, "end": end.json]
    }
}
