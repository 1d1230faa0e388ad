/// Finds and reads tags in a template's source with the delimiters in effect.
struct MustacheTagReader {
    /// A tag whose closing delimiter never comes; nothing after its start can be read.
    struct UnclosedTag: Error {
        /// The offset of the tag's opening delimiter.
        var start: Int
        /// The delimiter that would have closed it.
        var expectedTerminator: String
    }

    private let source: MustacheSource
    /// The delimiters tags are read with; a set-delimiter tag changes them.
    private(set) var delimiters = MustacheDelimiters.standard
    /// An offset after which `=` and the current closing delimiter are known not to occur,
    /// so a run of malformed set-delimiter tags costs one search, not one each.
    private var setDelimiterEndIsMissingAfter: Int?

    /// Creates a reader of `source`, starting with `{{` and `}}`.
    init(_ source: MustacheSource) {
        self.source = source
    }

    /// Switches to `delimiters` for the tags after a set-delimiter tag.
    mutating func use(_ delimiters: MustacheDelimiters) {
        self.delimiters = delimiters
        setDelimiterEndIsMissingAfter = nil
    }

    /// The offset of the next opening delimiter at or after `position`.
    func nextTagStart(from position: Int) -> Int? {
        source.find(delimiters.open, from: position)
    }

    /// Reads the tag whose opening delimiter starts at `start`.
    mutating func readTag(at start: Int) -> Result<MustacheTag, UnclosedTag> {
        let bytes = source.bytes
        let afterOpen = start + delimiters.open.count
        // A triple mustache is the one tag whose closing delimiter differs: `}` + close.
        if afterOpen < bytes.count, bytes[afterOpen] == UInt8(ascii: "{") {
            return readTag(
                .unescapedVariable, at: start, contentStart: afterOpen + 1,
                terminator: [UInt8(ascii: "}")] + delimiters.close)
        }
        // The spec puts the sigil right after the delimiter; whitespace before it is allowed
        // too, so that `{{ #items }}` is the section it looks like, not a variable `#items`.
        var sigilIndex = afterOpen
        while sigilIndex < bytes.count, isMustacheWhitespace(bytes[sigilIndex]) {
            sigilIndex += 1
        }
        let kind = sigilIndex < bytes.count ? MustacheTagKind(sigil: bytes[sigilIndex]) : nil
        switch kind {
        case .setDelimiters:
            return readSetDelimiterTag(at: start, sigilIndex: sigilIndex)
        case let kind? where !source.matches(delimiters.close, at: sigilIndex):
            return readTag(
                kind, at: start, contentStart: sigilIndex + 1, terminator: delimiters.close)
        default:
            // No sigil, or one that is really the start of the closing delimiter (`<##>` with
            // `#>` as the close), which leaves an empty variable tag that the parser reports.
            return readTag(
                .variable, at: start, contentStart: afterOpen, terminator: delimiters.close)
        }
    }

    private func readTag(
        _ kind: MustacheTagKind, at start: Int, contentStart: Int, terminator: [UInt8]
    ) -> Result<MustacheTag, UnclosedTag> {
        guard let contentEnd = source.find(terminator, from: contentStart) else {
            return .failure(unclosedTag(at: start, expecting: terminator))
        }
        return .success(
            MustacheTag(
                kind: kind, start: start, end: contentEnd + terminator.count,
                content: source.trimmedText(from: contentStart, to: contentEnd)))
    }

    /// `{{=<% %>=}}` ends at the first `=` followed by the closing delimiter. When that never
    /// comes but a plain closing delimiter does, the tag ends there as a malformed one, so one
    /// forgotten `=` does not swallow the rest of the template.
    private mutating func readSetDelimiterTag(
        at start: Int, sigilIndex: Int
    ) -> Result<MustacheTag, UnclosedTag> {
        let terminator = [UInt8(ascii: "=")] + delimiters.close
        let isKnownMissing = setDelimiterEndIsMissingAfter.map { sigilIndex >= $0 } ?? false
        // Searching from the sigil lets `{{=}}` end at once, with empty content.
        if !isKnownMissing, let contentEnd = source.find(terminator, from: sigilIndex) {
            let content = source.trimmedText(
                from: sigilIndex + 1, to: max(sigilIndex + 1, contentEnd))
            return .success(
                MustacheTag(
                    kind: .setDelimiters, start: start, end: contentEnd + terminator.count,
                    content: content))
        }
        setDelimiterEndIsMissingAfter = min(setDelimiterEndIsMissingAfter ?? sigilIndex, sigilIndex)
        guard let closeStart = source.find(delimiters.close, from: sigilIndex + 1) else {
            return .failure(unclosedTag(at: start, expecting: terminator))
        }
        var tag = MustacheTag(
            kind: .setDelimiters, start: start, end: closeStart + delimiters.close.count,
            content: "")
        tag.problem =
            "set-delimiter tag must end with '\(String(decoding: terminator, as: UTF8.self))'"
        return .success(tag)
    }

    private func unclosedTag(at start: Int, expecting terminator: [UInt8]) -> UnclosedTag {
        UnclosedTag(
            start: start, expectedTerminator: String(decoding: terminator, as: UTF8.self))
    }
}
