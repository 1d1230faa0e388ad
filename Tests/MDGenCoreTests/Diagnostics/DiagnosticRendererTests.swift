import Testing

@testable import MDGenSyntax

/// Diagnostics render as Swift's do, so Xcode and SwiftPM show them inline:
/// `path:line:column: severity: message [#Name]`, the source line, and a caret under the range.
@Suite("Rendering diagnostics")
struct DiagnosticRendererTests {
    let file = SourceFile(
        path: "Sources/Download.mdgen", text: "protocol P {\n\tvar x: Int { get }\n}\n")

    private func render(_ diagnostic: Diagnostic, color: Bool = false) -> String {
        DiagnosticRenderer(usesColor: color).render(
            diagnostic, source: { $0 == file.path ? file : nil })
    }

    @Test(
        "an error shows its location, message, name, line and a caret with tildes under the range"
    )
    func error() {
        let diagnostic = Diagnostic.error(
            .unsupportedRequirement, "nope", at: file.range(14, 17), in: file)
        #expect(
            render(diagnostic)
                == "Sources/Download.mdgen:2:2: error: nope [#UnsupportedRequirement]\n"
                + "\tvar x: Int { get }\n\t^~~\n")
    }

    @Test("a run's diagnostics end with each name's documentation link, once, sorted")
    func documentationLinks() {
        let twice = Diagnostic.error(
            .redeclaration, "twice", at: file.range(14, 17), in: file,
            notes: [.note("first here", at: file.range(9, 10), in: file)])
        let unsupported = Diagnostic.error(
            .unsupportedRequirement, "nope", at: file.range(14, 17), in: file)
        let rendered = DiagnosticRenderer().render(
            [unsupported, twice, twice], source: { _ in nil })
        let page = "https://github.com/<owner>/mdgen/blob/main/Documentation/Diagnostics.md"
        #expect(
            rendered.split(separator: "\n").suffix(2) == [
                "[#Redeclaration]: <\(page)#redeclaration>",
                "[#UnsupportedRequirement]: <\(page)#unsupportedrequirement>",
            ])
        #expect(rendered.components(separatedBy: "[#Redeclaration]: ").count == 2)
        #expect(DiagnosticRenderer().render([], source: { _ in nil }).isEmpty)
    }

    @Test("notes follow their diagnostic, each with its own location and without a name")
    func notes() {
        let diagnostic = Diagnostic.error(
            .redeclaration, "twice", at: file.range(14, 17), in: file,
            notes: [.note("first here", at: file.range(9, 10), in: file)])
        #expect(
            render(diagnostic) == """
                Sources/Download.mdgen:2:2: error: twice [#Redeclaration]
                \tvar x: Int { get }
                \t^~~
                Sources/Download.mdgen:1:10: note: first here
                protocol P {
                         ^

                """)
    }

    @Test("a fix-it's new text is shown under what it replaces; a deletion shows nothing more")
    func fixIts() {
        let replacement = Diagnostic.error(
            .unknownKeyword, "misspelled", at: file.range(0, 8), in: file,
            fixIts: [FixIt(range: file.range(0, 8), replacement: "protocol ")])
        #expect(
            render(replacement)
                == "Sources/Download.mdgen:1:1: error: misspelled [#UnknownKeyword]\n"
                + "protocol P {\n^~~~~~~~\nprotocol\n")
        let deletion = Diagnostic.warning(
            .objCAttributeDropped, "useless", at: file.range(0, 8), in: file,
            fixIts: [FixIt(range: file.range(0, 9), replacement: "")])
        #expect(
            render(deletion)
                == "Sources/Download.mdgen:1:1: warning: useless [#ObjCAttributeDropped]\n"
                + "protocol P {\n^~~~~~~~\n")
    }

    @Test("a range over several lines is marked to the end of its first line")
    func multilineRange() {
        let diagnostic = Diagnostic.error(.expectedSyntax, "long", at: file.range(9, 20), in: file)
        #expect(render(diagnostic).hasSuffix("protocol P {\n         ^~~\n"))
    }

    @Test("an empty range still gets a caret")
    func emptyRange() {
        let diagnostic = Diagnostic.error(
            .unbalancedDelimiter, "missing", at: file.range(12, 12), in: file)
        #expect(render(diagnostic).hasSuffix("protocol P {\n            ^\n"))
    }

    @Test("a diagnostic without a location or a known file is one line")
    func withoutSource() {
        #expect(
            render(Diagnostic(.error, .missingTemplate, "no input"))
                == "error: no input [#MissingTemplate]\n")
        #expect(
            render(
                Diagnostic(
                    .warning, .misnamedInput, "elsewhere", path: "Other.mdgen",
                    range: file.range(0, 1)))
                == "Other.mdgen:1:1: warning: elsewhere [#MisnamedInput]\n")
        #expect(
            render(
                .note("aside", at: file.range(0, 1), in: SourceFile(path: "Other.mdgen", text: "")))
                == "Other.mdgen:1:1: note: aside\n")
    }

    @Test("a very long line is shown as a window around the range, with the caret under it")
    func longLine() throws {
        let line =
            String(repeating: "a, ", count: 2_000) + "BAD" + String(repeating: ", b", count: 2_000)
        let file = SourceFile(path: "Long.mdgen", text: "x\n" + line + "\n")
        let offset = 2 + 6_000
        let rendered = DiagnosticRenderer().render(
            .error(.expectedSyntax, "bad", at: file.range(offset, offset + 3), in: file),
            source: { _ in file })
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        #expect(lines[0] == "Long.mdgen:2:6001: error: bad [#ExpectedSyntax]")
        #expect(lines[1].hasPrefix("…") && lines[1].hasSuffix("…"))
        #expect(lines[1].utf8.count < 1_010)
        let caret = try #require(lines[2].firstIndex(of: "^"))
        let column = lines[2].distance(from: lines[2].startIndex, to: caret)
        #expect(Array(lines[1])[column..<column + 3] == ["B", "A", "D"])
        #expect(lines[2].hasSuffix("^~~"))
    }

    @Test("colour paints the severity, the message with its name, and the caret")
    func color() {
        let rendered = render(
            .error(.expectedSyntax, "nope", at: file.range(14, 17), in: file), color: true)
        #expect(rendered.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(rendered.contains("\u{1B}[1mnope [#ExpectedSyntax]\u{1B}[0m"))
        #expect(rendered.contains("\u{1B}[1;32m\t^~~\u{1B}[0m"))
    }

    @Test("diagnostics sort by where they point, keeping the order of those at one place")
    func sorting() {
        let a = Diagnostic.error(.expectedSyntax, "a", at: file.range(14, 15), in: file)
        let b = Diagnostic.error(.expectedSyntax, "b", at: file.range(0, 1), in: file)
        let c = Diagnostic.warning(.unicodeSpace, "c", at: file.range(14, 15), in: file)
        #expect([a, b, c].sortedByLocation().map(\.message) == ["b", "a", "c"])
    }
}

@Suite("Spelling suggestions")
struct SpellingTests {
    @Test(
        "a likely typo gets the nearest candidate",
        arguments: [
            ("fucn", "func"), ("fnc", "func"), ("Func", "func"), ("protocl", "protocol"),
            ("Protocol", "protocol"),
            ("optinal", "optional"), ("frist", "first"), ("colect", "collect"),
            ("availabel", "available"), ("function", "func"), ("firstly", "first"),
            ("Optionally", "optional"),
        ])
    func suggestion(word: String, expected: String) {
        let candidates = ["func", "protocol", "optional", "first", "collect", "available"]
        #expect(Spelling.suggestion(for: word, among: candidates) == expected)
    }

    @Test("a maximum distance narrows what is close enough, and leaves endings out")
    func maximumDistance() {
        let candidates = ["MainActor", "available"]
        #expect(Spelling.suggestion(for: "MainActr", among: candidates, maximumDistance: 1) != nil)
        #expect(Spelling.suggestion(for: "GameActor", among: candidates) == "MainActor")
        #expect(Spelling.suggestion(for: "GameActor", among: candidates, maximumDistance: 1) == nil)
        #expect(
            Spelling.suggestion(for: "MainActorQueue", among: candidates, maximumDistance: 1)
                == nil)
    }

    @Test(
        "a word too far from every candidate, or equal to one, gets none",
        arguments: ["var", "download", "func", ""])
    func noSuggestion(word: String) {
        #expect(Spelling.suggestion(for: word, among: ["func", "optional"]) == nil)
    }

    @Test("a swap of neighbouring letters is one edit")
    func transposition() {
        #expect(Spelling.distance("fucn", "func") == 1)
        #expect(Spelling.distance("abc", "abc") == 0)
        #expect(Spelling.distance("", "abc") == 3)
        #expect(Spelling.distance("kitten", "sitting") == 3)
    }
}
