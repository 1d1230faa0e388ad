/// Suggestions for misspelled words, for "did you mean …?" hints.
package enum Spelling {
    /// The candidate closest to `word`, if it is close enough to be a likely typo: at most one
    /// edit for short words and one per three letters for longer ones, where swapping two
    /// neighbouring letters (`fucn`) counts as one edit. A word that differs only in case
    /// (`Protocol`) is a typo too, and so is a word that adds an ending to a candidate
    /// (`weakly`); a word that is one of the candidates is not. A `maximumDistance` narrows
    /// "close enough", and leaves endings out, where the word may well be right, such as an
    /// attribute that may name a global actor of the user's own.
    package static func suggestion(
        for word: String,
        among candidates: [String],
        maximumDistance: Int? = nil
    ) -> String? {
        guard !candidates.contains(word) else {
            return nil
        }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = distance(word.lowercased(), candidate.lowercased())
            if distance < best?.distance ?? .max {
                best = (candidate, distance)
            }
        }
        if let best,
            best.distance <= min(max(1, best.candidate.count / 3), maximumDistance ?? .max)
        {
            return best.candidate
        }
        // A word that only adds an ending to a candidate (`weakly`, `firstly`) means it.
        guard maximumDistance == nil else {
            return nil
        }
        let lowercased = word.lowercased()
        return candidates.filter { $0.count >= 3 && lowercased.hasPrefix($0.lowercased()) }
            .max { $0.count < $1.count }
    }

    /// The number of insertions, deletions, substitutions and swaps of neighbouring letters
    /// that turn `a` into `b` (the optimal string alignment distance).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var row = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = Swift.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    row[j] = Swift.min(row[j], beforePrevious[j - 2] + 1)
                }
            }
            beforePrevious = previous
            previous = row
        }
        return previous[b.count]
    }
}
