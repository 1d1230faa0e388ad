import MDGenSyntax

/// Renders parsed templates against a context stack, following the Mustache spec.
///
/// The sections, partials, parents and blocks being rendered are kept in an array of frames
/// rather than on the call stack, so a deeply nested or recursive template can never overflow
/// a thread's stack (a debug build would need kilobytes of it per level). Every render stays
/// within its ``TemplateRenderingLimits``: past one, it stops with an error located at the
/// tag being rendered.
struct MustacheRenderer {
    let templates: [String: MustacheTemplate]
    let escaping: TemplateEscaping
    let missingPartials: MissingPartialPolicy
    let limits: TemplateRenderingLimits
    var output: MustacheOutput
    /// The contexts names are looked up in; the innermost section's value is last.
    var contextStack: [TemplateValue]
    /// What is being rendered, innermost last.
    var frames: [Frame] = []
    /// How many partial, parent and block argument frames are open.
    var depth = 0
    private var steps = 0
    /// The arguments that the parent tag pairs being rendered give to blocks, by block name.
    var blockArguments: [String: BlockArgument] = [:]
    /// For each parent frame, innermost last, the block arguments to restore once it is done.
    /// They live apart from the frames, which stay small: every section copies one.
    var enclosingBlockArguments: [[String: BlockArgument]] = []
    /// When set (by ``TemplateLibrary/check(_:)``), what each variable and section tag reached
    /// found of its name; `nil`, and so costing one comparison per tag, in a normal render.
    var lookups: TemplateTag.Lookups?

    /// Nodes being rendered, and how to continue once they are done.
    struct Frame {
        enum Kind {
            /// The template `render` was asked for.
            case template
            /// An included partial.
            case partial
            /// The template a parent tag pair includes.
            case parent
            /// The argument a parent tag pair gives a block, rendered where the block is.
            case blockArgument
            /// A block's default content.
            case blockDefault
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

    /// An argument a parent tag pair gives a block, with the template it is written in.
    struct BlockArgument {
        var content: MustacheBlockContent
        var template: MustacheTemplate
    }

    /// Creates a renderer that finds partials in `templates` and starts from `context`.
    init(
        templates: [String: MustacheTemplate],
        context: TemplateValue,
        escaping: TemplateEscaping,
        missingPartials: MissingPartialPolicy,
        limits: TemplateRenderingLimits
    ) {
        self.templates = templates
        self.escaping = escaping
        self.missingPartials = missingPartials
        self.limits = limits
        self.output = MustacheOutput(byteLimit: limits.maximumOutputBytes)
        self.contextStack = [context]
    }

    /// Renders `template` and returns the text.
    mutating func render(_ template: MustacheTemplate) throws(TemplateError) -> String {
        frames = [
            Frame(kind: .template, nodes: template.nodes, template: template, indentation: "")
        ]
        while let top = frames.indices.last {
            // The innermost frame's nodes render from one local copy of its list, until one of
            // them opens a frame or the list ends: reading each node out of the frame instead
            // would cost a reference count per node.
            let nodes = frames[top].nodes
            let source = frames[top].template.file.bytes
            var index = frames[top].nextIndex
            while frames.count == top + 1 {
                steps += 1
                guard steps <= limits.maximumSteps else {
                    frames[top].nextIndex = index
                    throw error(
                        .templateRendering,
                        "rendering took more than \(limits.maximumSteps) steps; "
                            + "do partials fan out without end?", inFrameAt: top)
                }
                guard index < nodes.count else {
                    finishFrame()
                    break
                }
                index += 1
                switch nodes[index - 1] {
                case .text(let range):
                    try write(source[range], at: nil, inFrameAt: top)
                case .lineStart:
                    output.startLine(indentedBy: frames[top].indentation)
                case .variable(let name, let isEscaped, let range):
                    try interpolate(name, isEscaped: isEscaped, at: range, inFrameAt: top)
                case let node:
                    // The frames it opens, and their errors, find the node that opened them
                    // by the frame's next index.
                    frames[top].nextIndex = index
                    try open(node, inFrameAt: top)
                }
            }
        }
        return output.text
    }

    /// Renders a section, partial, parent or block of the frame at `top`, which pushes a frame
    /// for its nodes unless they render as nothing.
    private mutating func open(_ node: MustacheNode, inFrameAt top: Int) throws(TemplateError) {
        switch node {
        case .section(let name, let isInverted, let children, let range):
            enterSection(
                name, isInverted: isInverted, children: children, at: range, inFrameAt: top)
        case .partial(let name, let indentation, let range):
            try include(name, as: .partial, indentation: indentation, at: range, inFrameAt: top)
        case .parent(let name, let arguments, let indentation, let range):
            try include(
                name, as: .parent, arguments: arguments, indentation: indentation, at: range,
                inFrameAt: top)
        case .block(let block):
            try enter(block, inFrameAt: top)
        case .text, .lineStart, .variable:
            break
        }
    }

    private mutating func interpolate(
        _ name: MustacheName, isEscaped: Bool, at range: SourceRange, inFrameAt top: Int
    ) throws(TemplateError) {
        let value = resolve(name)
        if lookups != nil {
            record(name, found: value != nil, at: range, inFrameAt: top)
        }
        guard let value else { return }
        guard let text = value.interpolatedText else {
            throw error(
                .templateRendering,
                "'\(name.text)' is \(value.kindForDiagnostics), which has no text; "
                    + "render it with a section", at: range, inFrameAt: top)
        }
        try write(
            (isEscaped && escaping == .html ? TemplateEscaping.htmlEscaped(text) : text).utf8,
            at: range, inFrameAt: top)
    }

    /// Appends `text` to the output, or fails at `range` (or the frame's tag) when the output
    /// would pass its limit.
    private mutating func write(
        _ text: some Collection<UInt8>, at range: SourceRange?, inFrameAt top: Int
    ) throws(TemplateError) {
        guard output.write(text) else {
            throw error(
                .templateRendering,
                "rendering stopped: the output would be longer than "
                    + "\(limits.maximumOutputBytes) bytes; does a partial include itself "
                    + "without end?", at: range, inFrameAt: top)
        }
    }

    private mutating func enterSection(
        _ name: MustacheName, isInverted: Bool, children: [MustacheNode], at range: SourceRange,
        inFrameAt top: Int
    ) {
        let value = resolve(name)
        if lookups != nil {
            record(name, found: value != nil, at: range, inFrameAt: top)
        }
        // A section renders for a truthy value, an inverted one for a falsey value.
        let isTruthy = value?.isTruthy ?? false
        guard isTruthy != isInverted else { return }
        var section = Frame(
            kind: isInverted ? .invertedSection : .section, nodes: children,
            template: frames[top].template, indentation: frames[top].indentation)
        if !isInverted, let value {
            // A list renders once per item (a truthy list has one); any other truthy value
            // once, on top of the stack, so `{{.}}` inside the section is the value itself.
            if case .list(let items) = value {
                section.remainingItems = items.dropFirst()
                contextStack.append(items[0])
            } else {
                contextStack.append(value)
            }
        }
        frames.append(section)
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
        case .partial, .blockArgument:
            depth -= 1
        case .parent:
            depth -= 1
            blockArguments = enclosingBlockArguments.removeLast()
        case .template, .invertedSection, .blockDefault:
            break
        }
        frames.removeLast()
    }

    /// Looks `name` up as the spec says: the first part in the innermost context that has
    /// it (or only the top one, for `.name`), every further part inside the previous one.
    /// `nil` when any part is missing.
    func resolve(_ name: MustacheName) -> TemplateValue? {
        guard let first = name.parts.first else {
            return contextStack.last
        }
        var value: TemplateValue?
        if name.isAnchoredToTop {
            value = contextStack.last?[first]
        } else {
            var level = contextStack.count - 1
            while value == nil && level >= 0 {
                value = contextStack[level][first]
                level -= 1
            }
        }
        guard var value else {
            return nil
        }
        for part in name.parts.dropFirst() {
            guard let member = value[part] else { return nil }
            value = member
        }
        return value
    }

    /// An error at `range` in the template of the frame at `top`; without a range, at the
    /// tag that started the innermost frame that has one.
    func error(
        _ name: DiagnosticName, _ message: String,
        at range: SourceRange? = nil, inFrameAt top: Int,
        notes: [Diagnostic] = []
    ) -> TemplateError {
        let (errorRange, file) =
            range.map { ($0, frames[top].template.file) }
            ?? stride(from: top, to: 0, by: -1).lazy.compactMap { index in
                tagRange(ofFrameAt: index).map { ($0, frames[index - 1].template.file) }
            }.first
            ?? (frames[0].template.file.range(0, 0), frames[0].template.file)
        return TemplateError(
            diagnostics: [.error(name, message, at: errorRange, in: file, notes: notes)])
    }

    /// The tag that started the frame at `index` (for the frame of the template `render` was
    /// asked for, none), in the template of the frame below. It is the node that frame has
    /// rendered last: a frame's next index stays put while the frames above it render.
    func tagRange(ofFrameAt index: Int) -> SourceRange? {
        guard index > 0 else { return nil }
        let below = frames[index - 1]
        switch below.nodes[below.nextIndex - 1] {
        case .section(_, _, _, let range), .partial(_, _, let range), .parent(_, _, _, let range):
            return range
        case .block(let block):
            return block.range
        case .text, .lineStart, .variable:
            return nil
        }
    }
}

extension TemplateValue {
    /// How diagnostics call a value that has no text: "a list" or "an object".
    var kindForDiagnostics: String {
        switch self {
        case .list: "a list"
        case .object: "an object"
        case .null: "null"
        case .bool, .number, .string: "a scalar"
        }
    }
}
