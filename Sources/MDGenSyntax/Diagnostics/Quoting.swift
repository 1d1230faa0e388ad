/// How messages quote code: every option, value, name and keyword in single quotes, as the
/// Swift compiler's messages do, in the core's diagnostics and the tools' errors alike.
package enum Quoting {
    /// `'word'`.
    package static func quoted(_ word: String) -> String {
        "'\(word)'"
    }

    /// `'a', 'b', 'c'`: words listed.
    package static func list(_ words: [String]) -> String {
        words.map(quoted).joined(separator: ", ")
    }

    /// `'a', 'b' or 'c'`: words to choose from.
    package static func alternatives(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else {
            return list(words)
        }
        return list(Array(words.dropLast())) + " or " + quoted(last)
    }

    /// `; did you mean 'word'?`, to end a message with a suggestion, or nothing without one.
    package static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean \(quoted($0))?" } ?? ""
    }
}
