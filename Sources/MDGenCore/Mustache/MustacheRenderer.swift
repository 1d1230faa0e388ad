/// Renders parsed templates against a context stack, following the Mustache spec.
///
/// The sections, partials, parents and blocks being rendered are kept in an array of frames
/// rather than on the call stack, so a deeply nested or recursive template can never overflow
/// a thread's stack (a debug build would need kilobytes of it per level). Every render stays
/// within its ``TemplateRenderingLimits``: past one, it stops with an error located at the
/// tag being rendered.
struct MustacheRenderer: Sendable {
    let templates: [String: MustacheTemplate]
    let escaping: TemplateEscaping
    let missingPartials: MissingPartialPolicy
    let limits: TemplateRenderingLimits
    /// Lists of the top context whose items are computed as the render reaches them, with
    /// their names and the names' hashes. Every section and every lookup that reaches the top
    /// context asks for them, so the few lists are compared by hash before name.
    let deferredLists: [(name: String, hash: Int, list: DeferredList)]
    var output: MustacheOutput
    /// The contexts names are looked up in; the innermost section's value is last.
    var contextStack: [RenderValue]
    /// What is being rendered, innermost last.
    var frames: [Frame] = []
    /// The templates and indentations of the frames other than sections, innermost last; a
    /// frame refers to its own by index. Most frames are sections, which share the origin of
    /// the frame they are in: they copy an index rather than count references to a template
    /// and an indentation shared by every thread that renders.
    var origins: [Origin] = []
    /// How many partial, parent and block argument frames are open.
    var depth = 0
    /// How many nodes have been rendered, which ``TemplateRenderingLimits/maximumSteps``
    /// bounds.
    var steps = 0
    /// Whether a list section may render its items on several threads; a renderer that
    /// renders some of those items is not, so the work splits once, at the outermost list.
    var rendersListsInParallel = true
    /// The arguments that the parent tag pairs being rendered give to blocks, by block name.
    var blockArguments: [String: BlockArgument] = [:]
    /// For each parent frame, innermost last, the block arguments to restore once it is done.
    /// They live apart from the frames, which stay small: every section copies one.
    var enclosingBlockArguments: [[String: BlockArgument]] = []

    /// Nodes being rendered, and how to continue once they are done.
    struct Frame: Sendable {
        enum Kind: Sendable {
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
        /// The index of the frame's ``Origin`` in ``MustacheRenderer/origins``.
        var origin: Int
        /// The items of a section still to render after the current one.
        var remainingItems: ArraySlice<RenderValue> = []
    }

    /// Where the nodes of a frame come from, and how their lines are indented.
    struct Origin: Sendable {
        /// The template the nodes come from, for locating errors.
        var template: MustacheTemplate
        /// What each line of the nodes is owed; see ``MustacheOutput``.
        var indentation: String
    }

    /// The template the nodes of the frame at `index` come from.
    func template(ofFrameAt index: Int) -> MustacheTemplate {
        origins[frames[index].origin].template
    }

    /// What each line of the frame at `index` is owed.
    func indentation(ofFrameAt index: Int) -> String {
        origins[frames[index].origin].indentation
    }

    /// Opens a frame of `kind` (not a section) for `nodes` of `template`, whose lines are owed
    /// `indentation`.
    mutating func push(
        _ kind: Frame.Kind, nodes: [MustacheNode], template: MustacheTemplate, indentation: String
    ) {
        origins.append(Origin(template: template, indentation: indentation))
        frames.append(Frame(kind: kind, nodes: nodes, origin: origins.count - 1))
    }

    /// An argument a parent tag pair gives a block, with the template it is written in.
    struct BlockArgument: Sendable {
        var content: MustacheBlockContent
        var template: MustacheTemplate
    }

    /// Creates a renderer that finds partials in `templates` and starts from `context`.
    init(
        templates: [String: MustacheTemplate],
        context: RenderValue,
        escaping: TemplateEscaping,
        missingPartials: MissingPartialPolicy,
        limits: TemplateRenderingLimits,
        deferredLists: [String: DeferredList] = [:]
    ) {
        self.templates = templates
        self.escaping = escaping
        self.missingPartials = missingPartials
        self.limits = limits
        self.deferredLists = deferredLists.sorted { $0.key < $1.key }.map {
            (name: $0.key, hash: TemplateShape.hash($0.key), list: $0.value)
        }
        self.output = MustacheOutput(byteLimit: limits.maximumOutputBytes)
        self.contextStack = [context]
    }

    /// Renders `template` and returns the text.
    mutating func render(_ template: MustacheTemplate) throws(TemplateError) -> String {
        frames = []
        origins = []
        push(.template, nodes: template.nodes, template: template, indentation: "")
        try run(downTo: 0)
        return output.text
    }

    /// Renders until only `floor` frames are left.
    ///
    /// The nodes of the innermost frame render from one local copy of its list, until one of
    /// them opens a frame: a node read in place is borrowed, where one copied out of the frame
    /// would be retained and released. The nodes are shared by the threads that render a
    /// list's runs, and two cores counting references on the same nodes took a tenth of the
    /// time of a large file.
    mutating func run(downTo floor: Int) throws(TemplateError) {
        while frames.count > floor {
            let top = frames.count - 1
            let nodes = frames[top].nodes
            var index = frames[top].nextIndex
            while true {
                steps += 1
                guard steps <= limits.maximumSteps else {
                    frames[top].nextIndex = index
                    throw error(
                        "rendering took more than \(limits.maximumSteps) steps; "
                            + "do partials fan out without end?", inFrameAt: top)
                }
                guard index < nodes.count else {
                    finishFrame()
                    break
                }
                index += 1
                switch nodes[index - 1] {
                case .text(let text):
                    try write(text, at: nil, inFrameAt: top)
                case .lineStart:
                    output.startLine(indentedBy: indentation(ofFrameAt: top))
                case .variable(let name, let isEscaped, let range):
                    try interpolate(name, isEscaped: isEscaped, at: range, inFrameAt: top)
                default:
                    // The frames above this one, and errors, find the node that opened them
                    // by the frame's next index.
                    frames[top].nextIndex = index
                    try open(nodes[index - 1], inFrameAt: top)
                }
                guard frames.count == top + 1 else { break }
            }
        }
    }

    /// Renders a section, partial, parent or block of the frame at `top`, which pushes a frame
    /// for its nodes unless they render as nothing.
    private mutating func open(_ node: MustacheNode, inFrameAt top: Int) throws(TemplateError) {
        switch node {
        case .section(let name, let isInverted, let children, _):
            enterSection(name, isInverted: isInverted, children: children, inFrameAt: top)
        case .partial(let name, let indentation, let range):
            try include(name, indentation: indentation, at: range, inFrameAt: top)
        case .parent(let name, let arguments, let indentation, let range):
            try inherit(
                name, arguments: arguments, indentation: indentation, at: range, inFrameAt: top)
        case .block(let block):
            try enter(block, inFrameAt: top)
        case .text, .lineStart, .variable:
            break
        }
    }

    private mutating func interpolate(
        _ name: MustacheName, isEscaped: Bool, at range: SourceRange, inFrameAt top: Int
    ) throws(TemplateError) {
        guard let value = resolve(name) else { return }
        guard let text = value.interpolatedText else {
            throw error(
                "'\(name.text)' is \(value.kindForDiagnostics), which has no text; "
                    + "render it with a section", at: range, inFrameAt: top)
        }
        try write(
            isEscaped && escaping == .html ? TemplateEscaping.htmlEscaped(text) : text, at: range,
            inFrameAt: top)
    }

    /// Appends `text` to the output, or fails at `range` (or the frame's tag) when the output
    /// would pass its limit.
    private mutating func write(
        _ text: String, at range: SourceRange?, inFrameAt top: Int
    ) throws(TemplateError) {
        guard output.write(text) else {
            throw error(
                "rendering stopped: the output would be longer than "
                    + "\(limits.maximumOutputBytes) bytes; does a partial include itself "
                    + "without end?", at: range, inFrameAt: top)
        }
    }

    private mutating func enterSection(
        _ name: MustacheName, isInverted: Bool, children: [MustacheNode], inFrameAt top: Int
    ) {
        let value: RenderValue?
        // Whether the list may still render in runs: not once they have failed.
        var mayRenderInParallel = rendersListsInParallel
        if let deferred = deferredList(named: name) {
            // A deferred list is truthy when it has items, and its items render in runs
            // that compute their own; only a render on one thread needs them all at once.
            guard (deferred.count > 0) != isInverted else { return }
            if !isInverted, mayRenderInParallel {
                if renderInParallel(
                    count: deferred.count, item: deferred.item,
                    in: sectionFrame(children, isInverted: false, inFrameAt: top))
                {
                    return
                }
                mayRenderInParallel = false
            }
            value = isInverted ? nil : deferred.value
        } else {
            value = resolve(name)
            // A section renders for a truthy value, an inverted one for a falsey value.
            let isTruthy = value?.isTruthy ?? false
            guard isTruthy != isInverted else { return }
        }
        var section = sectionFrame(children, isInverted: isInverted, inFrameAt: top)
        if !isInverted, let value {
            // A list renders once per item (a truthy list has one); any other truthy value
            // once, on top of the stack, so `{{.}}` inside the section is the value itself.
            // Flags and objects are most sections, and they need no list of items.
            if let list = value.items {
                if mayRenderInParallel,
                    renderInParallel(count: list.count, item: { list[$0] }, in: section)
                {
                    return
                }
                section.remainingItems = list.dropFirst()
                contextStack.append(list[0])
            } else {
                contextStack.append(value)
            }
        }
        frames.append(section)
    }

    /// The frame of a section over `children`, in the template of the frame at `top`.
    private func sectionFrame(
        _ children: [MustacheNode], isInverted: Bool, inFrameAt top: Int
    ) -> Frame {
        Frame(
            kind: isInverted ? .invertedSection : .section, nodes: children,
            origin: frames[top].origin)
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
            frames.removeLast()
            return
        case .invertedSection:
            frames.removeLast()
            return
        case .partial, .blockArgument:
            depth -= 1
        case .parent:
            depth -= 1
            blockArguments = enclosingBlockArguments.removeLast()
        case .template, .blockDefault:
            break
        }
        // Every other frame has an origin of its own.
        frames.removeLast()
        origins.removeLast()
    }

    /// Looks `name` up as the spec says: the first part in the innermost context that has
    /// it (or only the top one, for `.name`), every further part inside the previous one.
    /// `nil` when any part is missing.
    func resolve(_ name: MustacheName) -> RenderValue? {
        guard let first = name.parts.first else {
            return contextStack.last
        }
        let firstHash = name.partHashes[0]
        var value: RenderValue
        if name.isAnchoredToTop {
            guard let found = member(first, hash: firstHash, atLevel: contextStack.count - 1)
            else { return nil }
            value = found
        } else {
            var level = contextStack.count - 1
            while true {
                guard level >= 0 else { return nil }
                if let found = member(first, hash: firstHash, atLevel: level) {
                    value = found
                    break
                }
                level -= 1
            }
        }
        for index in name.parts.indices.dropFirst() {
            guard let member = value.member(name.parts[index], hash: name.partHashes[index])
            else { return nil }
            value = member
        }
        return value
    }

    /// The member `key` (whose hash is `hash`) of the context at `level` of the stack; a
    /// deferred list, whole.
    private func member(_ key: String, hash: Int, atLevel level: Int) -> RenderValue? {
        if level == 0, let deferred = deferredList(key, hash: hash) {
            return deferred.value
        }
        return contextStack[level].member(key, hash: hash)
    }

    /// The deferred list called `key`, whose hash is `hash`.
    private func deferredList(_ key: String, hash: Int) -> DeferredList? {
        for index in deferredLists.indices
        where deferredLists[index].hash == hash && deferredLists[index].name == key {
            return deferredLists[index].list
        }
        return nil
    }

    /// The deferred list that `name` resolves to, if it does.
    private func deferredList(named name: MustacheName) -> DeferredList? {
        guard name.parts.count == 1,
            let deferred = deferredList(name.parts[0], hash: name.partHashes[0])
        else {
            return nil
        }
        if name.isAnchoredToTop {
            return contextStack.count == 1 ? deferred : nil
        }
        // A context above the top one that has the name hides the list.
        return contextStack.dropFirst().contains {
            $0.member(name.parts[0], hash: name.partHashes[0]) != nil
        } ? nil : deferred
    }

    /// An error at `range` in the template of the frame at `top`; without a range, at the
    /// tag that started the innermost frame that has one.
    func error(
        _ message: String, at range: SourceRange? = nil, inFrameAt top: Int,
        notes: [Diagnostic] = []
    ) -> TemplateError {
        var location = range.map { ($0, template(ofFrameAt: top).file) }
        if location == nil {
            location =
                stride(from: top, to: 0, by: -1).lazy.compactMap { index in
                    tagRange(ofFrameAt: index).map { ($0, template(ofFrameAt: index - 1).file) }
                }.first
        }
        let (errorRange, file) =
            location ?? (template(ofFrameAt: 0).file.range(0, 0), template(ofFrameAt: 0).file)
        return TemplateError(diagnostics: [.error(message, at: errorRange, in: file, notes: notes)])
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
