/// What a tag does, as its first character (its sigil) says.
enum MustacheTagKind: Equatable {
    /// `{{name}}`.
    case variable
    /// `{{{name}}}` or `{{&name}}`.
    case unescapedVariable
    /// `{{#name}}`.
    case section
    /// `{{^name}}`.
    case invertedSection
    /// `{{/name}}`.
    case closing
    /// `{{! text }}`.
    case comment
    /// `{{>name}}`.
    case partial
    /// `{{<name}}`, which opens a parent tag pair.
    case parent
    /// `{{$name}}`, which opens a block.
    case block
    /// `{{=open close=}}`.
    case setDelimiters

    /// Whether the kind reads its sigil from `byte`, or `nil` for a plain variable.
    init?(sigil byte: UInt8) {
        switch byte {
        case UInt8(ascii: "&"): self = .unescapedVariable
        case UInt8(ascii: "#"): self = .section
        case UInt8(ascii: "^"): self = .invertedSection
        case UInt8(ascii: "/"): self = .closing
        case UInt8(ascii: "!"): self = .comment
        case UInt8(ascii: ">"): self = .partial
        case UInt8(ascii: "<"): self = .parent
        case UInt8(ascii: "$"): self = .block
        case UInt8(ascii: "="): self = .setDelimiters
        default: return nil
        }
    }

    /// Whether a line holding only this tag and whitespace disappears from the output.
    /// Interpolations never do: they write text where they stand.
    var canStandAlone: Bool {
        switch self {
        case .variable, .unescapedVariable: false
        case .section, .invertedSection, .closing, .comment, .partial, .parent, .block,
            .setDelimiters:
            true
        }
    }

    /// How diagnostics call a tag of this kind.
    var diagnosticName: String {
        switch self {
        case .variable, .unescapedVariable: "variable tag"
        case .section: "section tag"
        case .invertedSection: "inverted section tag"
        case .closing: "closing tag"
        case .comment: "comment"
        case .partial: "partial tag"
        case .parent: "parent tag"
        case .block: "block tag"
        case .setDelimiters: "set-delimiter tag"
        }
    }
}

/// One tag as it appears in the source, located by byte offsets.
struct MustacheTag {
    /// What the tag does.
    var kind: MustacheTagKind
    /// The offset of the tag's opening delimiter.
    var start: Int
    /// The offset just past the tag's closing delimiter.
    var end: Int
    /// The tag's content between its sigil and its closing delimiter, whitespace trimmed.
    var content: String
    /// Why the tag cannot be used, when it is malformed but its extent is known; the parser
    /// reports it and reads on after the tag.
    var problem: String? = nil
}

/// The pair of strings that open and close tags; `{{` and `}}` until a set-delimiter tag
/// changes them.
struct MustacheDelimiters {
    /// The bytes that open a tag.
    var open: [UInt8]
    /// The bytes that close a tag.
    var close: [UInt8]

    /// `{{` and `}}`.
    static let standard = MustacheDelimiters(open: Array("{{".utf8), close: Array("}}".utf8))

    /// The tag a closing tag for `name` is written as, for fix-its.
    func closingTag(for name: String) -> String {
        String(decoding: open, as: UTF8.self) + "/" + name + String(decoding: close, as: UTF8.self)
    }
}

extension MustacheDelimiters {
    /// Reads the content of a set-delimiter tag (`<% %>`): two strings separated by whitespace,
    /// neither containing `=`. Returns `nil` for anything else.
    init?(settingContent content: String) {
        let parts = content.utf8.split(whereSeparator: isMustacheWhitespace)
        guard parts.count == 2,
            !parts.contains(where: { $0.contains(UInt8(ascii: "=")) })
        else {
            return nil
        }
        self.init(open: Array(parts[0]), close: Array(parts[1]))
    }
}
