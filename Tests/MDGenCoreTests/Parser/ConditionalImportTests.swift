import Testing

@testable import MDGenCore
@testable import MDGenModel
@testable import MDGenSyntax

/// `#if` blocks that hold only imports are accepted at the top level and reach the generated
/// file as written; any other `#if`, and every malformed directive, is a located error.
@Suite("Conditional imports")
struct ConditionalImportTests {
    static let foundationXML = """
        #if canImport(FoundationXML)
        import FoundationXML
        #else
        import Foundation
        #endif
        """

    @Test("a block of imports parses into its clauses, conditions and imports")
    func clauses() throws {
        let source = Self.foundationXML + "\nprotocol P {}\n"
        let (syntax, diagnostics) = FrontEnd.parse(source)
        #expect(diagnostics.isEmpty)
        guard case .conditional(let block) = try #require(syntax.imports.first) else {
            Issue.record("not a conditional block: \(syntax.imports)")
            return
        }
        #expect(block.clauses.map(\.directive) == ["if", "else"])
        #expect(block.clauses.map(\.condition) == ["canImport(FoundationXML)", nil])
        #expect(
            block.clauses.map { $0.imports.compactMap(\.declaration?.path) } == [
                [["FoundationXML"]], [["Foundation"]],
            ])
        #expect(block.text(in: FrontEnd.file(source)) == Self.foundationXML)
        #expect(FrontEnd.text(source, at: block.range) == Self.foundationXML)
        #expect(FrontEnd.text(source, at: block.endifRange) == "#endif")
    }

    @Test("the model keeps a block as one import item, among plain imports, in source order")
    func modelItems() throws {
        let source = """
            import Dispatch
            #if os(Linux)
            import Glibc
            #endif
            @preconcurrency import Foundation
            \(Self.foundationXML)
            protocol P {}
            """
        let model = try #require(FrontEnd.validModel(source))
        #expect(
            model.imports == [
                "import Dispatch", "#if os(Linux)\nimport Glibc\n#endif",
                "@preconcurrency import Foundation", Self.foundationXML,
            ])
    }

    @Test(
        "a block's text keeps its lines' indentation and comments, without trailing whitespace",
        arguments: [
            (
                "#if os(iOS)   \n    import UIKit\t\n#else\r\n  // Anything else.\n  import Foundation \n#endif  // os(iOS)\n",
                "#if os(iOS)\n    import UIKit\n#else\n  // Anything else.\n  import Foundation\n#endif  // os(iOS)"
            ),
            (
                "#if DEBUG\nimport A\n#endif /* not kept */\n",
                "#if DEBUG\nimport A\n#endif"
            ),
            (
                "#if DEBUG\n#if os(Linux)\nimport A\n#elseif os(Windows)\nimport B\n#endif\n#endif\n",
                "#if DEBUG\n#if os(Linux)\nimport A\n#elseif os(Windows)\nimport B\n#endif\n#endif"
            ),
            ("#if DEBUG\n#endif\n", "#if DEBUG\n#endif"),
        ])
    func text(source: String, expected: String) throws {
        let model = try #require(FrontEnd.validModel(source + "protocol P {}\n"))
        #expect(model.imports == [expected])
    }

    @Test("a documentation comment after '#endif' stays with the protocol it documents")
    func documentationAfterEndif() throws {
        let model = try #require(
            FrontEnd.validModel("#if DEBUG\nimport A\n#endif /// Documented.\nprotocol P {}\n"))
        #expect(model.imports == ["#if DEBUG\nimport A\n#endif"])
        #expect(model.protocols.first?.documentation == [" Documented."])
    }

    @Test(
        "every condition form Swift accepts is accepted",
        arguments: [
            "canImport(UIKit)", "canImport(Foundation.NSURL, _version: 1.2)", "os(iOS)",
            "!os(Linux)", "os(iOS) || os(tvOS)", "os(macOS) && arch(arm64)",
            "targetEnvironment(simulator)", "targetEnvironment(macCatalyst)", "swift(>=5.9)",
            "swift(<6)", "compiler(>=6.0)", "hasFeature(StrictConcurrency)", "DEBUG", "true",
            "!(os(iOS) || os(tvOS)) && (arch(x86_64) || !DEBUG)", "_endian(little)",
        ])
    func conditions(condition: String) throws {
        let source = "#if \(condition)\nimport A\n#elseif !\(condition)\nimport B\n#endif\n"
        let model = try #require(FrontEnd.validModel(source + "protocol P {}\n"))
        #expect(model.imports == [String(source.dropLast())])
    }

    static let errors: [(source: String, expected: [String])] = [
        ("#if\nimport A\n#endif", ["1:4: error: expected a condition after '#if'"]),
        (
            "#if os(iOS) &&\nimport A\n#endif",
            ["1:15: error: expected a condition after '&&'"]
        ),
        (
            "#if os(iOS) import A\n#endif",
            ["1:13: error: extra tokens following conditional compilation directive"]
        ),
        (
            "#if os(iOS)\nimport A\n#endif import B",
            ["3:8: error: extra tokens following conditional compilation directive"]
        ),
        (
            "#if os(iOS) & os(tvOS)\nimport A\n#endif",
            ["1:13: error: expected '&&' or '||' between conditions, found '&'"]
        ),
        (
            "#if canimport(UIKit)\nimport UIKit\n#endif",
            ["1:5: error: unknown condition 'canimport'; did you mean 'canImport'?"]
        ),
        (
            "#if defined(A)\nimport A\n#endif",
            [
                "1:5: error: unknown condition 'defined'; '#if' can test 'os', 'arch', 'canImport', 'targetEnvironment', 'swift', 'compiler', 'hasFeature', 'hasAttribute', flags such as 'DEBUG', 'true' and 'false'"
            ]
        ),
        (
            "#if swift(5.9)\nimport A\n#endif",
            ["1:5: error: 'swift' needs a version comparison, as in 'swift(>=5.9)'"]
        ),
        ("#if os()\nimport A\n#endif", ["1:5: error: 'os' needs an argument, as in 'os(iOS)'"]),
        (
            "#if canImport(UIKit\nimport UIKit\n#endif",
            [
                "1:20: error: expected ')' in '#if' condition",
                "  1:14: note: to match this opening '('",
            ]
        ),
        (
            "#if 1\nimport A\n#endif",
            ["1:5: error: expected a condition after '#if', found '1'"]
        ),
        (
            "#if os(iOS)\nimport UIKit\n#else if os(macOS)\nimport AppKit\n#endif",
            [
                "3:1: error: unexpected 'if' keyword following '#else' conditional compilation directive; did you mean '#elseif'?"
            ]
        ),
        (
            "#if os(iOS)\nimport A\n#else\nimport B\n#elseif os(tvOS)\nimport C\n#endif",
            ["5:1: error: further conditions after '#else' are unreachable"]
        ),
        (
            "#if os(iOS)\nimport A struct\n#endif",
            ["2:10: error: expected a line break after the import, found 'struct'"]
        ),
        (
            "#if os(iOS)\nimport A\n",
            [
                "3:1: error: expected '#endif' in conditional compilation block",
                "  1:1: note: to match this opening '#if'",
            ]
        ),
        (
            "import Foundation\n#endif\n#else\n",
            [
                "2:1: error: '#endif' without a matching '#if'",
                "3:1: error: '#else' without a matching '#if'",
            ]
        ),
    ]

    @Test("a malformed directive is reported where it goes wrong", arguments: errors)
    func malformed(source: String, expected: [String]) {
        #expect(FrontEnd.summaries(FrontEnd.parse(source).diagnostics) == expected)
    }

    @Test("the fix-its of malformed directives are the fix", arguments: errors.indices)
    func fixIts(index: Int) {
        let (source, _) = Self.errors[index]
        let diagnostics = FrontEnd.parse(source).diagnostics
        let fixed = FrontEnd.applyingFixIts(of: diagnostics, to: source)
        let fixable = [5, 9, 11, 14]
        #expect(
            FrontEnd.parse(fixed).diagnostics.isEmpty == fixable.contains(index),
            "\(fixed)")
    }

    @Test("a block without '#endif' ends before the first declaration that is not an import")
    func unterminatedBeforeProtocol() throws {
        let source = "#if canImport(UIKit)\nimport UIKit\n\n/// P.\nprotocol P {\n    func a()\n}\n"
        let (syntax, diagnostics) = FrontEnd.parse(source)
        #expect(
            FrontEnd.summaries(diagnostics) == [
                "4:1: error: expected '#endif' in conditional compilation block",
                "  1:1: note: to match this opening '#if'",
            ])
        #expect(syntax.protocols.map(\.name) == ["P"])
        #expect(syntax.protocols.first?.documentation?.lines == [" P."])
        let fixed = FrontEnd.applyingFixIts(of: diagnostics, to: source)
        #expect(fixed.hasPrefix("#if canImport(UIKit)\nimport UIKit\n\n#endif\n\n/// P.\n"))
        #expect(FrontEnd.parse(fixed).diagnostics.isEmpty)
    }

    @Test(
        "a '#if' that holds anything but imports is one error, and what follows it parses",
        arguments: [
            "#if os(iOS)\nimport UIKit\nprotocol A {}\n#endif",
            "#if os(iOS)\nimport UIKit\n#else\n#if DEBUG\nstruct S {}\n#endif\n#endif",
            "#if os(iOS)\n#warning(\"iOS\")\n#endif",
        ])
    func unsupported(source: String) {
        let (syntax, diagnostics) = FrontEnd.parse(source + "\nprotocol Next {}\n")
        #expect(
            FrontEnd.summaries(diagnostics).last?.hasSuffix(
                "error: conditional compilation ('#if') is supported only around 'import' declarations at the top level of the file; write one .mdgen file per configuration, or put the '#if' around the code that uses the generated types"
            ) == true)
        #expect(syntax.protocols.map(\.name) == ["Next"])
        #expect(syntax.imports.isEmpty)
    }

    @Test("a '#if' inside a protocol is one error, up to its '#endif' or the protocol's '}'")
    func insideProtocol() {
        let source = "protocol P {\n    #if DEBUG\n    func a()\n}\nprotocol Q {\n    func b()\n}"
        let (syntax, diagnostics) = FrontEnd.parse(source)
        #expect(
            FrontEnd.summaries(diagnostics) == [
                "2:5: error: conditional compilation ('#if') is supported only around 'import' declarations at the top level of the file; write one .mdgen file per configuration, or put the '#if' around the code that uses the generated types",
                "4:1: error: expected '#endif' in conditional compilation block",
                "  2:5: note: to match this opening '#if'",
            ])
        #expect(syntax.protocols.map(\.name) == ["P", "Q"])
    }

    @Test("blocks and conditions nested deeper than the limit are one error, not a stack overflow")
    func deepNesting() {
        let depth = 100_000
        let blocks =
            String(repeating: "#if A\n", count: depth) + "import A\n"
            + String(repeating: "#endif\n", count: depth)
        #expect(
            FrontEnd.summaries(FrontEnd.parse(blocks).diagnostics) == [
                "66:1: error: conditional compilation blocks are nested too deeply"
            ])
        let condition =
            "#if " + String(repeating: "(", count: depth) + "A"
            + String(repeating: ")", count: depth)
            + "\nimport A\n#endif\n"
        #expect(
            FrontEnd.summaries(FrontEnd.parse(condition).diagnostics) == [
                "1:69: error: the condition is nested too deeply"
            ])
    }

    // MARK: Generation

    @Test("blocks follow the sorted plain imports, in source order, never deduplicated")
    func templateImports() {
        let file = MulticastFile(
            imports: [
                "#if os(Linux)\nimport Foundation\n#endif", "import Zebra", "import Foundation",
                "#if DEBUG\nimport Alpha\n#endif", "#if os(Linux)\nimport Foundation\n#endif",
            ], protocols: [])
        #expect(
            TemplateContext.sortedImports(file.imports) == [
                "import Foundation", "import Zebra", "#if os(Linux)\nimport Foundation\n#endif",
                "#if DEBUG\nimport Alpha\n#endif", "#if os(Linux)\nimport Foundation\n#endif",
            ])
    }

    @Test("the generated file holds the block as written, after the plain imports")
    func generated() throws {
        let source = SourceFile(
            path: "P.mdgen",
            text:
                "#if swift(>=6.0) && canImport(Synchronization)\n    import Synchronization\n#endif\n"
                + Self.foundationXML + "\nprotocol P {\n    func a()\n}\n")
        let output = try #require(
            Generator().generate(source, options: GeneratorOptions(sourceName: "P.mdgen")).output)
        #expect(
            output.contains(
                "import Foundation\n"
                    + "#if swift(>=6.0) && canImport(Synchronization)\n    import Synchronization\n#endif\n"
                    + Self.foundationXML + "\n"
                    + "#if canImport(Synchronization)\n    import Synchronization\n#endif\n\n"
                    + "/// Generated from P.mdgen:9.\n"
                    + "nonisolated protocol P"))
    }
}
