import Testing

@testable import MDGenMustache
@testable import MDGenSyntax

/// The parser reports declarations that cannot be requirements, each with its own reason,
/// and recovers so that one run reports every independent error.
@Suite("Parser errors and recovery")
struct RecoveryTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var behaviour: String
        var member: String
        var expected: String
        var testDescription: String { behaviour }
    }

    /// Each member is written on line 2 of a protocol, between two valid requirements.
    static let members: [Case] = [
        Case(
            behaviour: "a property requirement", member: "    var progress: Double { get }",
            expected:
                "2:5: error: property requirements are not supported: a multicast cannot combine stored values from many delegates; declare a method such as 'func value() -> T' with '@combine' instead"
        ),
        Case(
            behaviour: "an initializer", member: "    init(name: String)",
            expected:
                "2:5: error: initializer requirements are not supported: a multicast forwards calls to delegates that already exist"
        ),
        Case(
            behaviour: "a subscript", member: "    subscript(index: Int) -> Int { get }",
            expected:
                "2:5: error: subscript requirements are not supported: declare a method with '@combine' instead"
        ),
        Case(
            behaviour: "an associated type", member: "    associatedtype Item: Hashable",
            expected:
                "2:5: error: associated types are not supported: a multicast holds delegates of many types through one existential"
        ),
        Case(
            behaviour: "a type alias", member: "    typealias Handler = () -> Void",
            expected:
                "2:5: error: type aliases are not supported inside a protocol; declare them in Swift source"
        ),
        Case(
            behaviour: "a nested type", member: "    enum Kind { case a, b }",
            expected:
                "2:5: error: nested types are not supported; declare this 'enum' in Swift source"),
        Case(
            behaviour: "an operator", member: "    static func == (lhs: Self, rhs: Self) -> Bool",
            expected: "2:17: error: operator requirements are not supported in a delegate protocol"),
        Case(
            behaviour: "a requirement with a body", member: "    func a() { print(1) }",
            expected:
                "2:14: error: a protocol requirement cannot have a body; mark it 'optional' to give delegates a default"
        ),
        Case(
            behaviour: "two requirements on one line", member: "    func a() func b()",
            expected: "2:14: error: expected a line break after the requirement, found 'func'"),
        Case(
            behaviour: "a misspelled 'func'", member: "    fucn a()",
            expected: "2:5: error: unknown keyword 'fucn'; did you mean 'func'?"),
        Case(
            behaviour: "a misspelled 'optional'", member: "    optinal func a()",
            expected: "2:5: error: unknown keyword 'optinal'; did you mean 'optional'?"),
        Case(
            behaviour: "a forgotten 'func'", member: "    didFinish(_ task: Task)",
            expected: "2:5: error: expected 'func' before requirement 'didFinish'"),
        Case(
            behaviour: "attributes without a requirement", member: "    @objc optional;",
            expected: "2:19: error: expected 'func' after the attributes and modifiers, found ';'"),
        Case(
            behaviour: "a conditional compilation block, skipped whole",
            member: "    #if os(iOS)\n    func a()\n    #else\n    func b()\n    #endif",
            expected:
                "2:5: error: conditional compilation ('#if') is supported only around 'import' declarations at the top level of the file; write one .mdgen file per configuration, or put the '#if' around the code that uses the generated types"
        ),
        Case(
            behaviour: "a stray '#endif'", member: "    #endif",
            expected: "2:5: error: '#endif' without a matching '#if'"),
        Case(
            behaviour: "another compiler directive", member: "    #warning(\"later\")",
            expected: "2:5: error: compiler directive '#warning' is not supported in a .mdgen file"),
        Case(
            behaviour: "'rethrows'", member: "    func a(_ f: () throws -> Void) rethrows",
            expected:
                "2:36: error: 'rethrows' requirements are not supported: a multicast cannot forward the closure that decides it"
        ),
        Case(
            behaviour: "effects in the wrong order", member: "    func a() throws async",
            expected: "2:21: error: 'async' must precede 'throws'"),
        Case(
            behaviour: "a parameter without a type", member: "    func a(x)",
            expected: "2:13: error: expected ':' and a type after parameter 'x', found ')'"),
        Case(
            behaviour: "an attribute on a parameter's name",
            member: "    func a(@escaping x: () -> Void)",
            expected:
                "2:12: error: attributes such as '@escaping' belong to the parameter's type, after the colon"
        ),
        Case(
            behaviour: "an unclosed parameter list", member: "    func a(x: Int",
            expected: "2:18: error: expected ')' in parameter list"),
        Case(
            behaviour: "a missing comma between parameters", member: "    func a(x: Int y: Int)",
            expected: "2:19: error: expected ',' or ')' in the parameter list, found 'y'"),
        Case(
            behaviour: "a malformed generic parameter list", member: "    func a<T:>()",
            expected: "2:14: error: expected a type, found '>'"),
        Case(
            behaviour: "a malformed where clause", member: "    func a<T>(_ t: T) where T",
            expected: "3:5: error: expected ':' or '==' in the 'where' clause, found 'func'"),
        Case(
            behaviour: "an unclosed attribute", member: "    @available(iOS 13, *\n    func a()",
            expected: "2:25: error: expected ')' in 'available' attribute"),
    ]

    @Test(
        "a member that cannot be a requirement is reported once, and its neighbours parse",
        arguments: members)
    func unsupportedMember(_ testCase: Case) {
        let source =
            "protocol P {\n\(testCase.member)\n    func before()\n}\nprotocol Q {\n    func after()\n}"
        let (syntax, diagnostics) = FrontEnd.parse(source)
        #expect(
            FrontEnd.summaries(diagnostics).filter { !$0.hasPrefix("  ") } == [testCase.expected])
        #expect(syntax.protocols.map(\.name) == ["P", "Q"])
        #expect(syntax.protocols.first?.methods.last?.name == "before")
        #expect(syntax.protocols.last?.methods.map(\.name) == ["after"])
        #expect(!syntax.isComplete)
    }

    static let topLevel: [Case] = [
        Case(
            behaviour: "a misspelled 'protocol'", member: "protocl P {}",
            expected: "1:1: error: unknown declaration 'protocl'; did you mean 'protocol'?"),
        Case(
            behaviour: "a capitalised 'Protocol'", member: "Protocol P {}",
            expected: "1:1: error: unknown declaration 'Protocol'; did you mean 'protocol'?"),
        Case(
            behaviour: "Swift code that is not a protocol", member: "struct S {\n    var x: Int\n}",
            expected:
                "1:1: error: only 'import' and 'protocol' declarations can appear in a .mdgen file; declare this 'struct' in Swift source instead"
        ),
        Case(
            behaviour: "a stray closing brace", member: "}",
            expected: "1:1: error: unexpected '}' outside a protocol"),
        Case(
            behaviour: "a conditional compilation block around a protocol",
            member: "#if os(iOS)\nprotocol P {}\n#else\nprotocol Q {}\n#endif",
            expected:
                "1:1: error: conditional compilation ('#if') is supported only around 'import' declarations at the top level of the file; write one .mdgen file per configuration, or put the '#if' around the code that uses the generated types"
        ),
        Case(
            behaviour: "conditional imports without '#endif'",
            member: "#if canImport(UIKit)\nimport UIKit",
            expected: "3:1: error: expected '#endif' in conditional compilation block"),
        Case(
            behaviour: "a stray '#else'", member: "#else",
            expected: "1:1: error: '#else' without a matching '#if'"),
        Case(
            behaviour: "a stray '#elseif' with its condition", member: "#elseif os(iOS)",
            expected: "1:1: error: '#elseif' without a matching '#if'"),

        Case(
            behaviour: "a protocol without a body", member: "protocol P",
            expected: "2:1: error: expected '{' to start the body of protocol 'P', found 'protocol'"
        ),
        Case(
            behaviour: "a generic protocol", member: "protocol P<T> {}",
            expected:
                "1:11: error: protocols cannot have generic parameters; Swift uses 'associatedtype', which a multicast delegate does not support either"
        ),
        Case(
            behaviour: "an import without a module", member: "import 3",
            expected: "1:8: error: expected a module name after 'import', found '3'"),
    ]

    @Test(
        "a top-level declaration that is not an import or a protocol is reported, and the next one parses",
        arguments: topLevel)
    func unsupportedTopLevel(_ testCase: Case) {
        let (syntax, diagnostics) = FrontEnd.parse(testCase.member + "\nprotocol Next {}")
        #expect(
            FrontEnd.summaries(diagnostics).filter { !$0.hasPrefix("  ") } == [testCase.expected])
        #expect(syntax.protocols.last?.name == "Next")
    }

    @Test("several independent errors in one file are all reported, in the order of the text")
    func severalErrors() {
        let source = """
            import
            protocol A {
                var x: Int { get }
                func ok()
                init()
            }
            protocl B {}
            protocol C {
                func f(_ x: ) -> Int
                subscript(i: Int) -> Int { get }
            """
        #expect(
            FrontEnd.summaries(FrontEnd.parse(source).diagnostics) == [
                "1:7: error: expected a module name after 'import', found the end of the line",
                "3:5: error: property requirements are not supported: a multicast cannot combine stored values from many delegates; declare a method such as 'func value() -> T' with '@combine' instead",
                "5:5: error: initializer requirements are not supported: a multicast forwards calls to delegates that already exist",
                "7:1: error: unknown declaration 'protocl'; did you mean 'protocol'?",
                "9:17: error: expected a type, found ')'",
                "10:5: error: subscript requirements are not supported: declare a method with '@combine' instead",
                "10:37: error: expected '}' in protocol 'C'",
                "  8:12: note: to match this opening '{'",
            ])
    }

    @Test("a protocol missing its closing brace ends where the next declaration starts")
    func missingBraceBeforeNextProtocol() {
        let source = """
            protocol A {
                func a()

            @MainActor
            protocol B {
                func b()
            }
            import Foundation
            """
        let (syntax, diagnostics) = FrontEnd.parse(source)
        #expect(
            FrontEnd.summaries(diagnostics) == [
                "4:1: error: expected '}' in protocol 'A'",
                "  1:12: note: to match this opening '{'",
            ])
        #expect(syntax.protocols.map(\.name) == ["A", "B"])
        #expect(syntax.protocols.map { $0.methods.map(\.name) } == [["a"], ["b"]])
        #expect(syntax.protocols.last?.attributes.map(\.name) == ["MainActor"])
        #expect(syntax.imports.compactMap(\.declaration?.path) == [["Foundation"]])
    }

    @Test("a file that ends inside a comment or a string reports that, and nothing it hides")
    func truncatedInput() {
        #expect(
            FrontEnd.summaries(FrontEnd.parse("protocol P {\n    func a() /* TODO\n").diagnostics)
                == [
                    "2:14: error: unterminated '/*' comment: it runs to the end of the file"
                ])
        #expect(
            FrontEnd.summaries(
                FrontEnd.parse("@available(*, message: \"oops)\nprotocol P {}").diagnostics) == [
                    "1:24: error: unterminated string literal"
                ])
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)  // ContinuousClock
    @Test("random and hostile inputs always end, in time linear in their size")
    func alwaysEnds() {
        let fragments = [
            "protocol", "{", "}", "(", ")", "<", ">", "func", "@", "#if", "->", ":", ",", "x", "[",
            "]", "\n", "optional", "\"", "/*", "`", "?", "where", "==", "import", ".", "&", "...",
            "#endif", "#else", "#elseif", "canImport(", "||", "!", "extension",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let source = (0..<2_000).map { _ in fragments.randomElement(using: &generator)! }
                .joined(separator: " ")
            _ = FrontEnd.model(source)
        }
        // One token repeated a great many times: each must be consumed once.
        for fragment in fragments {
            let source = String(repeating: fragment + " ", count: 20_000)
            let started = ContinuousClock.now
            _ = FrontEnd.model(source)
            #expect(ContinuousClock.now - started < .seconds(10), "'\(fragment)' repeated")
        }
    }
}
