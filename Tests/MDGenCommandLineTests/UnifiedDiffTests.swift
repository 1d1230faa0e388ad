import Foundation
import Testing

@testable import MDGenCommandLine

/// The diff `mdgen check` prints: `diff -u`'s format, minimal, and always applicable.
@Suite("Unified diff")
struct UnifiedDiffTests {
    func diff(_ old: String, _ new: String) -> String {
        UnifiedDiff.make(old: old, new: new, oldName: "old.swift", newName: "new.swift")
    }

    @Test("equal texts give no diff at all")
    func equalTexts() {
        #expect(diff("", "") == "")
        #expect(diff("a\nb\n", "a\nb\n") == "")
    }

    @Test("a changed line shows with three lines of context, as diff -u prints it")
    func changedLine() {
        let old = "1\n2\n3\n4\n5\n6\n7\n8\n9\n"
        let new = "1\n2\n3\n4\nfive\n6\n7\n8\n9\n"
        #expect(
            diff(old, new) == """
                --- old.swift
                +++ new.swift
                @@ -2,7 +2,7 @@
                 2
                 3
                 4
                -5
                +five
                 6
                 7
                 8

                """)
    }

    @Test("changes far apart get separate hunks; close ones share one")
    func hunks() {
        let old = (1...20).map { "\($0)\n" }.joined()
        let far = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(
            of: "\n19\n", with: "\nnineteen\n")
        #expect(diff(old, far).components(separatedBy: "\n@@ ").count == 3)
        let near = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(
            of: "\n8\n", with: "\neight\n")
        #expect(diff(old, near).components(separatedBy: "\n@@ ").count == 2)
    }

    @Test("lines added to an empty file, and a file emptied")
    func emptySides() {
        #expect(diff("", "a\nb\n") == "--- old.swift\n+++ new.swift\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        #expect(diff("a\n", "") == "--- old.swift\n+++ new.swift\n@@ -1 +0,0 @@\n-a\n")
    }

    @Test("a missing final newline is shown, so the diff is never empty for different texts")
    func missingFinalNewline() {
        #expect(
            diff("a\nb", "a\nb\n")
                == "--- old.swift\n+++ new.swift\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n"
        )
    }

    @Test("the diff applies: patching the old text with it gives the new one", arguments: 0..<200)
    func appliesAndIsMinimal(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        let alphabet = ["a", "b", "c", "d", ""]
        let oldLines = (0..<random.next(below: 12)).map { _ in
            alphabet[random.next(below: alphabet.count)]
        }
        let newLines = (0..<random.next(below: 12)).map { _ in
            alphabet[random.next(below: alphabet.count)]
        }
        let old = oldLines.map { $0 + "\n" }.joined()
        let new = newLines.map { $0 + "\n" }.joined()
        let patch = diff(old, new)
        #expect(try apply(patch, to: oldLines) == newLines, "\(patch)")
        let changes = patch.split(separator: "\n").dropFirst(2).filter {
            $0.hasPrefix("-") || $0.hasPrefix("+")
        }
        #expect(changes.count == editDistance(oldLines, newLines), "not minimal:\n\(patch)")
    }

    @Test("two large unrelated texts give a correct diff quickly")
    func largeUnrelatedTexts() throws {
        let oldLines = (0..<5_000).map { "old \($0)" }
        let newLines = (0..<5_000).map { "new \($0)" }
        let patch = diff(oldLines.map { $0 + "\n" }.joined(), newLines.map { $0 + "\n" }.joined())
        #expect(try apply(patch, to: oldLines) == newLines)
    }

    /// Applies a unified diff of whole lines, checking every context and removed line.
    func apply(_ patch: String, to old: [String]) throws -> [String] {
        guard !patch.isEmpty else {
            return old
        }
        var result: [String] = []
        var position = 0
        for line in patch.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
            .dropLast()
        {
            let text = String(line.dropFirst())
            switch line.first {
            case "@":
                // "@@ -start,count ..." : copy the lines before the hunk.
                let range = line.split(separator: " ")[1].dropFirst().split(separator: ",")
                let start = try #require(Int(range[0]))
                let count = range.count > 1 ? try #require(Int(range[1])) : 1
                let first = count == 0 ? start : start - 1
                result += old[position..<first]
                position = first
            case " ":
                try #require(old[position] == text)
                result.append(text)
                position += 1
            case "-":
                try #require(old[position] == text)
                position += 1
            case "+":
                result.append(text)
            default:
                Issue.record("unexpected line in patch: \(line)")
            }
        }
        return result + old[position...]
    }

    /// The number of lines to remove and add, by the longest common subsequence.
    func editDistance(_ a: [String], _ b: [String]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0..<a.count {
            for j in 0..<b.count {
                table[i + 1][j + 1] =
                    a[i] == b[j] ? table[i][j] + 1 : max(table[i][j + 1], table[i + 1][j])
            }
        }
        return a.count + b.count - 2 * table[a.count][b.count]
    }
}

/// A small deterministic generator, so a failing case can be rerun by its seed.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    }

    mutating func next(below bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(bound))
    }
}
