/// Lays out signatures and calls the way `swift format` accepts them: on one line when they
/// fit in ``lineLength`` columns, otherwise one parameter or argument per line.
///
/// The generator owns this layout, rather than templates, so that long user signatures still
/// produce generated code that passes `swift format lint`.
package struct SwiftLayout: Hashable, Sendable {
    /// The widest line, as in the repository's `.swift-format`.
    package var lineLength: Int
    /// The spaces per indentation level.
    package var indentWidth: Int

    /// Creates a layout; the defaults match the default templates and `.swift-format`.
    package init(lineLength: Int = 100, indentWidth: Int = 4) {
        self.lineLength = lineLength
        self.indentWidth = indentWidth
    }

    /// `head(item, item) tail`, on one line if `width` columns of context plus the text fit,
    /// else with each item on its own line, indented one level deeper than `indent`, and
    /// `) tail` back at `indent`. The first line carries no indentation: the template writes it.
    package func wrapList(
        head: String,
        items: [String],
        tail: String,
        indent: Int,
        reserved: Int
    ) -> String {
        let oneLine = "\(head)(\(items.joined(separator: ", ")))\(tail)"
        // UTF-8 bytes, which Swift counts in O(1): never fewer than the characters.
        if items.isEmpty || indent + reserved + oneLine.utf8.count <= lineLength {
            return oneLine
        }
        return wrapped(head, items: items, tail: tail, indent: indent)
    }
}

extension SwiftLayout {
    /// `head(arguments)` on one line when it fits after `indent` columns (and `reserved`
    /// columns of what follows it), otherwise with each argument on a line of its own, one
    /// level deeper, and the closing parenthesis back at `indent`: a layout `swift format`
    /// accepts for calls, also when an argument is itself a call laid out this way (which
    /// forces the call around it onto several lines).
    func wrapCall(_ head: String, arguments: [String], indent: Int, reserved: Int = 0) -> String {
        let oneLine = head + "(" + arguments.joined(separator: ", ") + ")"
        if arguments.allSatisfy({ !$0.utf8.contains(UInt8(ascii: "\n")) })
            && indent + reserved + oneLine.count <= lineLength
        {
            return oneLine
        }
        return wrapped(head, items: arguments, tail: "", indent: indent)
    }

    /// `head(`, then each item on a line of its own one level deeper than `indent`, then
    /// `)tail` back at `indent`.
    private func wrapped(_ head: String, items: [String], tail: String, indent: Int) -> String {
        let inner = String(repeating: " ", count: indent + indentWidth)
        let outer = String(repeating: " ", count: indent)
        return "\(head)(\n\(items.map { inner + $0 }.joined(separator: ",\n"))\n\(outer))\(tail)"
    }

    /// `text` cut into documentation lines that fit after a member's `/// `.
    func memberDocumentation(_ text: String) -> [String] {
        Self.words(of: text, width: lineLength - indentWidth - 4)
    }

    /// `text` cut at its spaces into lines of at most `width` characters, for documentation,
    /// comments and the CLI's help; a word longer than that has a line of its own.
    package static func words(of text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + (line.isEmpty ? [] : [line])
    }
}
