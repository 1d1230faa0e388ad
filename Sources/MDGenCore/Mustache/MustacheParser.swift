/// Turns a template's source into a tree of ``MustacheNode``s, applying the delimiters and the
/// standalone-line rules on the way, and collects located diagnostics for syntax errors.
///
/// The parser scans the bytes once, from tag to tag. Text between tags is kept as it is,
/// except the whitespace and line ending around a standalone tag, which are dropped.
struct MustacheParser {
    /// How deeply sections may nest in one template: far beyond any real template, and low
    /// enough that walking and freeing the tree recursively stays well within a thread's stack.
    static let maximumNesting = 100

    private let source: MustacheSource
    private var reader: MustacheTagReader
    /// Where the text not yet turned into nodes starts; the next tag is searched from here.
    private var textStart = 0
    /// The nodes of the innermost open section, or of the template when none is open.
    private var nodes: [MustacheNode] = []
    private var openSections: [OpenSection] = []
    private var diagnostics: [Diagnostic] = []
    /// Set when an error leaves the rest of the source unreadable.
    private var isStopped = false

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
        var parser = MustacheParser(source: MustacheSource(file))
        parser.parseAll()
        guard parser.diagnostics.isEmpty else {
            throw TemplateError(diagnostics: parser.diagnostics)
        }
        return parser.nodes
    }

    private init(source: MustacheSource) {
        self.source = source
        self.reader = MustacheTagReader(source)
    }

    private mutating func parseAll() {
        while !isStopped, let tagStart = reader.nextTagStart(from: textStart) {
            switch reader.readTag(at: tagStart) {
            case .success(let tag):
                handle(tag)
            case .failure(let unclosed):
                report(
                    "tag is never closed; expected '\(unclosed.expectedTerminator)'",
                    at: source.range(unclosed.start, unclosed.start + reader.delimiters.open.count))
                isStopped = true
            }
        }
        // A stop has been reported; what follows it would only add noise.
        guard !isStopped else { return }
        appendText(upTo: source.bytes.count)
        reportUnclosedSections()
    }

    private mutating func handle(_ tag: MustacheTag) {
        let standaloneLine =
            tag.kind.canStandAlone
            ? source.standaloneLine(aroundTagFrom: tag.start, to: tag.end) : nil
        if let line = standaloneLine {
            // The whole line goes: its indentation, the tag, and its line ending.
            appendText(upTo: line.start)
            textStart = line.end
        } else {
            appendText(upTo: tag.start)
            if source.isLineStart(tag.start) {
                nodes.append(.lineStart)
            }
            textStart = tag.end
        }

        if let problem = tag.problem {
            report(problem, at: range(of: tag))
            return
        }
        switch tag.kind {
        case .variable, .unescapedVariable:
            guard let name = name(of: tag) else { return }
            nodes.append(
                .variable(name, isEscaped: tag.kind == .variable, range: range(of: tag)))
        case .section, .invertedSection:
            guard let name = name(of: tag) else { return }
            openSection(name, isInverted: tag.kind == .invertedSection, tag: tag)
        case .closing:
            guard let name = name(of: tag) else { return }
            closeSection(name, tag: tag)
        case .comment:
            break
        case .partial:
            guard let name = validatedContent(of: tag) else { return }
            // A standalone partial indents its lines as deep as its tag is.
            let indentation = standaloneLine.map { source.text(from: $0.start, to: tag.start) }
            nodes.append(.partial(name: name, indentation: indentation, range: range(of: tag)))
        case .setDelimiters:
            guard let delimiters = MustacheDelimiters(settingContent: tag.content) else {
                report(
                    "set-delimiter tag needs two delimiters without '=' separated by whitespace, "
                        + "as in '{{=<% %>=}}'", at: range(of: tag))
                return
            }
            reader.use(delimiters)
        }
    }

    // MARK: Sections

    private mutating func openSection(_ name: MustacheName, isInverted: Bool, tag: MustacheTag) {
        guard openSections.count < Self.maximumNesting else {
            report("sections are nested more than \(Self.maximumNesting) deep", at: range(of: tag))
            isStopped = true
            return
        }
        openSections.append(
            OpenSection(name: name, isInverted: isInverted, tag: tag, enclosingNodes: nodes))
        nodes = []
    }

    private mutating func closeSection(_ name: MustacheName, tag: MustacheTag) {
        guard let innermost = openSections.last else {
            report("closing tag '\(name.text)' has no open section", at: range(of: tag))
            return
        }
        if innermost.name == name {
            closeInnermostSection()
            return
        }
        report(
            "closing tag '\(name.text)' does not match open section '\(innermost.name.text)'",
            at: range(of: tag),
            notes: [
                .note(
                    "section '\(innermost.name.text)' opened here",
                    at: range(of: innermost.tag), in: source.file)
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
        nodes.append(.section(section.name, isInverted: section.isInverted, children: children))
    }

    /// Reports each section still open at the end, where its closing tag was expected.
    private mutating func reportUnclosedSections() {
        let end = source.range(source.bytes.count, source.bytes.count)
        for section in openSections.reversed() {
            let name = section.name.text
            let closingTag = reader.delimiters.closingTag(for: name)
            report(
                "section '\(name)' is never closed", at: end,
                notes: [
                    .note(
                        "section '\(name)' opened here", at: range(of: section.tag),
                        in: source.file)
                ],
                fixIts: [FixIt(range: end, replacement: closingTag)])
        }
        openSections.removeAll()
    }

    // MARK: Names and text

    private mutating func name(of tag: MustacheTag) -> MustacheName? {
        guard let content = validatedContent(of: tag) else { return nil }
        guard let name = MustacheName(content) else {
            report("name '\(content)' has an empty part between its dots", at: range(of: tag))
            return nil
        }
        return name
    }

    /// The tag's content when it is one name: not empty and without whitespace inside.
    private mutating func validatedContent(of tag: MustacheTag) -> String? {
        guard !tag.content.isEmpty else {
            report("\(tag.kind.diagnosticName) has no name", at: range(of: tag))
            return nil
        }
        guard !tag.content.utf8.contains(where: isMustacheWhitespace) else {
            report("name '\(tag.content)' contains whitespace", at: range(of: tag))
            return nil
        }
        return tag.content
    }

    /// Turns the source text from `textStart` up to `end` into nodes: one text node per line
    /// piece, and a line-start marker where a line of the source begins.
    private mutating func appendText(upTo end: Int) {
        let bytes = source.bytes
        var pieceStart = textStart
        while pieceStart < end {
            if source.isLineStart(pieceStart) {
                nodes.append(.lineStart)
            }
            var pieceEnd = pieceStart
            while pieceEnd < end, bytes[pieceEnd] != UInt8(ascii: "\n") {
                pieceEnd += 1
            }
            if pieceEnd < end {
                pieceEnd += 1  // The line feed belongs to its line.
            }
            nodes.append(.text(source.text(from: pieceStart, to: pieceEnd)))
            pieceStart = pieceEnd
        }
    }

    private func range(of tag: MustacheTag) -> SourceRange {
        source.range(tag.start, tag.end)
    }

    private mutating func report(
        _ message: String, at range: SourceRange, notes: [Diagnostic] = [],
        fixIts: [FixIt] = []
    ) {
        diagnostics.append(
            .error(message, at: range, in: source.file, notes: notes, fixIts: fixIts))
    }
}
