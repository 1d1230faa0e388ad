import MDGenSyntax

/// One piece of a parsed template. The parser has already applied the delimiters and the
/// standalone-line rules, so rendering is a walk over these nodes that never looks at the
/// source again.
///
/// The tags are `indirect`: the renderer copies each node it renders, and a boxed tag copies
/// as one reference rather than one per part.
enum MustacheNode: Sendable {
    /// Text written as it is: these bytes of its template's source, which never run past the
    /// end of a line.
    case text(Range<Int>)
    /// The start of a line of the template's source. Inside a standalone partial, the partial
    /// tag's indentation goes here; everywhere else it writes nothing.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (written as it is).
    indirect case variable(MustacheName, isEscaped: Bool, range: SourceRange)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `isInverted`; `range` is the
    /// opening tag's.
    indirect case section(
        MustacheName, isInverted: Bool, children: [MustacheNode], range: SourceRange)
    /// `{{>name}}`; `indentation` is the whitespace before a standalone partial tag, which
    /// every line of the partial gets, and `nil` for an inline one, whose lines stay as they are.
    indirect case partial(MustacheTemplateName, indentation: String?, range: SourceRange)
    /// `{{<name}}…{{/name}}`: the template `name` with the blocks given inside the pair
    /// replacing its own. The text between the blocks is ignored, as the spec says.
    /// `indentation` is as for a partial; `range` is the opening tag's.
    indirect case parent(
        MustacheTemplateName, arguments: [MustacheArgument], indentation: String?,
        range: SourceRange)
    /// `{{$name}}…{{/name}}` outside a parent tag pair: its content, unless a parent tag pair
    /// that includes this template gives the block another.
    indirect case block(MustacheBlock)
}

/// The name of the template a partial or parent tag includes.
enum MustacheTemplateName: Sendable {
    /// `{{>name}}`: the name as written.
    case fixed(String)
    /// `{{>*name}}`: the text the dotted name has in the context where the tag renders.
    case dynamic(MustacheName)

    /// The name as the tag writes it, `*` included, for diagnostics.
    var text: String {
        switch self {
        case .fixed(let name): name
        case .dynamic(let name): "*" + name.text
        }
    }
}

/// The content of a block: a block's default, or the argument a parent tag pair gives it.
struct MustacheBlockContent: Sendable {
    /// The content, with its intrinsic indentation already removed from each line.
    var nodes: [MustacheNode]
    /// Whether the content starts at the start of a source line (its opening tag ended the
    /// line), so that `nodes` mark that line's start themselves.
    var startsOnNewLine: Bool
}

/// A block a parent tag pair gives its parent: `{{$name}}…{{/name}}` directly in the pair.
struct MustacheArgument: Sendable {
    /// The name of the parent's blocks it fills.
    var name: String
    /// What renders in those blocks instead of their default.
    var content: MustacheBlockContent
    /// The opening tag.
    var range: SourceRange
}

/// A `{{$name}}…{{/name}}` block outside parent tag pairs: a place in its template that a
/// parent tag pair including the template can fill.
struct MustacheBlock: Sendable {
    /// The block's name, in a namespace of its own (neither a template nor a context name).
    var name: String
    /// What renders when no enclosing parent tag pair gives the block an argument.
    var defaultContent: MustacheBlockContent
    /// For a standalone block (only whitespace before its opening tag and after its closing
    /// tag on their lines), what every line of its content is indented by: its intrinsic
    /// indentation when its opening tag ends a line, the whitespace before that tag otherwise.
    /// `nil` for a block within a line, whose argument lines stay as they are.
    var standaloneIndentation: String?
    /// The intrinsic indentation the parser removed from the default content's lines, given
    /// back when the default renders.
    var removedIndentation: String
    /// The opening tag.
    var range: SourceRange
}

/// A name as tags write it (`person.name`, `.`, `.name`), split once at parse time.
struct MustacheName: Hashable, Sendable {
    /// The name as written, for diagnostics.
    let text: String
    /// The dot-separated parts; empty for the implicit iterator `.`.
    let parts: [String]
    /// Whether the first part is looked up only in the top context (a leading dot, `.name`)
    /// rather than walking down the context stack.
    let isAnchoredToTop: Bool

    /// Splits `text`, or returns `nil` when a part is empty (`a..b`, `a.`).
    init?(_ text: String) {
        self.text = text
        if text == "." {
            parts = []
            isAnchoredToTop = true
            return
        }
        isAnchoredToTop = text.hasPrefix(".")
        let parts = text.dropFirst(isAnchoredToTop ? 1 : 0)
            .split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.contains(where: \.isEmpty) else {
            return nil
        }
        self.parts = parts.map(String.init)
    }
}
