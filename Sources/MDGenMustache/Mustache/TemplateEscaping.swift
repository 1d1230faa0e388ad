/// How interpolated values are escaped.
package enum TemplateEscaping: Sendable {
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
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
