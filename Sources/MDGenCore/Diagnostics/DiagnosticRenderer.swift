/// Renders diagnostics the way the Swift compiler does, so that Xcode and SwiftPM show them
/// inline: `path:line:column: error: message`, the source line, and a caret under the range.
///
/// ```
/// Download.mdgen:4:5: error: property requirements are not supported
///     var progress: Double { get }
///     ^~~
/// ```
public struct DiagnosticRenderer: Sendable {
    /// Whether to colour severities and carets with ANSI escapes.
    public var usesColor: Bool

    /// Creates a renderer.
    public init(usesColor: Bool = false) {
        self.usesColor = usesColor
    }

    /// Renders one diagnostic and its notes; `source` finds the text a path refers to, so the
    /// offending line can be shown.
    public func render(_ diagnostic: Diagnostic, source: (String) -> SourceFile?) -> String {
        var output = ""
        append(diagnostic, to: &output, source: source)
        for note in diagnostic.notes {
            append(note, to: &output, source: source)
        }
        return output
    }

    /// Renders several diagnostics, one after another.
    public func render(_ diagnostics: [Diagnostic], source: (String) -> SourceFile?) -> String {
        diagnostics.map { render($0, source: source) }.joined()
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
        output += prefix + severity + " " + paint(diagnostic.message, bold) + "\n"

        guard let path = diagnostic.path, let range = diagnostic.range,
            let file = source(path)
        else {
            return
        }
        let line = file.lineText(range.start.line)
        output += line + "\n"
        output += paint(marker(under: line, range: range), green) + "\n"
        for fixIt in diagnostic.fixIts where fixIt.range.start.line == range.start.line {
            let padding = padding(before: fixIt.range.start.column, in: line)
            output += padding + paint(fixIt.replacement, green) + "\n"
        }
    }

    /// A caret at the start of the range, and tildes under the rest of it on the same line.
    private func marker(under line: String, range: SourceRange) -> String {
        let lineBytes = Array(line.utf8)
        let startColumn = min(range.start.column, lineBytes.count + 1)
        let endColumn =
            range.end.line == range.start.line
            ? min(max(range.end.column, startColumn + 1), lineBytes.count + 1)
            : lineBytes.count + 1
        let width = characterCount(lineBytes, from: startColumn - 1, to: endColumn - 1)
        return padding(before: startColumn, in: line) + "^"
            + String(repeating: "~", count: max(width - 1, 0))
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

    private func characterCount(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        guard start < end, start >= 0, end <= bytes.count else {
            return 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars.count
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
