import MDGenCore
import Testing

/// Output names: derived from the input's path alone, readable, and never the same for two
/// different paths.
@Suite("Output naming")
struct OutputNamingTests {
    @Test(
        "names keep the input's name and flatten its folders",
        arguments: [
            ("Download.mdgen", "Download.mdgen.swift"),
            ("Screens/Download.mdgen", "Screens+Download.mdgen.swift"),
            ("a/b/c/Deep.mdgen", "a+b+c+Deep.mdgen.swift"),
            ("./Screens//Download.mdgen", "Screens+Download.mdgen.swift"),
            ("A+B.mdgen", "A%2BB.mdgen.swift"),
            ("100%.mdgen", "100%25.mdgen.swift"),
            ("stdin.mdgen", "stdin.mdgen.swift"),
            ("Notes", "Notes.swift"),
            ("With Space.mdgen", "With Space.mdgen.swift"),
        ])
    func examples(path: String, name: String) {
        #expect(OutputNaming.outputFileName(forInputAt: path) == name)
    }

    @Test("a name never contains a folder separator")
    func flat() {
        #expect(!OutputNaming.outputFileName(forInputAt: "a/b/../c.mdgen").contains("/"))
    }

    /// Every path of up to five characters over an alphabet chosen to provoke collisions
    /// (separators, the escape character and what it escapes to), with and without the
    /// `.mdgen` extension.
    @Test("two different paths never give one name (exhaustively, for short paths)")
    func injective() {
        let alphabet: [Character] = ["a", "+", "%", "/", ".", "2", "B"]
        var paths: [String] = [""]
        var frontier: [String] = [""]
        for _ in 1...5 {
            frontier = frontier.flatMap { prefix in alphabet.map { prefix + String($0) } }
            paths += frontier
        }
        paths += paths.map { $0 + ".mdgen" }
        var owner: [String: String] = [:]
        var collisions: [String] = []
        for path in paths {
            let file = Self.normalized(path)
            let name = OutputNaming.outputFileName(forInputAt: path)
            if let other = owner[name], other != file {
                collisions.append("'\(other)' and '\(file)' both give '\(name)'")
            }
            owner[name] = file
        }
        #expect(paths.count > 30_000)
        #expect(collisions.isEmpty, "\(collisions.prefix(5))")
    }

    /// The file a relative path names: empty and `.` components do not change it.
    static func normalized(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }
}
