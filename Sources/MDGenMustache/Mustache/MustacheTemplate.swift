import MDGenSyntax

/// A parsed Mustache template: parse once, render many times through a ``TemplateLibrary``.
///
/// ```swift
/// let template = try MustacheTemplate(
///     name: "greeting", file: SourceFile(path: "greeting.mustache", text: "Hello, {{name}}!"))
/// ```
package struct MustacheTemplate: Sendable {
    /// The name partials refer to the template by, as in `{{> greeting}}`.
    package var name: String { storage.name }
    /// The template's text and the path diagnostics show.
    package var file: SourceFile { storage.file }
    /// The parsed template, with delimiters and standalone lines already applied.
    var nodes: [MustacheNode] { storage.nodes }

    /// The template's parts behind one reference: every frame the renderer opens keeps its
    /// template, and copies one reference rather than each part.
    private final class Storage: Sendable {
        let name: String
        let file: SourceFile
        let nodes: [MustacheNode]

        init(name: String, file: SourceFile, nodes: [MustacheNode]) {
            self.name = name
            self.file = file
            self.nodes = nodes
        }
    }

    private let storage: Storage

    /// Parses `file`.
    ///
    /// - Throws: The syntax errors (an unclosed section or tag, a closing tag that does not
    ///   match, a malformed set-delimiter tag, a tag without a name, a tag other than a block
    ///   directly inside a parent tag pair…), each located in `file`.
    package init(name: String, file: SourceFile) throws(TemplateError) {
        self.init(name: name, file: file, nodes: try MustacheParser.parse(file))
    }

    /// A template of nodes already parsed.
    init(name: String, file: SourceFile, nodes: [MustacheNode]) {
        storage = Storage(name: name, file: file, nodes: nodes)
    }

    /// The same template under another name, without parsing it again.
    package func renamed(_ name: String) -> MustacheTemplate {
        MustacheTemplate(name: name, file: file, nodes: nodes)
    }

    /// A `{{$name}}` block the template declares: a place that a template naming this one in
    /// a parent tag pair (`{{<name}}{{$block}}…{{/block}}{{/name}}`) can fill.
    package struct Block: Hashable, Sendable {
        /// The block's name.
        package var name: String
        /// The block's opening tag.
        package var range: SourceRange
    }

    /// A tag that includes another template by a name written in the tag.
    package struct Reference: Hashable, Sendable {
        /// The name of the template included.
        package var name: String
        /// The tag.
        package var range: SourceRange
    }

    /// The blocks the template declares, in source order, wherever they are: at the top level,
    /// in sections, in other blocks, and in the blocks it gives a parent (which can be
    /// overridden in turn). The blocks it gives a parent are not listed: they fill the
    /// parent's blocks rather than declare new ones.
    package var blocks: [Block] {
        allNodes.compactMap { node in
            guard case .block(let block) = node else { return nil }
            return Block(name: block.name, range: block.range)
        }
    }

    /// The partial tags with a name written in them (`{{>name}}`, not `{{>*name}}`), in
    /// source order, wherever they are.
    package var partialReferences: [Reference] {
        allNodes.compactMap { node in
            guard case .partial(.fixed(let name), _, let range) = node else { return nil }
            return Reference(name: name, range: range)
        }
    }

    /// The parent tags with a name written in them (`{{<name}}`, not `{{<*name}}`), in source
    /// order, wherever they are.
    package var parentReferences: [Reference] {
        allNodes.compactMap { node in
            guard case .parent(.fixed(let name), _, _, let range) = node else { return nil }
            return Reference(name: name, range: range)
        }
    }

    /// Every node of the template and of their contents, in source order.
    var allNodes: [MustacheNode] {
        var all: [MustacheNode] = []
        func visit(_ nodes: [MustacheNode]) {
            for node in nodes {
                all.append(node)
                switch node {
                case .section(_, _, let children, _):
                    visit(children)
                case .block(let block):
                    visit(block.defaultContent.nodes)
                case .parent(_, let arguments, _, _):
                    for argument in arguments {
                        visit(argument.content.nodes)
                    }
                case .text, .lineStart, .variable, .partial:
                    break
                }
            }
        }
        visit(nodes)
        return all
    }
}
