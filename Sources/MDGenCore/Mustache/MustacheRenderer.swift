/// Renders parsed templates against a context stack, following the Mustache spec.
///
/// The sections and partials being rendered are kept in an array of frames rather than on
/// the call stack, so a deeply nested or recursive template can never overflow a thread's
/// stack (a debug build would need kilobytes of it per level).
struct MustacheRenderer {
    /// How deeply partials may include each other. Recursive partials end when their data
    /// does; this stops one whose data does not.
    static let maximumPartialDepth = 100

    private let templates: [String: MustacheTemplate]
    private let escaping: TemplateEscaping
    private let missingPartials: MissingPartialPolicy
    private var output = MustacheOutput()
    /// The contexts names are looked up in; the innermost section's value is last.
    private var contextStack: [TemplateValue]
    /// What is being rendered, innermost last.
    private var frames: [Frame] = []
    private var partialDepth = 0

    /// Nodes being rendered, and how to continue once they are done.
    private struct Frame {
        enum Kind {
            /// The template `render` was asked for.
            case template
            /// An included partial.
            case partial
            /// A section, whose current item is on top of the context stack.
            case section
            /// An inverted section, which pushes no context.
            case invertedSection
        }

        var kind: Kind
        var nodes: [MustacheNode]
        /// The index of the next node to render.
        var nextIndex = 0
        /// The template the nodes come from, for locating errors.
        var template: MustacheTemplate
        /// What each line of the nodes is owed; see ``MustacheOutput``.
        var indentation: String
        /// The items of a section still to render after the current one.
        var remainingItems: ArraySlice<TemplateValue> = []
    }

    /// Creates a renderer that finds partials in `templates` and starts from `context`.
    init(
        templates: [String: MustacheTemplate],
        context: TemplateValue,
        escaping: TemplateEscaping,
        missingPartials: MissingPartialPolicy
    ) {
        self.templates = templates
        self.escaping = escaping
        self.missingPartials = missingPartials
        self.contextStack = [context]
    }

    /// Renders `template` and returns the text.
    mutating func render(_ template: MustacheTemplate) throws(TemplateError) -> String {
        frames = [
            Frame(kind: .template, nodes: template.nodes, template: template, indentation: "")
        ]
        while let top = frames.indices.last {
            let index = frames[top].nextIndex
            guard index < frames[top].nodes.count else {
                finishFrame()
                continue
            }
            frames[top].nextIndex += 1
            try render(frames[top].nodes[index], inFrameAt: top)
        }
        return output.text
    }

    /// Renders one node of the frame at `top`; sections and partials push a frame for their
    /// nodes. The frame is read in place: copying it for every node would dominate the time.
    private mutating func render(_ node: MustacheNode, inFrameAt top: Int) throws(TemplateError) {
        switch node {
        case .text(let text):
            output.write(text)
        case .lineStart:
            output.startLine(indentedBy: frames[top].indentation)
        case .variable(let name, let isEscaped, let range):
            try interpolate(name, isEscaped: isEscaped, at: range, inFrameAt: top)
        case .section(let name, let isInverted, let children):
            enterSection(name, isInverted: isInverted, children: children, inFrameAt: top)
        case .partial(let name, let indentation, let range):
            // Only a standalone partial tag indents the partial's lines, on top of the
            // indentation its own line already owes.
            try include(
                name, at: range, inFrameAt: top,
                indentation: indentation.map { frames[top].indentation + $0 } ?? "")
        }
    }

    private mutating func interpolate(
        _ name: MustacheName, isEscaped: Bool, at range: SourceRange, inFrameAt top: Int
    ) throws(TemplateError) {
        guard let value = resolve(name) else { return }
        guard let text = value.interpolatedText else {
            let kind = if case .list = value { "a list" } else { "an object" }
            throw TemplateError(diagnostics: [
                .error(
                    "'\(name.text)' is \(kind), which has no text; render it with a section",
                    at: range, in: frames[top].template.file)
            ])
        }
        output.write(isEscaped && escaping == .html ? TemplateEscaping.htmlEscaped(text) : text)
    }

    private mutating func enterSection(
        _ name: MustacheName, isInverted: Bool, children: [MustacheNode], inFrameAt top: Int
    ) {
        let value = resolve(name)
        // A section renders for a truthy value, an inverted one for a falsey value.
        let isTruthy = value?.isTruthy ?? false
        guard isTruthy != isInverted else { return }
        var section = Frame(
            kind: isInverted ? .invertedSection : .section, nodes: children,
            template: frames[top].template, indentation: frames[top].indentation)
        if !isInverted, let value {
            // A list renders once per item; any other truthy value once, on top of the
            // stack, so `{{.}}` inside the section is the value itself.
            let items: ArraySlice<TemplateValue>
            if case .list(let list) = value {
                items = list[...]
            } else {
                items = [value]
            }
            section.remainingItems = items
            if let first = section.remainingItems.popFirst() {
                contextStack.append(first)
            }
        }
        frames.append(section)
    }

    /// Renders the partial `name` with the current context stack; its lines are owed
    /// `indentation`.
    private mutating func include(
        _ name: String, at range: SourceRange, inFrameAt top: Int, indentation: String
    ) throws(TemplateError) {
        guard let partial = templates[name] else {
            switch missingPartials {
            case .empty:
                return
            case .error:
                throw TemplateError(diagnostics: [
                    TemplateLibrary.missingPartial(name, at: range, in: frames[top].template)
                ])
            }
        }
        guard partialDepth < Self.maximumPartialDepth else {
            throw TemplateError(diagnostics: [
                .error(
                    "partial '\(name)' is nested more than \(Self.maximumPartialDepth) deep; "
                        + "does it include itself without end?",
                    at: range, in: frames[top].template.file)
            ])
        }
        partialDepth += 1
        frames.append(
            Frame(
                kind: .partial, nodes: partial.nodes, template: partial, indentation: indentation
            ))
    }

    /// Ends the innermost frame, or starts its section's next item.
    private mutating func finishFrame() {
        guard let top = frames.indices.last else { return }
        switch frames[top].kind {
        case .section:
            contextStack.removeLast()
            if let next = frames[top].remainingItems.popFirst() {
                contextStack.append(next)
                frames[top].nextIndex = 0
                return
            }
        case .partial:
            partialDepth -= 1
        case .template, .invertedSection:
            break
        }
        frames.removeLast()
    }

    /// Looks `name` up as the spec says: the first part in the innermost context that has
    /// it (or only the top one, for `.name`), every further part inside the previous one.
    /// `nil` when any part is missing.
    private func resolve(_ name: MustacheName) -> TemplateValue? {
        guard let first = name.parts.first else {
            return contextStack.last
        }
        var value: TemplateValue
        if name.isAnchoredToTop {
            guard let found = contextStack.last?[first] else { return nil }
            value = found
        } else {
            guard let found = contextStack.reversed().lazy.compactMap({ $0[first] }).first else {
                return nil
            }
            value = found
        }
        for part in name.parts.dropFirst() {
            guard let member = value[part] else { return nil }
            value = member
        }
        return value
    }
}
