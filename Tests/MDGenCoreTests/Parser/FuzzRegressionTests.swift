import Foundation
import Testing

@testable import MDGenSyntax

/// The inputs the fuzzer once broke the front end with (Fuzz/Regressions/FrontEnd), and the
/// invariant they broke: every type the parser returns — even one it recovered after an
/// error — prints as Swift that parses back to itself, because the model builder prints
/// types of files with errors too, in its messages and its comparisons.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let regressions: [URL] = {
        let directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Regressions/FrontEnd")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().map { directory.appendingPathComponent($0) }
    }()

    @Test("the regression corpus is there")
    func corpusIsPresent() {
        #expect(Self.regressions.count >= 2)
    }

    @Test(
        "every type of a past fuzz finding prints as Swift that parses back to itself",
        arguments: regressions)
    func recoveredTypesRoundTrip(_ input: URL) throws {
        let file = SourceFile(
            path: input.lastPathComponent, bytes: Array(try Data(contentsOf: input)))
        let (syntax, _) = Parser.parse(file)
        for type in syntax.types {
            let printed = TypePrinter.print(type)
            let reparsed = try #require(Parser.parseType(printed), "'\(printed)' does not parse")
            #expect(TypePrinter.print(reparsed) == printed)
        }
    }

    @Test("a type attribute whose arguments never close is reported and left out of the type")
    func unclosedTypeAttribute() throws {
        let (syntax, diagnostics) = FrontEnd.parse("protocol r{func e(y:t,n:@n((\n@ P")
        let parameters = try #require(syntax.protocols.first?.methods.first?.parameters)
        #expect(parameters.map { TypePrinter.print($0.type) } == ["t", "P"])
        #expect(diagnostics.contains { $0.message == "expected ')' in 'n' attribute" })
    }

    @Test("a type attribute whose arguments close stays part of the type")
    func closedTypeAttribute() throws {
        let (syntax, diagnostics) = FrontEnd.parse(
            "protocol P { func f(_ c: @convention(c) (Int32) -> Int32) }")
        #expect(diagnostics.isEmpty)
        let parameter = try #require(syntax.protocols.first?.methods.first?.parameters.first)
        #expect(TypePrinter.print(parameter.type) == "@convention(c) (Int32) -> Int32")
    }
}
