/// A unified diff of two texts, line by line, as `diff -u` prints it, so drift reported by
/// `mdgen check` reads like any code review.
enum UnifiedDiff {
    /// One line, and whether a newline ends it (only the last line of a text may lack one).
    private struct Line: Equatable {
        var text: Substring
        var isTerminated: Bool
    }

    private enum Edit: Equatable {
        case same(Line)
        case removed(Line)
        case added(Line)

        var isChange: Bool {
            if case .same = self { false } else { true }
        }
    }

    /// Beyond this many differing lines the diff stops looking for the shortest edit script
    /// and shows the differing middle as removed, then added: still correct, and it keeps the
    /// time and memory of a diff of two unrelated large files small.
    static let maximumEditDistance = 1_000

    /// The lines of context around each change, as `diff -u` shows them.
    static let context = 3

    /// The diff from `old` to `new`, or an empty string when they are equal.
    static func make(old: String, new: String, oldName: String, newName: String) -> String {
        let edits = script(lines(of: old), lines(of: new))
        let changed = edits.indices.filter { edits[$0].isChange }
        guard !changed.isEmpty else {
            return ""
        }
        var output = "--- \(oldName)\n+++ \(newName)\n"
        // Changes closer than twice the context share a hunk, as in `diff -u`.
        var hunkStart = 0
        while hunkStart < changed.count {
            var hunkEnd = hunkStart
            while hunkEnd + 1 < changed.count
                && changed[hunkEnd + 1] - changed[hunkEnd] <= 2 * context
            {
                hunkEnd += 1
            }
            let first = max(changed[hunkStart] - context, 0)
            let last = min(changed[hunkEnd] + context, edits.count - 1)
            output += hunk(edits, from: first, through: last)
            hunkStart = hunkEnd + 1
        }
        return output
    }

    private static func hunk(_ edits: [Edit], from first: Int, through last: Int) -> String {
        var oldStart = 1
        var newStart = 1
        for edit in edits[..<first] {
            switch edit {
            case .same:
                oldStart += 1
                newStart += 1
            case .removed: oldStart += 1
            case .added: newStart += 1
            }
        }
        var oldCount = 0
        var newCount = 0
        var body = ""
        func append(_ marker: String, _ line: Line) {
            body += marker + line.text + "\n"
            if !line.isTerminated {
                body += "\\ No newline at end of file\n"
            }
        }
        for edit in edits[first...last] {
            switch edit {
            case .same(let line):
                oldCount += 1
                newCount += 1
                append(" ", line)
            case .removed(let line):
                oldCount += 1
                append("-", line)
            case .added(let line):
                newCount += 1
                append("+", line)
            }
        }
        return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n" + body
    }

    /// A hunk's line range as `diff -u` writes it: the count is left out when it is 1, and an
    /// empty range names the line before it.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }

    private static func lines(of text: String) -> [Line] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            Line(text: $0, isTerminated: true)
        }
        if lines.last?.text.isEmpty == true {
            lines.removeLast()
        } else if !lines.isEmpty {
            lines[lines.count - 1].isTerminated = false
        }
        return lines
    }

    /// The edits that turn `old` into `new`: the common beginning and end as they are, and the
    /// middle by the shortest edit script.
    private static func script(_ old: [Line], _ new: [Line]) -> [Edit] {
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
            && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        let middle =
            shortestEditScript(oldMiddle, newMiddle)
            ?? oldMiddle.map(Edit.removed) + newMiddle.map(Edit.added)
        return old[..<prefix].map(Edit.same) + middle + old[(old.count - suffix)...].map(Edit.same)
    }

    /// Myers' O((N+M)·D) algorithm, or `nil` when the texts differ in more than
    /// ``maximumEditDistance`` lines.
    private static func shortestEditScript(_ a: [Line], _ b: [Line]) -> [Edit]? {
        let n = a.count
        let m = b.count
        let limit = min(n + m, maximumEditDistance)
        // `frontier[k + offset]` is the furthest x reached on diagonal k = x - y.
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        for d in 0...limit {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                let down =
                    k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
                var x = down ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n && y < m && a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + k] = x
                if x >= n && y >= m {
                    return backtrack(trace, a, b, offset: offset)
                }
            }
        }
        return nil
    }

    /// Walks back through the frontiers saved before each step to recover the edits.
    private static func backtrack(_ trace: [[Int]], _ a: [Line], _ b: [Line], offset: Int) -> [Edit]
    {
        var edits: [Edit] = []
        var x = a.count
        var y = b.count
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let frontier = trace[d]
            let k = x - y
            let down = k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : frontier[offset + previousK]
            let previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                edits.append(.same(a[x]))
            }
            if d > 0 {
                if down {
                    y -= 1
                    edits.append(.added(b[y]))
                } else {
                    x -= 1
                    edits.append(.removed(a[x]))
                }
            }
        }
        return edits.reversed()
    }
}
