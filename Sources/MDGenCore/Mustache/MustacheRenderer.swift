/// Renders parsed templates against a context stack, following the Mustache spec.
struct MustacheRenderer {
    /// How deeply partials may include each other. Recursive partials end when their data
    /// does; one that does not would otherwise overflow the stack.
    static let maximumPartialDepth = 100
    /// How deeply sections and partials together may nest while rendering. Each level is a
    /// few stack frames; this keeps even a debug build far from the end of a thread's stack.
    static let maximumNesting = 256

    private let templates: [String: MustacheTemplate]
    private let escaping: TemplateEscaping
    private let missingPartials: MissingPartialPolicy
    private var output = MustacheOutput()
    /// The contexts names are looked up in; the innermost section's value is last.
    private var contextStack: [TemplateValue]
    private var partialDepth = 0
    /// The sections and partials being rendered, innermost last.
    private var nesting = 0

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
        try render(template.nodes, of: template, indentation: "")
        return output.text
    }

    /// Renders `nodes`, which belong to `template`; each line of them is owed `indentation`.
    private mutating func render(
        _ nodes: [MustacheNode], of template: MustacheTemplate, indentation: String
    ) throws(TemplateError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output.write(text)
            case .lineStart:
                output.startLine(indentedBy: indentation)
            case .variable(let name, let isEscaped, let range):
                try interpolate(name, isEscaped: isEscaped, at: range, in: template)
            case .section(let name, let isInverted, let children, let range):
                try enterNesting(at: range, in: template)
                try renderSection(
                    name, isInverted: isInverted, children: children, of: template,
                    indentation: indentation)
                nesting -= 1
            case .partial(let name, let partialIndentation, let range):
                try include(
                    name, at: range, in: template,
                    indentation: partialIndentation.map { indentation + $0 } ?? "")
            }
        }
    }

    private mutating func renderSection(
        _ name: MustacheName, isInverted: Bool, children: [MustacheNode],
        of template: MustacheTemplate, indentation: String
    ) throws(TemplateError) {
        let value = resolve(name)
        if isInverted {
            if !(value?.isTruthy ?? false) {
                try render(children, of: template, indentation: indentation)
            }
            return
        }
        guard let value, value.isTruthy else { return }
        // A list renders once per item; any other truthy value once, on top of the stack,
        // so `{{.}}` inside the section is the value itself.
        let items: [TemplateValue]
        if case .list(let list) = value {
            items = list
        } else {
            items = [value]
        }
        for item in items {
            contextStack.append(item)
            try render(children, of: template, indentation: indentation)
            contextStack.removeLast()
        }
    }

    /// Counts one more level of sections and partials, or fails at the tag entering it.
    private mutating func enterNesting(
        at range: SourceRange, in template: MustacheTemplate
    ) throws(TemplateError) {
        guard nesting < Self.maximumNesting else {
            throw TemplateError(diagnostics: [
                .error(
                    "sections and partials are nested more than \(Self.maximumNesting) deep "
                        + "here", at: range, in: template.file)
            ])
        }
        nesting += 1
    }

    private mutating func interpolate(
        _ name: MustacheName, isEscaped: Bool, at range: SourceRange,
        in template: MustacheTemplate
    ) throws(TemplateError) {
        guard let value = resolve(name) else { return }
        guard let text = value.interpolatedText else {
            let kind = if case .list = value { "a list" } else { "an object" }
            throw TemplateError(diagnostics: [
                .error(
                    "'\(name.text)' is \(kind), which has no text; render it with a section",
                    at: range, in: template.file)
            ])
        }
        output.write(isEscaped && escaping == .html ? TemplateEscaping.htmlEscaped(text) : text)
    }

    /// Renders the partial `name` with the current context stack; its lines are owed
    /// `indentation` (only a standalone partial tag gives them any).
    private mutating func include(
        _ name: String, at range: SourceRange, in template: MustacheTemplate,
        indentation: String
    ) throws(TemplateError) {
        guard let partial = templates[name] else {
            switch missingPartials {
            case .empty:
                return
            case .error:
                throw TemplateError(diagnostics: [
                    TemplateLibrary.missingPartial(name, at: range, in: template)
                ])
            }
        }
        guard partialDepth < Self.maximumPartialDepth else {
            throw TemplateError(diagnostics: [
                .error(
                    "partial '\(name)' is nested more than \(Self.maximumPartialDepth) deep; "
                        + "does it include itself without end?",
                    at: range, in: template.file)
            ])
        }
        try enterNesting(at: range, in: template)
        partialDepth += 1
        try render(partial.nodes, of: partial, indentation: indentation)
        partialDepth -= 1
        nesting -= 1
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
