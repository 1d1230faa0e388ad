import MDGenSyntax

/// Turns a template's source into a tree of ``MustacheNode``s, applying the delimiters and the
/// standalone-line rules on the way, and collects located diagnostics for syntax errors.
///
/// The parser scans the bytes once, from tag to tag. Text between tags is kept as it is,
/// except the whitespace and line ending around a standalone tag, which are dropped, and the
/// intrinsic indentation of blocks (see `MustacheParser+Inheritance.swift`).
struct MustacheParser {
    /// How deeply sections, parents and blocks may nest in one template: far beyond any real
    /// template, and low enough that walking and freeing the tree recursively stays well
    /// within a thread's stack.
    static let maximumNesting = 100

    let source: MustacheSource
    var reader: MustacheTagReader
    /// Where the text not yet turned into nodes starts; the next tag is searched from here.
    var textStart = 0
    /// The nodes of the innermost open element, or of the template when none is open.
    var nodes: [MustacheNode] = []
    var openElements: [OpenElement] = []
    private var diagnostics: [Diagnostic] = []
    /// Set when an error leaves the rest of the source unreadable.
    private var isStopped = false

    /// A section, parent tag pair or block whose closing tag has not been read yet.
    struct OpenElement {
        enum Kind {
            case section(MustacheName, isInverted: Bool)
            case parent(MustacheTemplateName)
            case block(String)
        }

        var kind: Kind
        /// The name the closing tag must repeat, as written (`*` included).
        var closingName: String
        var tag: MustacheTag
        /// The nodes of the enclosing level, put back when the element closes.
        var enclosingNodes: [MustacheNode]
        /// For parents and blocks whose opening tag has only whitespace before it on its line:
        /// where that line starts. Whether the whitespace is indentation or text depends on
        /// the closing tag, so it is kept out of the nodes until then.
        var blankLineStart: Int? = nil
        /// Whether the opening tag stood alone on its line.
        var isAloneOnLine = false
        /// Blocks: whether the opening tag ended its line, so the content starts on the next.
        var startsOnNewLine = false
        /// Blocks: the indentation removed from the start of each line of the content.
        var intrinsicIndentation = ""
        /// Blocks: whether the block is an argument, directly inside a parent tag pair.
        var isArgument = false
        /// Parents: the blocks given so far, in source order, and where each name is in it.
        var arguments: [MustacheArgument] = []
        var argumentIndices: [String: Int] = [:]

        /// How diagnostics call the element.
        var noun: String {
            switch kind {
            case .section: "section"
            case .parent: "parent"
            case .block: "block"
            }
        }
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
                let delimiterEnd = unclosed.start + reader.delimiters.open.count
                report(
                    "tag is never closed; expected '\(unclosed.expectedTerminator)'",
                    at: source.file.range(unclosed.start, delimiterEnd))
                isStopped = true
            }
        }
        // A stop has been reported; what follows it would only add noise.
        guard !isStopped else { return }
        appendText(upTo: source.bytes.count)
        reportUnclosedElements()
    }

    private mutating func handle(_ tag: MustacheTag) {
        // Parents, blocks and closing tags lay out their lines themselves: whether they stand
        // alone can depend on the other tag of their pair.
        switch tag.kind {
        case .parent:
            reportIfInParentPair(tag)
            openParent(tag)
            return
        case .block:
            openBlock(tag)
            return
        case .closing:
            close(tag)
            return
        case .variable, .unescapedVariable, .section, .invertedSection, .comment, .partial,
            .setDelimiters:
            break
        }

        let standaloneLineStart = layOut(tag)
        if let problem = tag.problem {
            report(problem, at: range(of: tag))
            return
        }
        reportIfInParentPair(tag)
        switch tag.kind {
        case .variable, .unescapedVariable:
            guard let name = name(of: tag) else { return }
            nodes.append(
                .variable(name, isEscaped: tag.kind == .variable, range: range(of: tag)))
        case .section, .invertedSection:
            guard let name = name(of: tag) else { return }
            open(
                OpenElement(
                    kind: .section(name, isInverted: tag.kind == .invertedSection),
                    closingName: name.text, tag: tag, enclosingNodes: nodes))
        case .comment:
            break
        case .partial:
            guard let name = templateName(of: tag) else { return }
            // A standalone partial indents its lines as deep as its tag is.
            let lineIndentation = standaloneLineStart.map {
                indentation(ofLineFrom: $0, to: tag.start)
            }
            nodes.append(.partial(name, indentation: lineIndentation, range: range(of: tag)))
        case .setDelimiters:
            guard let delimiters = MustacheDelimiters(settingContent: tag.content) else {
                report(
                    "set-delimiter tag needs two delimiters without '=' separated by whitespace, "
                        + "as in '{{=<% %>=}}'", at: range(of: tag))
                return
            }
            reader.use(delimiters)
        case .parent, .block, .closing:
            break
        }
    }

    /// Drops the line of a standalone tag (only spaces and tabs beside it, and a line ending or
    /// the end of the template after it), or turns the text before the tag into nodes; returns
    /// where the standalone line starts, if the tag has one.
    @discardableResult
    mutating func layOut(_ tag: MustacheTag) -> Int? {
        if tag.kind.canStandAlone, let lineStart = source.blankLineStart(before: tag.start),
            let lineEnd = source.blankLineEnd(after: tag.end)
        {
            // The whole line goes: its indentation, the tag, and its line ending.
            appendText(upTo: lineStart)
            textStart = lineEnd
            return lineStart
        }
        appendText(upTo: tag.start)
        if source.isLineStart(tag.start) {
            nodes.append(.lineStart)
        }
        textStart = tag.end
        return nil
    }

    // MARK: Elements

    /// Starts collecting the content of `element`.
    mutating func open(_ element: OpenElement) {
        guard openElements.count < Self.maximumNesting else {
            let what =
                if case .section = element.kind { "sections are" } else {
                    "sections, parents and blocks are"
                }
            report(
                "\(what) nested more than \(Self.maximumNesting) deep", at: range(of: element.tag))
            isStopped = true
            return
        }
        openElements.append(element)
        nodes = []
    }

    private mutating func close(_ tag: MustacheTag) {
        guard let name = closingName(of: tag) else {
            layOut(tag)
            return
        }
        guard let innermost = openElements.last else {
            layOut(tag)
            report("closing tag '\(name)' has no open section", at: range(of: tag))
            return
        }
        guard innermost.closingName == name else {
            layOut(tag)
            reportMismatch(of: tag, named: name, with: innermost)
            return
        }
        switch innermost.kind {
        case .section:
            layOut(tag)
            closeInnermostElement()
        case .parent:
            closeParent(tag)
        case .block:
            closeBlock(tag)
        }
    }

    private mutating func reportMismatch(
        of tag: MustacheTag, named name: String, with innermost: OpenElement
    ) {
        let noun = innermost.noun
        report(
            "closing tag '\(name)' does not match open \(noun) '\(innermost.closingName)'",
            at: range(of: tag),
            notes: [
                .note(
                    "\(noun) '\(innermost.closingName)' opened here", at: range(of: innermost.tag),
                    in: source.file)
            ])
        // Recover as the author most likely meant: when an enclosing element has this name,
        // the inner ones were left unclosed; otherwise the closing tag has a typo.
        let unmatchedCount = openElements.reversed().prefix { $0.closingName != name }.count
        let closingCount = unmatchedCount < openElements.count ? unmatchedCount + 1 : 1
        for _ in 0..<closingCount {
            closeInnermostElement()
        }
    }

    /// Closes the innermost element: a section becomes a node; a parent or block, met here
    /// only while recovering from an error, is dropped.
    private mutating func closeInnermostElement() {
        guard let element = openElements.popLast() else { return }
        let children = nodes
        nodes = element.enclosingNodes
        if case .section(let name, let isInverted) = element.kind {
            nodes.append(
                .section(
                    name, isInverted: isInverted, children: children, range: range(of: element.tag))
            )
        }
    }

    /// Reports each element still open at the end, where its closing tag was expected.
    private mutating func reportUnclosedElements() {
        let end = source.file.range(source.bytes.count, source.bytes.count)
        for element in openElements.reversed() {
            let name = element.closingName
            let closingTag = reader.delimiters.closingTag(for: name)
            report(
                "\(element.noun) '\(name)' is never closed", at: end,
                notes: [
                    .note(
                        "\(element.noun) '\(name)' opened here", at: range(of: element.tag),
                        in: source.file)
                ],
                fixIts: [FixIt(range: end, replacement: closingTag)])
        }
        openElements.removeAll()
    }

    /// Whether the innermost open element is a parent tag pair, whose text is ignored.
    var isInParentPair: Bool {
        if case .parent = openElements.last?.kind { true } else { false }
    }

    /// Reports a tag that would be ignored because it stands directly in a parent tag pair:
    /// the spec only says what the text there does (nothing), so anything more is a mistake.
    private mutating func reportIfInParentPair(_ tag: MustacheTag) {
        guard isInParentPair, let parent = openElements.last, tag.kind != .comment,
            tag.kind != .setDelimiters
        else {
            return
        }
        report(
            "only blocks belong directly inside parent '\(parent.closingName)'; "
                + "this \(tag.kind.diagnosticName) would be ignored", at: range(of: tag))
    }

    // MARK: Diagnostics

    func range(of tag: MustacheTag) -> SourceRange {
        source.file.range(tag.start, tag.end)
    }

    mutating func report(
        _ message: String, at range: SourceRange, notes: [Diagnostic] = [],
        fixIts: [FixIt] = []
    ) {
        diagnostics.append(
            .error(
                .templateSyntax,
                message, at: range, in: source.file, notes: notes,
                fixIts: fixIts))
    }
}
