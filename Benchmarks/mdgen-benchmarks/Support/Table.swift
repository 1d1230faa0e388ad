import Foundation

/// A titled table, printed as Markdown so that a run's output can be pasted into the
/// documentation as it is.
struct Table {
    let title: String
    let headers: [String]
    let rows: [[String]]
    /// Sentences printed under the table: what its numbers mean.
    var notes: [String] = []

    /// The table as Markdown, its columns padded to line up in a terminal too.
    var markdown: String {
        let widths = headers.indices.map { column in
            ([headers] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        var lines = ["### \(title)", "", line(headers)]
        lines.append(
            "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
        lines += rows.map(line)
        if !notes.isEmpty {
            lines.append("")
            lines += notes
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// How figures are written in the tables.
enum Format {
    /// A ratio such as `1.23×`.
    static func ratio(_ value: Double) -> String {
        String(format: value >= 100 ? "%.0f×" : value >= 10 ? "%.1f×" : "%.2f×", value)
    }

    /// A fraction as a percentage, such as `45%`.
    static func percent(_ fraction: Double) -> String {
        String(format: "%.0f%%", fraction * 100)
    }

    /// A duration in nanoseconds, with a precision that suits its size.
    static func nanoseconds(_ value: Double) -> String {
        String(format: value >= 100 ? "%.0f ns" : value >= 10 ? "%.1f ns" : "%.2f ns", value)
    }

    /// A duration in milliseconds.
    static func milliseconds(_ nanoseconds: Double) -> String {
        String(format: nanoseconds >= 100e6 ? "%.0f ms" : "%.1f ms", nanoseconds / 1e6)
    }

    /// A count per operation, such as allocations per dispatch.
    static func perOperation(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }

    /// A number of bytes, in the unit that reads best.
    static func bytes(_ value: Int) -> String {
        let magnitude = abs(value)
        if magnitude >= 1 << 20 {
            return String(format: "%.2f MB", Double(value) / Double(1 << 20))
        }
        if magnitude >= 1 << 10 {
            return String(format: "%.1f kB", Double(value) / Double(1 << 10))
        }
        return "\(value) B"
    }

    /// A whole number with thousands separators, such as `10,000`.
    static func count(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 {
                result.append(",")
            }
            result.append(digit)
        }
        return result
    }
}
