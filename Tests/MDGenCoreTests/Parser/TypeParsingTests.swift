import Testing

@testable import MDGenSyntax

/// Every Swift type form a delegate method can use parses, and prints back as canonical
/// Swift: Swift's spacing, no redundant parentheses, parentheses where Swift needs them.
@Suite("Parsing and printing types")
struct TypeParsingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var written: String
        var canonical: String
        var testDescription: String { written }

        init(_ written: String, _ canonical: String? = nil) {
            self.written = written
            self.canonical = canonical ?? written
        }
    }

    static let cases: [Case] = [
        // Names: simple, qualified, generic, backticked.
        Case("Int"), Case("Swift.Int"), Case("Array<Int>"), Case("Dictionary<String, [Int]>"),
        Case("Result<Data, any Error>.Success"), Case("Foundation . URL", "Foundation.URL"),
        Case("`default`"), Case("Foo.`Type`"), Case("Self"), Case("Any"), Case("AnyObject"),
        // Contextual keywords name types as they are (a regression found by the fuzzer).
        Case("mutating"), Case("optional"), Case("[optional: mutating]"),
        // Optionals and implicitly unwrapped optionals.
        Case("Int?"), Case("Int!"), Case("Int??"), Case("[Int]?"), Case("Optional<Int>"),
        // Collections.
        Case("[Int]"), Case("[ String : Int ]", "[String: Int]"), Case("[[String: [Int?]]]?"),
        // Tuples, with and without labels; parentheses that change nothing are dropped.
        Case("()"), Case("(Int, String)"), Case("(a: Int, b: String)"), Case("(x: Int, String)"),
        Case("(Int)", "Int"), Case("((Int))?", "Int?"), Case("(  Int ,String )", "(Int, String)"),
        // Function types with effects and attributes.
        Case("() -> Void"), Case("(Int) -> String"), Case("(Int, String) async throws -> Bool"),
        Case("(Int) throws(MyError) -> Void"), Case("(Int)async->Void", "(Int) async -> Void"),
        Case("(_ value: Int) -> Void"), Case("(Int...) -> Void"),
        Case("@escaping (Int) -> Void"), Case("@escaping @Sendable () async -> Void"),
        Case("@MainActor @Sendable (Bool) -> Void"), Case("@convention(c) (Int32) -> Int32"),
        Case("@autoclosure () -> Bool"), Case("() -> () -> Void"), Case("((Int, Int)) -> Void"),
        Case("(() -> Void)?"), Case("((Int) -> Void)!"), Case("(inout Int) -> Void"),
        Case("() -> sending Int"), Case("[(Int) -> Void]"),
        // Existentials, opaque types, compositions, metatypes.
        Case("any Error"), Case("(any Error)?"), Case("some Collection<Int>"), Case("any P & Q"),
        Case("P & Q"), Case("any (P & Q)", "any P & Q"), Case("Int.Type"), Case("P.Protocol"),
        Case("(any P).Type"), Case("any P.Type"), Case("Int?.Type"), Case("[Int].Type"),
        // Parameter packs.
        Case("repeat each T"), Case("each T"),
    ]

    @Test("a type prints as canonical Swift", arguments: cases)
    func canonicalSpelling(_ testCase: Case) throws {
        let type = try #require(Parser.parseType(testCase.written))
        #expect(TypePrinter.print(type) == testCase.canonical)
    }

    @Test("a printed type parses back to a type that prints the same", arguments: cases)
    func roundTrip(_ testCase: Case) throws {
        let printed = TypePrinter.print(try #require(Parser.parseType(testCase.written)))
        let reparsed = try #require(Parser.parseType(printed))
        #expect(TypePrinter.print(reparsed) == printed)
    }

    @Test("the syntax tree says what the type is")
    func structure() throws {
        #expect(
            Parser.parseType("[String: Int]")
                == .dictionary(key: .name("String"), value: .name("Int")))
        #expect(Parser.parseType("Int?") == .optional(.name("Int")))
        #expect(
            Parser.parseType("any P & Q") == .existential(.composition([.name("P"), .name("Q")])))
        #expect(Parser.parseType("P.Protocol") == .metatype(.name("P"), isProtocol: true))
        let function = try #require(Parser.parseType("(_ x: Int) async throws -> Void"))
        guard case .function(let syntax) = function else {
            Issue.record("not a function type: \(function)")
            return
        }
        #expect(syntax.isAsync && syntax.throwsClause != nil)
        #expect(
            syntax.parameters.map(\.label) == ["_"] && syntax.parameters.map(\.secondName) == ["x"])
    }

    @Test(
        "what Void, Bool, Never and optionals are, whatever the spelling",
        arguments: [
            ("Void", true, false), ("()", true, false), ("Swift.Void", true, false),
            ("(())", true, false),
            ("Bool", false, true), ("Swift.Bool", false, true), ("(Bool)", false, true),
            ("Bool?", false, false),
        ])
    func classification(written: String, isVoid: Bool, isBool: Bool) throws {
        let type = try #require(Parser.parseType(written))
        #expect(type.isVoid == isVoid)
        #expect(type.isBool == isBool)
    }

    @Test(
        "optional types give their wrapped type",
        arguments: ["Int?", "Int!", "Optional<Int>", "(Int?)"])
    func optionalWrapped(written: String) throws {
        #expect(try #require(Parser.parseType(written)).optionalWrapped == .name("Int"))
    }

    @Test("Never is recognised")
    func never() throws {
        #expect(try #require(Parser.parseType("Swift.Never")).isNever)
    }

    @Test(
        "malformed types are reported where they go wrong",
        arguments: [
            ("func f(x: [Int)", "1:15: error: expected ']' in array type"),
            ("func f(x: [Int Int])", "1:16: error: expected ']' in array type, found 'Int'"),
            ("func f(x: Array<Int)", "1:20: error: expected '>' to complete generic argument list"),
            (
                "func f(x: Array<Int Int>)",
                "1:21: error: expected ',' or '>' in the generic argument list, found 'Int'"
            ),
            (
                "func f(x: (Int) async)",
                "1:22: error: expected '->' and a result type after the effects of the function type, found ')'"
            ),
            ("func f(x: Foo.)", "1:15: error: expected a type name after '.', found ')'"),
            ("func f(x: )", "1:11: error: expected a type, found ')'"),
            (
                "func f(x: P & any Q)",
                "1:15: error: 'any' goes before the whole composition: 'any A & B'"
            ),
        ])
    func malformed(method: String, expected: String) {
        let messages = FrontEnd.summaries(FrontEnd.parse("protocol P {\n\(method)\n}").diagnostics)
        #expect(
            messages.first
                == expected.replacingOccurrences(of: "1:", with: "2:", options: .anchored))
    }

    @Test(
        "types nested deeper than the limit are one error, not a stack overflow",
        arguments: [
            ("[", "]"), ("(", ")"), ("Array<", ">"), ("", "?"), ("", ".Type"), ("repeat ", ""),
        ])
    func deepNesting(open: String, close: String) {
        let depth = 100_000
        let type =
            String(repeating: open, count: depth) + "Int" + String(repeating: close, count: depth)
        let messages = FrontEnd.summaries(
            FrontEnd.parse("protocol P {\nfunc f(x: \(type))\n}").diagnostics)
        #expect(messages.count == 1)
        #expect(messages.first?.hasSuffix("error: the type is nested too deeply") == true)
    }

    @Test("types as deep as the limit still parse")
    func nestingWithinTheLimit() throws {
        let depth = Parser.maximumDepth - 1
        let type =
            String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
        #expect(TypePrinter.print(try #require(Parser.parseType(type))) == type)
    }

    @Test("exactly the reserved words are written in backticks")
    func reservedWordsAreEscaped() {
        for word in Identifier.reservedWords {
            #expect(Identifier.escaped(word) == "`\(word)`")
        }
        for name in [
            "Int", "URL", "Selfish", "AnyObject", "A", "ifx", "_", "é", "Protocol", "Type",
        ] {
            #expect(Identifier.escaped(name) == name)
        }
    }
}
