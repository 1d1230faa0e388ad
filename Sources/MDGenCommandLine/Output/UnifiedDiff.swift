/// A unified diff of two texts, line by line, as `diff -u` prints it, so drift reported by
/// `mdgen check` reads like any code review.
enum UnifiedDiff {
    private enum Edit: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// The diff from `old` to `new`, or an empty string when they are equal.
    static func make(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let oldLines = lines(old)
        let newLines = lines(new)
        let edits = script(oldLines, newLines)
        guard edits.contains(where: { if case .same = $0 { false } else { true } }) else {
            return ""
        }
        var output = "--- \(oldName)\n+++ \(newName)\n"
        // Indices of edits that change something, grouped into hunks with `context` lines around.
        let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
        var hunkStart = 0
        while hunkStart < changed.count {
            var hunkEnd = hunkStart
            while hunkEnd + 1 < changed.count && changed[hunkEnd + 1] - changed[hunkEnd] <= 2 * context {
                hunkEnd += 1
            }
            let first = max(changed[hunkStart] - context, 0)
            let last = min(changed[hunkEnd] + context, edits.count - 1)
            var oldStart = 1
            var newStart = 1
            for edit in edits[..<first] {
                switch edit {
                case .same: oldStart += 1; newStart += 1
                case .removed: oldStart += 1
                case .added: newStart += 1
                }
            }
            var oldCount = 0
            var newCount = 0
            var body = ""
            for edit in edits[first...last] {
                switch edit {
                case .same(let line):
                    oldCount += 1
                    newCount += 1
                    body += " \(line)\n"
                case .removed(let line):
                    oldCount += 1
                    body += "-\(line)\n"
                case .added(let line):
                    newCount += 1
                    body += "+\(line)\n"
                }
            }
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n" + body
            hunkStart = hunkEnd + 1
        }
        return output
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" {
            lines.removeLast()
        }
        return lines
    }

    /// The shortest edit script, by Myers' O((N+M)D) algorithm.
    private static func script(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count
        let m = b.count
        let maximum = n + m
        var frontier = [Int](repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        var found = false
        for d in 0...maximum {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && frontier[maximum + k - 1] < frontier[maximum + k + 1]) {
                    x = frontier[maximum + k + 1]
                } else {
                    x = frontier[maximum + k - 1] + 1
                }
                var y = x - k
                while x < n && y < m && a[x] == b[y] {
                    x += 1
                    y += 1
                }
                frontier[maximum + k] = x
                if x >= n && y >= m {
                    found = true
                    break
                }
            }
            if found {
                break
            }
        }
        // Walk back through the saved frontiers to recover the edits.
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && v[maximum + k - 1] < v[maximum + k + 1]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : v[maximum + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                edits.append(.same(a[x]))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    edits.append(.added(b[y]))
                } else {
                    x -= 1
                    edits.append(.removed(a[x]))
                }
            }
        }
        while x > 0 && y > 0 {
            x -= 1
            y -= 1
            edits.append(.same(a[x]))
        }
        return edits.reversed()
    }
}
