import MDGenCore

/// Help laid out for an 80-column terminal: prose wrapped at word boundaries, and tables of
/// terms (commands, options, exit codes) whose descriptions wrap under their own column.
enum HelpText {
    /// The widest line help prints.
    static let width = 80

    /// `text` reflowed to ``width`` columns: its paragraphs (separated by blank lines) are
    /// wrapped, and lines that start with a space, such as an indented example, are kept as
    /// they are.
    static func prose(_ text: String) -> String {
        var lines: [String] = []
        var paragraph: [Substring] = []
        func flush() {
            lines += SwiftLayout.words(of: paragraph.joined(separator: " "), width: width)
            paragraph = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty || line.first == " " {
                flush()
                lines.append(String(line))
            } else {
                paragraph.append(line)
            }
        }
        flush()
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line per row, `  term  description`, the descriptions aligned two spaces after the
    /// longest term and wrapped under their column.
    static func table(_ rows: [(term: String, description: String)]) -> String {
        let indent = "  "
        let column = indent.count + (rows.map(\.term.count).max() ?? 0) + 2
        var text = ""
        for (term, description) in rows {
            let lines = SwiftLayout.words(of: description, width: width - column)
            let padding = String(repeating: " ", count: column - indent.count - term.count)
            text += indent + term + padding + (lines.first ?? "") + "\n"
            for line in lines.dropFirst() {
                text += String(repeating: " ", count: column) + line + "\n"
            }
        }
        return text
    }

    /// Each example as what it does, then its command line, indented under it.
    static func examples(_ examples: [Example]) -> String {
        examples.map { example in
            SwiftLayout.words(of: example.purpose, width: width - 2).map { "  " + $0 + "\n" }
                .joined()
                + "    " + example.command + "\n"
        }.joined(separator: "\n")
    }
}

/// A command line that help shows, and what it does.
struct Example: Sendable {
    /// What running it does, as a sentence ending in a colon.
    var purpose: String
    var command: String

    init(_ purpose: String, _ command: String) {
        self.purpose = purpose
        self.command = command
    }
}
