/// A parsed Mustache template: parse once, render many times through a ``TemplateLibrary``.
///
/// ```swift
/// let template = try MustacheTemplate(
///     name: "greeting", file: SourceFile(path: "greeting.mustache", text: "Hello, {{name}}!"))
/// ```
public struct MustacheTemplate: Sendable {
    /// The name partials refer to the template by, as in `{{> greeting}}`.
    public let name: String
    /// The template's text and the path diagnostics show.
    public let file: SourceFile
    /// The parsed template, with delimiters and standalone lines already applied.
    let nodes: [MustacheNode]

    /// Parses `file`.
    ///
    /// - Throws: The syntax errors (an unclosed section or tag, a closing tag that does not
    ///   match, a malformed set-delimiter tag, a tag without a name, a tag other than a block
    ///   directly inside a parent tag pair…), each located in `file`.
    public init(name: String, file: SourceFile) throws(TemplateError) {
        self.name = name
        self.file = file
        self.nodes = try MustacheParser.parse(file)
    }

    /// A `{{$name}}` block the template declares: a place that a template naming this one in
    /// a parent tag pair (`{{<name}}{{$block}}…{{/block}}{{/name}}`) can fill.
    public struct Block: Hashable, Sendable {
        /// The block's name.
        public var name: String
        /// The block's opening tag.
        public var range: SourceRange
    }

    /// A tag that includes another template by a name written in the tag.
    public struct Reference: Hashable, Sendable {
        /// The name of the template included.
        public var name: String
        /// The tag.
        public var range: SourceRange
    }

    /// The blocks the template declares, in source order, wherever they are: at the top level,
    /// in sections, in other blocks, and in the blocks it gives a parent (which can be
    /// overridden in turn). The blocks it gives a parent are not listed: they fill the
    /// parent's blocks rather than declare new ones.
    public var blocks: [Block] {
        var blocks: [Block] = []
        Self.visit(nodes) { node in
            if case .block(let block) = node {
                blocks.append(Block(name: block.name, range: block.range))
            }
        }
        return blocks
    }

    /// The partial tags with a name written in them (`{{>name}}`, not `{{>*name}}`), in
    /// source order, wherever they are.
    public var partialReferences: [Reference] {
        var references: [Reference] = []
        Self.visit(nodes) { node in
            if case .partial(.fixed(let name), _, let range) = node {
                references.append(Reference(name: name, range: range))
            }
        }
        return references
    }

    /// The parent tags with a name written in them (`{{<name}}`, not `{{<*name}}`), in source
    /// order, wherever they are.
    public var parentReferences: [Reference] {
        var references: [Reference] = []
        Self.visit(nodes) { node in
            if case .parent(.fixed(let name), _, _, let range) = node {
                references.append(Reference(name: name, range: range))
            }
        }
        return references
    }

    /// Calls `body` with every node of `nodes` and of their contents, in source order.
    private static func visit(_ nodes: [MustacheNode], _ body: (MustacheNode) -> Void) {
        for node in nodes {
            body(node)
            switch node {
            case .section(_, _, let children, _):
                visit(children, body)
            case .block(let block):
                visit(block.defaultContent.nodes, body)
            case .parent(_, let arguments, _, _):
                for argument in arguments {
                    visit(argument.content.nodes, body)
                }
            case .text, .lineStart, .variable, .partial:
                break
            }
        }
    }
}
