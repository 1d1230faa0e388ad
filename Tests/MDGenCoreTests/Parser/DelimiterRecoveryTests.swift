import Testing

/// A missing `)`, `]`, `>` or `}` is reported where Swift reports it: right after the last
/// token before the gap (or, for a protocol's `}`, where the file or the next declaration
/// starts), with a note at the opening delimiter. Where the list certainly ends there, a
/// fix-it inserts the delimiter, and parsing goes on as if it were there.
@Suite("Missing closing delimiters")
struct DelimiterRecoveryTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var behaviour: String
        var requirement: String
        var expected: [String]
        var testDescription: String { behaviour }
    }

    /// Each requirement is line 2 of a protocol, followed by `func next()`.
    static let cases: [Case] = [
        Case(
            behaviour: "a parameter list at the end of its line",
            requirement: "    func store(_ store: Store, didSave item: Item",
            expected: [
                "2:50: error: expected ')' in parameter list",
                "  2:15: note: to match this opening '('",
            ]),
        Case(
            behaviour: "an empty parameter list", requirement: "    func reset(",
            expected: [
                "2:16: error: expected ')' in parameter list",
                "  2:15: note: to match this opening '('",
            ]),
        Case(
            behaviour: "a parameter list after a trailing comma",
            requirement: "    func reset(_ store: Store,",
            expected: [
                "2:31: error: expected ')' in parameter list",
                "  2:15: note: to match this opening '('",
            ]),
        Case(
            behaviour: "a parameter list after a function type",
            requirement: "    func run(_ work: @escaping (Int) -> Void",
            expected: [
                "2:45: error: expected ')' in parameter list",
                "  2:13: note: to match this opening '('",
            ]),
        Case(
            behaviour: "a generic argument list before a ')'",
            requirement: "    func load(_ items: Array<Int>, _ more: Array<Int)",
            expected: [
                "2:53: error: expected '>' to complete generic argument list",
                "  2:49: note: to match this opening '<'",
            ]),
        Case(
            behaviour: "a generic argument list and the parameter list, at the end of the line",
            requirement: "    func load(_ items: Array<Int",
            expected: [
                "2:33: error: expected '>' to complete generic argument list",
                "  2:29: note: to match this opening '<'",
                "2:33: error: expected ')' in parameter list",
                "  2:14: note: to match this opening '('",
            ]),
        Case(
            behaviour: "a generic parameter list before the parameters",
            requirement: "    func load<T(_ item: T)",
            expected: [
                "2:16: error: expected '>' to complete generic parameter list",
                "  2:14: note: to match this opening '<'",
            ]),
        Case(
            behaviour: "an array type", requirement: "    func load(_ items: [Int)",
            expected: [
                "2:28: error: expected ']' in array type",
                "  2:24: note: to match this opening '['",
            ]),
        Case(
            behaviour: "a dictionary type", requirement: "    func load(_ items: [String: Int)",
            expected: [
                "2:36: error: expected ']' in dictionary type",
                "  2:24: note: to match this opening '['",
            ]),
        Case(
            behaviour: "a tuple type in an array",
            requirement: "    func load(_ pairs: [(Int, Int])",
            expected: [
                "2:34: error: expected ')' in tuple type",
                "  2:25: note: to match this opening '('",
            ]),
        Case(
            behaviour: "a typed throws clause", requirement: "    func load() throws(LoadError",
            expected: [
                "2:33: error: expected ')' after thrown error type",
                "  2:23: note: to match this opening '('",
            ]),
        Case(
            behaviour: "the arguments of an attribute",
            requirement: "    @available(iOS 15, *\n    func load()",
            expected: [
                "2:25: error: expected ')' in 'available' attribute",
                "  2:15: note: to match this opening '('",
            ]),
    ]

    @Test(
        "a missing closing delimiter is reported after the last token, and its fix-it is the fix",
        arguments: cases)
    func missingDelimiter(_ testCase: Case) throws {
        let source = "protocol P {\n\(testCase.requirement)\n    func next()\n}\n"
        let (syntax, diagnostics) = FrontEnd.parse(source)
        #expect(FrontEnd.summaries(diagnostics) == testCase.expected)
        // Parsing went on as if the delimiter were there: the requirement is kept.
        #expect(syntax.protocols.first?.methods.count == 2)
        #expect(syntax.protocols.first?.methods.last?.name == "next")
        let fixed = FrontEnd.applyingFixIts(of: diagnostics, to: source)
        #expect(FrontEnd.parse(fixed).diagnostics.isEmpty, "\(fixed)")
    }

    @Test(
        "where a list could go on, the token that breaks it is reported, without a fix-it",
        arguments: [
            (
                "    func a(x: Int y: Int)",
                "2:19: error: expected ',' or ')' in the parameter list, found 'y'"
            ),
            (
                "    func a(x: Array<Int Int>)",
                "2:25: error: expected ',' or '>' in the generic argument list, found 'Int'"
            ),
            ("    func a(x: [Int Int])", "2:20: error: expected ']' in array type, found 'Int'"),
            (
                "    func a(x: (Int -> Int))",
                "2:20: error: expected ',' or ')' in the type, found '->'"
            ),
        ])
    func uncertainEnd(requirement: String, expected: String) {
        let (syntax, diagnostics) = FrontEnd.parse(
            "protocol P {\n\(requirement)\n    func next()\n}\n")
        #expect(FrontEnd.summaries(diagnostics).first == expected)
        #expect(diagnostics.allSatisfy { $0.fixIts.isEmpty })
        #expect(syntax.protocols.first?.methods.map(\.name) == ["next"])
    }

    @Test("a list over several lines whose labels are keywords is not taken for declarations")
    func keywordLabelsOnTheirOwnLines() {
        let (syntax, diagnostics) = FrontEnd.parse(
            """
            protocol P {
                func a(
                    _ x: Int,
                    optional: Bool,
                    protocol proto: Int,
                    import: (
                        public: Int,
                        static: Int
                    )
                )
            }
            """)
        #expect(diagnostics.isEmpty)
        #expect(
            syntax.protocols.first?.methods.first?.parameters.map(\.name) == [
                "x", "optional", "proto", "import",
            ])
    }

    @Test("a missing parameter list is reported at the end of the line, like Swift does")
    func missingParameterList() {
        #expect(
            FrontEnd.summaries(
                FrontEnd.parse("protocol P {\n    func a<T: Equatable\n    func b()\n}").diagnostics
            ) == [
                "2:24: error: expected '>' to complete generic parameter list",
                "  2:11: note: to match this opening '<'",
                "2:24: error: expected '(' to start the parameters of 'a', found the end of the line",
            ])
    }

    @Test("a missing type is reported at the end of the line, not read from the next one")
    func missingType() {
        let (syntax, diagnostics) = FrontEnd.parse(
            "protocol P {\n    func a(x:\n    func b()\n}")
        #expect(
            FrontEnd.summaries(diagnostics) == [
                "2:14: error: expected a type, found the end of the line"
            ])
        #expect(syntax.protocols.first?.methods.map(\.name) == ["b"])
    }

    // MARK: Braces

    @Test(
        "a protocol's missing '}' is reported at the end of the file, as Swift does",
        arguments: [
            ("protocol P {\n    func a()\n", "3:1", "}\n"),
            ("protocol P {\n    func a()", "2:13", "\n}\n"),
            ("protocol P {\n    func a()\n\n// The end.\n", "5:1", "}\n"),
        ])
    func missingBraceAtEndOfFile(source: String, location: String, insertion: String) throws {
        let diagnostics = FrontEnd.parse(source).diagnostics
        #expect(
            FrontEnd.summaries(diagnostics) == [
                "\(location): error: expected '}' in protocol 'P'",
                "  1:12: note: to match this opening '{'",
            ])
        let fixIt = try #require(diagnostics.first?.fixIts.first)
        #expect(fixIt.replacement == insertion)
        #expect(fixIt.range.start.offset == source.utf8.count)
        #expect(
            FrontEnd.parse(FrontEnd.applyingFixIts(of: diagnostics, to: source)).diagnostics.isEmpty
        )
    }

    @Test("a protocol's missing '}' is inserted before the next declaration and its documentation")
    func missingBraceBeforeNextDeclaration() throws {
        let source = """
            protocol A {
                func a()

            /// The second.
            @MainActor
            protocol B {
                func b()
            }
            extension B {}
            """
        let (syntax, diagnostics) = FrontEnd.parse(source)
        #expect(
            FrontEnd.summaries(diagnostics) == [
                "4:1: error: expected '}' in protocol 'A'",
                "  1:12: note: to match this opening '{'",
            ])
        #expect(syntax.protocols.map(\.name) == ["A", "B"])
        #expect(syntax.protocols.last?.documentation?.lines == [" The second."])
        let fixed = FrontEnd.applyingFixIts(of: diagnostics, to: source)
        #expect(fixed.contains("    func a()\n\n}\n\n/// The second.\n@MainActor\n"))
        #expect(FrontEnd.parse(fixed).diagnostics.isEmpty)
    }

    @Test("an extension starting a line ends a protocol that lacks its '}'")
    func extensionEndsProtocol() {
        let (syntax, diagnostics) = FrontEnd.parse(
            "protocol A {\n    func a()\nextension A {\n    func a() {}\n}\n")
        #expect(
            FrontEnd.summaries(diagnostics) == [
                "3:1: error: expected '}' in protocol 'A'",
                "  1:12: note: to match this opening '{'",
            ])
        #expect(syntax.extensions.map(\.name) == ["A"])
    }
}
