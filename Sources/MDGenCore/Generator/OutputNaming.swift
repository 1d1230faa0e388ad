/// The one function that names generated files, shared by the command line and the plugins
/// (which include this file through a symbolic link, since plugins cannot import libraries).
///
/// A name depends only on the input's path relative to its root, never on its contents, and
/// different paths always give different names:
///
/// - `Download.mdgen` → `Download.mdgen.swift`
/// - `Screens/Download.mdgen` → `Screens+Download.mdgen.swift`
/// - `A+B.mdgen` → `A++B.mdgen.swift` (a `+` in a name is doubled, so it cannot be
///   mistaken for a folder separator)
///
/// Keeping the `.mdgen` in the name says where the file comes from and keeps it apart from
/// a hand-written `Download.swift` in the same module.
public enum OutputNaming {
    /// The generated file's name for an input at `relativePath` (with `/` separators).
    public static func outputFileName(forInputAt relativePath: String) -> String {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: true)
            .filter { $0 != "." }
        var name = components.map { $0.replacingAll("+", with: "++") }.joined(separator: "+")
        if name.hasSuffix(".mdgen") {
            name.removeLast(".mdgen".count)
        }
        return (name.isEmpty ? "stdin" : name) + ".mdgen.swift"
    }
}

extension Substring {
    /// The text with every `target` replaced, without Foundation (which the plugins may lack).
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target {
                result += replacement
            } else {
                result.append(character)
            }
        }
        return result
    }
}
