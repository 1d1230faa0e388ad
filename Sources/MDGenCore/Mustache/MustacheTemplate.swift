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
    ///   match, a malformed set-delimiter tag, a tag without a name…), each located in `file`.
    public init(name: String, file: SourceFile) throws(TemplateError) {
        self.name = name
        self.file = file
        self.nodes = try MustacheParser.parse(file)
    }

    /// The `{{> name}}` tags of the template, in source order, with where they are.
    var partialReferences: [(name: String, range: SourceRange)] {
        var references: [(name: String, range: SourceRange)] = []
        Self.collectPartialReferences(in: nodes, into: &references)
        return references
    }

    private static func collectPartialReferences(
        in nodes: [MustacheNode], into references: inout [(name: String, range: SourceRange)]
    ) {
        for node in nodes {
            switch node {
            case .partial(let name, _, let range):
                references.append((name, range))
            case .section(_, _, let children):
                collectPartialReferences(in: children, into: &references)
            case .text, .lineStart, .variable:
                break
            }
        }
    }
}
