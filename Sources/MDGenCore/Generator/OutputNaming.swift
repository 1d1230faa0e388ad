/// The one function that names generated files, shared by the command line and the plugins
/// (which include this file through a symbolic link, since plugins cannot import libraries,
/// and so it uses the standard library only).
///
/// A name depends only on the input's path relative to its root, never on its contents, and
/// different paths always give different names:
///
/// - `Download.mdgen` → `Download.mdgen.swift`
/// - `Screens/Download.mdgen` → `Screens+Download.mdgen.swift`
/// - `A+B.mdgen` → `A%2BB.mdgen.swift`, and `100%.mdgen` → `100%25.mdgen.swift`
///
/// The folders flatten into one name because every output goes into one directory. A `+`
/// separates the folders, so a `+` or `%` that is part of a name is percent-encoded: the
/// name can always be split back into the path it came from, which is what makes it unique.
/// Keeping the `.mdgen` in the name says where the file comes from and keeps it apart from
/// a hand-written `Download.swift` in the same module.
public enum OutputNaming {
    /// The generated file's name for an input at `relativePath` (with `/` separators).
    ///
    /// Empty and `.` components are ignored, since `Screens//./Download.mdgen` is the same
    /// file as `Screens/Download.mdgen`.
    public static func outputFileName(forInputAt relativePath: String) -> String {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: true)
            .filter { $0 != "." }
        return components.map(escaped).joined(separator: "+") + ".swift"
    }

    /// The support file's name: the machinery every multicast of a target shares.
    public static let supportFileName = "MDGenSupport.swift"
    /// The spies' support file's name: the machinery the spies of a target share.
    public static let spySupportFileName = "MDGenSpySupport.swift"

    /// The name of the file of spies for an input at `relativePath`: its output's name with
    /// `.spies` before `.swift`, as in `Download.mdgen.spies.swift`.
    public static func spiesFileName(forInputAt relativePath: String) -> String {
        String(outputFileName(forInputAt: relativePath).dropLast(".swift".count)) + ".spies.swift"
    }

    /// A path component with `%` and `+` percent-encoded, without Foundation (which the
    /// plugins may not have).
    private static func escaped(_ component: Substring) -> String {
        var result = ""
        for character in component {
            switch character {
            case "%": result += "%25"
            case "+": result += "%2B"
            default: result.append(character)
            }
        }
        return result
    }
}
