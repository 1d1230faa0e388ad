import MDGenSyntax

/// Partials, parents and blocks: the tags that render nodes written elsewhere.
///
/// A parent tag pair renders its template like a partial, but with the blocks it gives
/// replacing that template's blocks of the same name. The arguments of the outermost parent
/// win: a template that fills a block of its parent's parent overrides what the parent put
/// there. A partial changes no argument, so the blocks of a partial included by a parent
/// template are filled too ("injecting a partial is a parent without substitutions").
extension MustacheRenderer {
    /// Renders the partial or parent `name` with the current context stack. A standalone tag
    /// indents the template's lines by its own indentation, on top of what its line already
    /// owes. A parent's blocks are filled by `arguments` unless an enclosing parent tag pair
    /// fills them already.
    mutating func include(
        _ name: MustacheTemplateName, as inclusion: Inclusion,
        arguments: [MustacheArgument] = [], indentation: String?, at range: SourceRange,
        inFrameAt top: Int
    ) throws(TemplateError) {
        guard let included = try template(named: name, as: inclusion, at: range, inFrameAt: top)
        else {
            return
        }
        try checkDepth(entering: included.name, as: inclusion, at: range, inFrameAt: top)
        depth += 1
        if inclusion == .parent {
            enclosingBlockArguments.append(blockArguments)
            for argument in arguments where blockArguments[argument.name] == nil {
                blockArguments[argument.name] = BlockArgument(
                    content: argument.content, template: frames[top].template)
            }
        }
        frames.append(
            Frame(
                kind: inclusion.frameKind, nodes: included.nodes, template: included,
                indentation: indentation.map { frames[top].indentation + $0 } ?? ""))
    }

    /// Renders a block: the argument an enclosing parent tag pair gives it, or its default.
    mutating func enter(_ block: MustacheBlock, inFrameAt top: Int) throws(TemplateError) {
        let frame: Frame
        let content: MustacheBlockContent
        if let argument = blockArguments[block.name] {
            // An argument comes from another place: only a standalone block indents its lines.
            try checkDepth(entering: block.name, as: .block, at: block.range, inFrameAt: top)
            depth += 1
            content = argument.content
            frame = Frame(
                kind: .blockArgument, nodes: content.nodes, template: argument.template,
                indentation: block.standaloneIndentation.map { frames[top].indentation + $0 } ?? "")
        } else {
            // The default is this template's own text: its lines get back the intrinsic
            // indentation the parser removed.
            content = block.defaultContent
            frame = Frame(
                kind: .blockDefault, nodes: content.nodes, template: frames[top].template,
                indentation: frames[top].indentation
                    + (block.standaloneIndentation ?? block.removedIndentation))
        }
        // A standalone block's line was left out, indentation and all; content that starts
        // within a line starts this one, and owes it the block's indentation.
        if block.standaloneIndentation != nil, !content.startsOnNewLine {
            output.startLine(indentedBy: frame.indentation)
        }
        frames.append(frame)
    }

    /// The template a partial or parent tag names, or `nil` when it renders as nothing.
    ///
    /// A dynamic name (`*name`) uses the text its value would interpolate as. A name with no
    /// value, or no template of that name, renders as nothing, as the spec says, unless
    /// missing partials are errors; a list or an object names nothing and is always an error.
    private func template(
        named name: MustacheTemplateName, as inclusion: Inclusion, at range: SourceRange,
        inFrameAt top: Int
    ) throws(TemplateError) -> MustacheTemplate? {
        let templateName: String
        switch name {
        case .fixed(let fixed):
            templateName = fixed
        case .dynamic(let dotted):
            guard let value = resolve(dotted), value != .null else {
                guard missingPartials == .error else { return nil }
                throw error(
                    .missingTemplate,
                    "\(inclusion.noun) '\(name.text)' names no template: '\(dotted.text)' has no value",
                    at: range, inFrameAt: top)
            }
            guard let text = value.interpolatedText else {
                throw error(
                    .missingTemplate,
                    "\(inclusion.noun) '\(name.text)' names no template: '\(dotted.text)' is "
                        + value.kindForDiagnostics, at: range, inFrameAt: top)
            }
            templateName = text
        }
        if let template = templates[templateName] {
            return template
        }
        guard missingPartials == .error else { return nil }
        throw TemplateError(diagnostics: [
            TemplateLibrary.missingTemplate(
                templateName, namedBy: name, as: inclusion.noun, at: range, in: frames[top].template
            )
        ])
    }

    /// Fails when entering one more partial, parent or argument would pass the depth limit,
    /// noting where the same template (or, for an argument, the same block) was first
    /// entered, which is usually where a cycle starts.
    private func checkDepth(
        entering name: String, as inclusion: Inclusion, at range: SourceRange, inFrameAt top: Int
    ) throws(TemplateError) {
        guard depth >= limits.maximumDepth else { return }
        let first = frames.indices.dropFirst().first { index in
            guard frames[index].kind == inclusion.frameKind else { return false }
            switch inclusion {
            case .partial, .parent:
                return frames[index].template.name == name
            case .block:
                return tagRange(ofFrameAt: index) == range
                    && frames[index - 1].template.name == frames[top].template.name
            }
        }
        var notes: [Diagnostic] = []
        if let first, let firstRange = tagRange(ofFrameAt: first) {
            notes.append(
                .note(
                    "\(inclusion.noun) '\(name)' first entered here", at: firstRange,
                    in: frames[first - 1].template.file))
        }
        let question =
            inclusion == .block
            ? "does an argument of it contain the block itself?"
            : "does it include itself without end?"
        throw error(
            .templateRendering,
            "\(inclusion.noun) '\(name)' is nested more than \(limits.maximumDepth) deep; "
                + question, at: range, inFrameAt: top, notes: notes)
    }

    /// What a tag that renders nodes written elsewhere includes.
    enum Inclusion {
        case partial, parent, block

        /// How diagnostics call it.
        var noun: String {
            switch self {
            case .partial: "partial"
            case .parent: "parent"
            case .block: "block"
            }
        }

        /// The frame it renders in.
        var frameKind: Frame.Kind {
            switch self {
            case .partial: .partial
            case .parent: .parent
            case .block: .blockArgument
            }
        }
    }
}
