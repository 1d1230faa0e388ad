import Foundation
import Testing

@testable import MDGenCore
@testable import MDGenModel
@testable import MDGenSyntax

/// Runs the front end's stages on text written in a test, as the file `Test.mdgen`.
enum FrontEnd {
    static func file(_ text: String) -> SourceFile {
        SourceFile(path: "Test.mdgen", text: text)
    }

    static func lex(_ text: String) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        Lexer.tokenize(file(text))
    }

    /// The tokens' texts, without the final `.end`.
    static func tokenTexts(_ text: String) -> [String] {
        lex(text).tokens.dropLast().map(\.text)
    }

    static func parse(_ text: String) -> (syntax: FileSyntax, diagnostics: [Diagnostic]) {
        Parser.parse(file(text))
    }

    /// Parses and validates, as `mdgen lint` does.
    static func model(_ text: String) -> (model: MulticastFile?, diagnostics: [Diagnostic]) {
        Generator.model(of: file(text))
    }

    /// The model of text that must be valid; records the diagnostics if it is not.
    static func validModel(
        _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> MulticastFile? {
        let (model, diagnostics) = model(text)
        #expect(
            !diagnostics.containsErrors, "\(summaries(diagnostics))", sourceLocation: sourceLocation
        )
        return model
    }

    /// The only protocol of text that must be valid.
    static func validProtocol(
        _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> DelegateProtocol? {
        validModel(text, sourceLocation: sourceLocation)?.protocols.first
    }

    /// The methods of the only protocol of text that must parse without errors.
    static func parsedMethods(
        _ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [MethodSyntax] {
        let (syntax, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty, "\(summaries(diagnostics))", sourceLocation: sourceLocation)
        return syntax.protocols.first?.methods ?? []
    }

    /// Each diagnostic as `line:column: severity: message`, notes indented below it: what
    /// a test compares when the source line and the caret add nothing.
    static func summaries(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.flatMap { diagnostic in
            [summary(diagnostic)] + diagnostic.notes.map { "  " + summary($0) }
        }
    }

    private static func summary(_ diagnostic: Diagnostic) -> String {
        let location = diagnostic.range.map { "\($0.start.line):\($0.start.column): " } ?? ""
        return location + diagnostic.severity.rawValue + ": " + diagnostic.message
    }

    /// The summaries of the diagnostics `mdgen lint` reports for text.
    static func lint(_ text: String) -> [String] {
        summaries(model(text).diagnostics)
    }

    /// `text` with the fix-its of `diagnostics` and their notes applied, the later ones first
    /// so that earlier offsets stay valid.
    static func applyingFixIts(of diagnostics: [Diagnostic], to text: String) -> String {
        var bytes = Array(text.utf8)
        let fixIts = (diagnostics + diagnostics.flatMap(\.notes)).flatMap(\.fixIts)
        for fixIt in fixIts.reversed().sorted(by: { $0.range.start > $1.range.start }) {
            bytes.replaceSubrange(
                fixIt.range.start.offset..<fixIt.range.end.offset,
                with: Array(fixIt.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text a range covers in `text`.
    static func text(_ text: String, at range: SourceRange?) -> String? {
        range.map { file(text).text(from: $0.start.offset, to: $0.end.offset) }
    }
}

/// The fixture files in `Tests/Fixtures`.
enum Fixtures {
    /// `Tests/Fixtures`, found from this file's path, so tests run from any directory.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Parser
        .deletingLastPathComponent()  // MDGenCoreTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures")

    /// The names, without extension, of the `.mdgen` files in a fixture folder, sorted.
    static func names(in folder: String) -> [String] {
        let url = directory.appendingPathComponent(folder)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return files.filter { $0.hasSuffix(".mdgen") }.map { String($0.dropLast(".mdgen".count)) }
            .sorted()
    }

    /// A fixture as a source file whose path is relative to `Tests/Fixtures`, as diagnostics
    /// show it: `Invalid/property.mdgen`.
    static func source(_ name: String, in folder: String) throws -> SourceFile {
        let relativePath = folder + "/" + name + ".mdgen"
        let data = try Data(contentsOf: directory.appendingPathComponent(relativePath))
        return SourceFile(path: relativePath, bytes: Array(data))
    }

    static func url(_ relativePath: String) -> URL {
        directory.appendingPathComponent(relativePath)
    }
}
