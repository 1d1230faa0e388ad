/// Renders diagnostics the way the Swift compiler does, so that Xcode and SwiftPM show them
/// inline: `path:line:column: error: message [#Name]`, the source line, and a caret under the
/// range. The name in brackets is the diagnostic's ``DiagnosticName``, as the compiler prints
/// its diagnostic groups; after the diagnostics of a run, each name they carry is printed once
/// more with the address of its documentation, as the compiler does.
///
/// ```
/// Download.mdgen:4:5: error: property requirements are not supported [#UnsupportedRequirement]
///     var progress: Double { get }
///     ^~~
/// [#UnsupportedRequirement]: <https://github.com/…/Diagnostics.md#unsupportedrequirement>
/// ```
package struct DiagnosticRenderer: Sendable {
    /// Whether to colour severities and carets with ANSI escapes.
    package var usesColor: Bool

    /// Creates a renderer.
    package init(usesColor: Bool = false) {
        self.usesColor = usesColor
    }

    /// Renders one diagnostic and its notes; `source` finds the text a path refers to, so the
    /// offending line can be shown.
    package func render(_ diagnostic: Diagnostic, source: (String) -> SourceFile?) -> String {
        var output = ""
        append(diagnostic, to: &output, source: source)
        for note in diagnostic.notes {
            append(note, to: &output, source: source)
        }
        return output
    }

    /// Renders the diagnostics of a run, one after another, then their names' documentation
    /// links.
    package func render(_ diagnostics: [Diagnostic], source: (String) -> SourceFile?) -> String {
        diagnostics.map { render($0, source: source) }.joined()
            + documentationLinks(for: diagnostics.compactMap(\.name))
    }

    /// `[#Name]: <address>` for each of `names` once, sorted, as the compiler ends a run that
    /// printed named diagnostics.
    package func documentationLinks(for names: some Sequence<DiagnosticName>) -> String {
        Set(names).sorted { $0.rawValue < $1.rawValue }.map { name in
            "[#\(name.rawValue)]: <\(name.documentationAddress)>\n"
        }.joined()
    }

    private func append(
        _ diagnostic: Diagnostic,
        to output: inout String,
        source: (String) -> SourceFile?
    ) {
        var prefix = ""
        if let path = diagnostic.path {
            prefix += path + ":"
            if let range = diagnostic.range {
                prefix += "\(range.start.line):\(range.start.column):"
            }
            prefix += " "
        }
        let severity = paint(diagnostic.severity.rawValue + ":", color(for: diagnostic.severity))
        let name = diagnostic.name.map { " [#\($0.rawValue)]" } ?? ""
        output += prefix + severity + " " + paint(diagnostic.message + name, bold) + "\n"

        guard let path = diagnostic.path, let range = diagnostic.range,
            let file = source(path)
        else {
            return
        }
        let excerpt = Excerpt(of: file, line: range.start.line, around: range.start.offset)
        let endColumn =
            range.end.line == range.start.line
            ? excerpt.column(of: range.end.offset) : excerpt.text.utf8.count + 1
        output += Self.visible(excerpt.text) + "\n"
        output +=
            paint(
                marker(
                    under: excerpt.text, from: excerpt.column(of: range.start.offset),
                    to: endColumn), green) + "\n"
        // A fix-it's new text goes under the text it replaces, as Clang shows it; a deletion
        // shows nothing more than the range, and a line break ends what is shown.
        for fixIt in diagnostic.fixIts
        where fixIt.range.start.line == range.start.line && excerpt.shows(fixIt.range.start.offset)
        {
            let replacement = fixIt.replacement.prefix { $0 != "\n" && $0 != "\r" }
            let shown = replacement.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
            guard !shown.isEmpty else {
                continue
            }
            let padding = padding(
                before: excerpt.column(of: fixIt.range.start.offset), in: excerpt.text)
            output += padding + paint(String(shown), green) + "\n"
        }
    }

    /// The part of a source line that is shown: all of it, or for a very long line a window
    /// around the diagnostic, so that rendering costs the same however long a line is.
    private struct Excerpt {
        /// The text shown, with `…` where the line goes on.
        var text: String
        /// The offsets in the file of the first byte shown and of the byte after the last.
        var start: Int
        var end: Int
        /// The length in bytes of the leading `…`, if any.
        var prefixLength: Int

        /// The longest line shown whole; longer ones are cut around the diagnostic.
        static let maximumLength = 1000

        init(of file: SourceFile, line: Int, around offset: Int) {
            let bounds = file.lineBounds(line)
            guard bounds.count > Self.maximumLength else {
                (start, end, prefixLength) = (bounds.lowerBound, bounds.upperBound, 0)
                text = file.text(from: start, to: end)
                return
            }
            // Cut at the start of a character, never in the middle of its UTF-8 bytes.
            func characterStart(_ offset: Int) -> Int {
                var offset = offset
                while offset > bounds.lowerBound && file.bytes[offset] & 0xC0 == 0x80 {
                    offset -= 1
                }
                return offset
            }
            start = characterStart(max(bounds.lowerBound, offset - Self.maximumLength / 4))
            end = min(bounds.upperBound, start + Self.maximumLength)
            if end < bounds.upperBound {
                end = characterStart(end)
            }
            let prefix = start > bounds.lowerBound ? "…" : ""
            let suffix = end < bounds.upperBound ? "…" : ""
            prefixLength = prefix.utf8.count
            text = prefix + file.text(from: start, to: end) + suffix
        }

        /// The 1-based column, in bytes of `text`, of a file offset, clamped to what is shown.
        func column(of offset: Int) -> Int {
            prefixLength + min(max(offset, start), end) - start + 1
        }

        func shows(_ offset: Int) -> Bool {
            offset >= start && offset <= end
        }
    }

    /// The line with control characters (but tabs) shown as their Unicode pictures, such
    /// as `␁`: printed raw, they would be invisible or would drive the terminal. Each is one
    /// scalar, like the character it replaces, so the caret still lines up.
    private static func visible(_ line: String) -> String {
        var shown = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            switch scalar.value {
            case 0x09: shown.append(scalar)
            case 0x00..<0x20: shown.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: shown.append("\u{2421}")
            case 0x80..<0xA0: shown.append("\u{FFFD}")
            default: shown.append(scalar)
            }
        }
        return String(shown)
    }

    /// A caret at a column, and tildes under the rest of the range up to `endColumn`.
    private func marker(under line: String, from startColumn: Int, to endColumn: Int) -> String {
        let lineBytes = Array(line.utf8)
        let start = min(startColumn, lineBytes.count + 1)
        let end = min(max(endColumn, start + 1), lineBytes.count + 1)
        let covered = String(decoding: lineBytes[(start - 1)..<(end - 1)], as: UTF8.self)
        return padding(before: start, in: line) + "^"
            + String(repeating: "~", count: max(covered.unicodeScalars.count - 1, 0))
    }

    /// Blanks up to a column, keeping tabs so the caret lines up however tabs are shown.
    private func padding(before column: Int, in line: String) -> String {
        let bytes = Array(line.utf8)
        let prefix = bytes[..<min(max(column - 1, 0), bytes.count)]
        var padding = ""
        for scalar in String(decoding: prefix, as: UTF8.self).unicodeScalars {
            padding += scalar == "\t" ? "\t" : " "
        }
        return padding
    }

    private let bold = "1"
    private let green = "1;32"

    private func color(for severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "1;31"
        case .warning: "1;35"
        case .note: "1;30"
        }
    }

    private func paint(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
