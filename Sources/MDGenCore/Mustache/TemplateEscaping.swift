/// How interpolated values are escaped.
public enum TemplateEscaping: Sendable {
    /// The spec's behaviour: `{{name}}` escapes `&`, `"`, `<`, `>` and `'` for HTML, while
    /// `{{{name}}}` and `{{&name}}` write the value as it is.
    case html
    /// Every tag writes its value as it is, which is what generated Swift needs; then
    /// `{{name}}` and `{{{name}}}` are the same.
    case none
}

extension TemplateEscaping {
    /// `text` with the characters HTML gives a meaning replaced by entities.
    static func htmlEscaped(_ text: String) -> String {
        // Most values contain nothing to escape; return them without copying.
        guard text.utf8.contains(where: { entity(for: $0) != nil }) else {
            return text
        }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        var unescapedStart = text.utf8.startIndex
        var index = unescapedStart
        while index != text.utf8.endIndex {
            // The escaped characters are ASCII, so these indices always fall between scalars.
            if let entity = entity(for: text.utf8[index]) {
                escaped += text[unescapedStart..<index]
                escaped += entity
                unescapedStart = text.utf8.index(after: index)
            }
            index = text.utf8.index(after: index)
        }
        escaped += text[unescapedStart...]
        return escaped
    }

    private static func entity(for byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }
}
