/// Turns a template's source into a tree of ``MustacheNode``s, applying the delimiters and the
/// standalone-line rules on the way, and collects located diagnostics for syntax errors.
///
/// The parser scans the bytes once, from tag to tag. Text between tags is kept as it is,
/// except the whitespace and line ending around a standalone tag, which are dropped.
struct MustacheParser {
    /// How deeply sections may nest in one template: far beyond any real template, and low
    /// enough that rendering and freeing the tree stay well within a thread's stack.
    static let maximumNesting = 100

    private let file: SourceFile
    private let bytes: [UInt8]
    private var delimiters = MustacheDelimiters.standard
    /// Where the next tag is searched from.
    private var position = 0
    /// Where the text not yet turned into nodes starts.
    private var textStart = 0
    /// The nodes of the innermost open section, or of the template when none is open.
    private var nodes: [MustacheNode] = []
    private var openSections: [OpenSection] = []
    private var diagnostics: [Diagnostic] = []
    /// Set when an error leaves the rest of the source unreadable.
    private var isStopped = false
    /// An offset after which `=` and the current closing delimiter are known not to occur,
    /// so a run of malformed set-delimiter tags costs one search, not one each.
    private var setDelimiterEndIsMissingAfter: Int?

    /// A section whose closing tag has not been read yet.
    private struct OpenSection {
        var name: MustacheName
        var isInverted: Bool
        var tag: MustacheTag
        /// The nodes of the enclosing level, put back when the section closes.
        var enclosingNodes: [MustacheNode]
    }

    /// Parses `file` into nodes.
    static func parse(_ file: SourceFile) throws(TemplateError) -> [MustacheNode] {
        var parser = MustacheParser(file: file)
        parser.parseAll()
        guard parser.diagnostics.isEmpty else {
            throw TemplateError(diagnostics: parser.diagnostics)
        }
        return parser.nodes
    }

    private init(file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
    }

    private mutating func parseAll() {
        while !isStopped, let tagStart = find(delimiters.open, from: position) {
            guard let tag = readTag(at: tagStart) else {
                isStopped = true
                return
            }
            handle(tag)
        }
        // A stop has been reported; what follows it would only add noise.
        guard !isStopped else { return }
        appendText(from: textStart, to: bytes.count)
        reportUnclosedSections()
    }

    // MARK: Reading tags

    /// Reads the tag whose opening delimiter starts at `start`, or reports why it cannot.
    private mutating func readTag(at start: Int) -> MustacheTag? {
        let afterOpen = start + delimiters.open.count
        // A triple mustache is the one tag whose closing delimiter differs: `}` + close.
        if afterOpen < bytes.count, bytes[afterOpen] == UInt8(ascii: "{") {
            return readTag(
                .unescapedVariable, at: start, contentStart: afterOpen + 1,
                terminator: [UInt8(ascii: "}")] + delimiters.close)
        }
        var sigilIndex = afterOpen
        while sigilIndex < bytes.count, isMustacheWhitespace(bytes[sigilIndex]) {
            sigilIndex += 1
        }
        let kind = sigilIndex < bytes.count ? MustacheTagKind(sigil: bytes[sigilIndex]) : nil
        switch kind {
        case nil:
            return readTag(
                .variable, at: start, contentStart: afterOpen, terminator: delimiters.close)
        case .setDelimiters:
            return readSetDelimiterTag(at: start, sigilIndex: sigilIndex)
        case let kind?:
            // A sigil that is really the start of the closing delimiter (`<##>` with `#>` as
            // the close) leaves an empty variable tag, which the name check reports.
            if matches(delimiters.close, at: sigilIndex) {
                return readTag(
                    .variable, at: start, contentStart: afterOpen, terminator: delimiters.close)
            }
            return readTag(
                kind, at: start, contentStart: sigilIndex + 1, terminator: delimiters.close)
        }
    }

    private mutating func readTag(
        _ kind: MustacheTagKind, at start: Int, contentStart: Int, terminator: [UInt8]
    ) -> MustacheTag? {
        guard let contentEnd = find(terminator, from: contentStart) else {
            reportUnclosedTag(at: start, expecting: terminator)
            return nil
        }
        return MustacheTag(
            kind: kind, start: start, end: contentEnd + terminator.count,
            content: trimmedText(from: contentStart, to: contentEnd))
    }

    /// `{{=<% %>=}}` ends at the first `=` followed by the closing delimiter. When that never
    /// comes but a plain closing delimiter does, the tag ends there as a malformed one, so one
    /// forgotten `=` does not swallow the rest of the template.
    private mutating func readSetDelimiterTag(at start: Int, sigilIndex: Int) -> MustacheTag? {
        let terminator = [UInt8(ascii: "=")] + delimiters.close
        let isKnownMissing = setDelimiterEndIsMissingAfter.map { sigilIndex >= $0 } ?? false
        // Searching from the sigil lets `{{=}}` end at once, with empty content.
        if !isKnownMissing, let contentEnd = find(terminator, from: sigilIndex) {
            return MustacheTag(
                kind: .setDelimiters, start: start, end: contentEnd + terminator.count,
                content: trimmedText(from: sigilIndex + 1, to: max(sigilIndex + 1, contentEnd)))
        }
        setDelimiterEndIsMissingAfter = min(setDelimiterEndIsMissingAfter ?? sigilIndex, sigilIndex)
        guard let closeStart = find(delimiters.close, from: sigilIndex + 1) else {
            reportUnclosedTag(at: start, expecting: terminator)
            return nil
        }
        var tag = MustacheTag(
            kind: .setDelimiters, start: start, end: closeStart + delimiters.close.count,
            content: "")
        tag.problem =
            "set-delimiter tag must end with '\(String(decoding: terminator, as: UTF8.self))'"
        return tag
    }

    // MARK: Handling tags

    private mutating func handle(_ tag: MustacheTag) {
        var indentation: String?
        if let line = standaloneLine(around: tag) {
            appendText(from: textStart, to: line.start)
            indentation = file.text(from: line.start, to: tag.start)
            position = line.end
        } else {
            appendText(from: textStart, to: tag.start)
            if isLineStart(tag.start) {
                nodes.append(.lineStart)
            }
            position = tag.end
        }
        textStart = position

        if let problem = tag.problem {
            report(problem, at: tag)
            return
        }
        switch tag.kind {
        case .variable, .unescapedVariable:
            guard let name = name(of: tag) else { return }
            nodes.append(
                .variable(
                    name, isEscaped: tag.kind == .variable, range: range(of: tag)))
        case .section, .invertedSection:
            guard let name = name(of: tag) else { return }
            openSection(name, isInverted: tag.kind == .invertedSection, tag: tag)
        case .closing:
            guard let name = name(of: tag) else { return }
            closeSection(name, tag: tag)
        case .comment:
            break
        case .partial:
            guard let name = partialName(of: tag) else { return }
            nodes.append(.partial(name: name, indentation: indentation, range: range(of: tag)))
        case .setDelimiters:
            guard let newDelimiters = MustacheDelimiters(settingContent: tag.content) else {
                report(
                    "set-delimiter tag needs two delimiters without '=' separated by whitespace, "
                        + "as in '{{=<% %>=}}'", at: tag)
                return
            }
            delimiters = newDelimiters
            setDelimiterEndIsMissingAfter = nil
        }
    }

    private mutating func openSection(_ name: MustacheName, isInverted: Bool, tag: MustacheTag) {
        guard openSections.count < Self.maximumNesting else {
            report("sections are nested more than \(Self.maximumNesting) deep", at: tag)
            isStopped = true
            return
        }
        openSections.append(
            OpenSection(name: name, isInverted: isInverted, tag: tag, enclosingNodes: nodes))
        nodes = []
    }

    private mutating func closeSection(_ name: MustacheName, tag: MustacheTag) {
        guard let innermost = openSections.last else {
            report("closing tag '\(name.text)' has no open section", at: tag)
            return
        }
        if innermost.name == name {
            closeInnermostSection()
            return
        }
        report(
            "closing tag '\(name.text)' does not match open section '\(innermost.name.text)'",
            at: tag,
            notes: [
                .note(
                    "section '\(innermost.name.text)' opened here",
                    at: range(of: innermost.tag), in: file)
            ])
        // Recover as the author most likely meant: when an enclosing section has this name,
        // the inner ones were left unclosed; otherwise the closing tag has a typo.
        let unmatchedCount = openSections.reversed().prefix { $0.name != name }.count
        let closingCount = unmatchedCount < openSections.count ? unmatchedCount + 1 : 1
        for _ in 0..<closingCount {
            closeInnermostSection()
        }
    }

    private mutating func closeInnermostSection() {
        guard let section = openSections.popLast() else { return }
        let children = nodes
        nodes = section.enclosingNodes
        nodes.append(
            .section(
                section.name, isInverted: section.isInverted, children: children,
                range: range(of: section.tag)))
    }

    private mutating func reportUnclosedSections() {
        let end = file.range(bytes.count, bytes.count)
        for section in openSections.reversed() {
            let name = section.name.text
            diagnostics.append(
                .error(
                    "section '\(name)' is never closed", at: end, in: file,
                    notes: [
                        .note("section '\(name)' opened here", at: range(of: section.tag), in: file)
                    ],
                    fixIts: [FixIt(range: end, replacement: delimiters.closingTag(for: name))]))
        }
        openSections.removeAll()
    }

    // MARK: Names

    private mutating func name(of tag: MustacheTag) -> MustacheName? {
        guard let content = validatedContent(of: tag) else { return nil }
        guard let name = MustacheName(content) else {
            report("name '\(content)' has an empty part between its dots", at: tag)
            return nil
        }
        return name
    }

    private mutating func partialName(of tag: MustacheTag) -> String? {
        validatedContent(of: tag)
    }

    /// The tag's content when it is one name: not empty and without whitespace inside.
    private mutating func validatedContent(of tag: MustacheTag) -> String? {
        guard !tag.content.isEmpty else {
            report("\(tag.kind.description) has no name", at: tag)
            return nil
        }
        guard !tag.content.utf8.contains(where: isMustacheWhitespace) else {
            report("name '\(tag.content)' contains whitespace", at: tag)
            return nil
        }
        return tag.content
    }

    // MARK: Text and standalone lines

    /// Turns the source text between two offsets into nodes: one text node per line piece,
    /// and a line-start marker where a source line begins.
    private mutating func appendText(from start: Int, to end: Int) {
        var pieceStart = start
        while pieceStart < end {
            if isLineStart(pieceStart) {
                nodes.append(.lineStart)
            }
            var pieceEnd = pieceStart
            while pieceEnd < end, bytes[pieceEnd] != UInt8(ascii: "\n") {
                pieceEnd += 1
            }
            if pieceEnd < end {
                pieceEnd += 1  // Keep the line feed with its line.
            }
            nodes.append(.text(file.text(from: pieceStart, to: pieceEnd)))
            pieceStart = pieceEnd
        }
    }

    /// The line around `tag`, from its first byte to just past its line ending, when the tag
    /// stands alone on it: only spaces and tabs beside it, and a line feed, `\r\n` or the end
    /// of the template after it.
    private func standaloneLine(around tag: MustacheTag) -> (start: Int, end: Int)? {
        guard tag.kind.canStandAlone else { return nil }
        var start = tag.start
        while start > 0, isInlineWhitespace(bytes[start - 1]) {
            start -= 1
        }
        guard isLineStart(start) else { return nil }
        var end = tag.end
        while end < bytes.count, isInlineWhitespace(bytes[end]) {
            end += 1
        }
        if end == bytes.count {
            return (start, end)
        }
        if bytes[end] == UInt8(ascii: "\n") {
            return (start, end + 1)
        }
        if bytes[end] == UInt8(ascii: "\r"), end + 1 < bytes.count,
            bytes[end + 1] == UInt8(ascii: "\n")
        {
            return (start, end + 2)
        }
        return nil
    }

    private func isLineStart(_ offset: Int) -> Bool {
        offset == 0 || bytes[offset - 1] == UInt8(ascii: "\n")
    }

    private func isInlineWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    // MARK: Bytes

    private func find(_ pattern: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, start >= 0 else { return nil }
        var index = start
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] == first, matches(pattern, at: index) {
                return index
            }
            index += 1
        }
        return nil
    }

    private func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
        guard offset >= 0, offset + pattern.count <= bytes.count else { return false }
        for (index, byte) in pattern.enumerated() where bytes[offset + index] != byte {
            return false
        }
        return true
    }

    private func trimmedText(from start: Int, to end: Int) -> String {
        var start = start
        var end = end
        while start < end, isMustacheWhitespace(bytes[start]) {
            start += 1
        }
        while end > start, isMustacheWhitespace(bytes[end - 1]) {
            end -= 1
        }
        return file.text(from: start, to: end)
    }

    // MARK: Diagnostics

    private func range(of tag: MustacheTag) -> SourceRange {
        file.range(tag.start, tag.end)
    }

    private mutating func report(_ message: String, at tag: MustacheTag, notes: [Diagnostic] = []) {
        diagnostics.append(.error(message, at: range(of: tag), in: file, notes: notes))
    }

    private mutating func report(_ message: String, from start: Int, to end: Int) {
        diagnostics.append(.error(message, at: file.range(start, end), in: file))
    }

    private mutating func reportUnclosedTag(at start: Int, expecting terminator: [UInt8]) {
        report(
            "tag is never closed; expected '\(String(decoding: terminator, as: UTF8.self))'",
            from: start, to: start + delimiters.open.count)
    }
}
