import Foundation
import Testing

@testable import MDGenCore

/// A large file parses in parts on all cores (`Parser+Parts.swift`); the syntax, and every
/// diagnostic, must be exactly what one parse of the whole file gives.
@Suite("Parsing a large file in parts")
struct ParserPartsTests {
    /// Every `.mdgen` fixture: the real-world protocols, the generation fixtures, and the
    /// invalid inputs, whose problems sit anywhere in a file.
    static func fixtureFiles() throws -> [SourceFile] {
        let folders = ["RealWorld", "Invalid", "Generation"]
        return try folders.flatMap { folder in
            try Fixtures.names(in: folder).map { try Fixtures.source($0, in: folder) }
        }
    }

    /// Declarations whose lines tempt a split: blank lines inside comments, strings,
    /// brackets and `#if` blocks, documentation and attributes apart from their declaration
    /// by a blank line, and a modifier alone on its line.
    static let trickyDeclarations = [
        "/// Told about downloads.\n\nprotocol Documented {\n    func a()\n}\n",
        "@MainActor\n\nprotocol Attributed {\n    func b()\n}\n",
        "public\n\nprotocol Modified {\n    func c()\n}\n",
        "/* A block comment\n\nprotocol Commented { func d() }\n\n*/\nprotocol AfterComment {\n    func e()\n}\n",
        "protocol Bracketed {\n    func f(\n\n        value: Int\n\n    )\n}\n",
        "#if canImport(UIKit)\nimport UIKit\n\nimport Foundation\n#endif\n",
        "protocol Deprecated {\n    @available(*, deprecated, message: \"use g() { // not a comment\")\n    func g()\n}\n",
        "extension Documented {\n}\n",
        "import Foundation\n",
    ]

    /// A file of `count` declarations: the tricky ones, and protocols in the shape of
    /// `mdgen-benchmarks`' synthetic input, each after a blank line.
    static func largeText(declarations count: Int) -> String {
        (0..<count).map { index in
            if index % 7 == 3 {
                return trickyDeclarations[index / 7 % trickyDeclarations.count]
                    .replacingOccurrences(of: "protocol ", with: "protocol P\(index)")
            }
            return """
                /// Service \(index).
                public protocol Service\(index)Delegate {
                    /// Started.
                    func service\(index)Step0(_ id: Int)

                    @combine(all)
                    optional func service\(index)Step1(_ id: Int) -> Bool

                    func service\(index)Step2(_ handler: @escaping @Sendable (Int) -> Void)
                }

                """
        }.joined(separator: "\n")
    }

    @Test func aLargeFileParsesInPartsAsWhole() throws {
        let file = SourceFile(path: "Large.mdgen", text: Self.largeText(declarations: 600))
        #expect(file.bytes.count >= Parser.minimumBytesToSplit)
        let whole = Parser.parseWhole(file)
        #expect(whole.diagnostics.isEmpty, "\(whole.diagnostics)")
        let boundaries = Parser.partBoundaries(in: file.bytes)
        // Only the synthetic protocols' lines qualify: the tricky declarations' inner lines
        // never do.
        #expect(boundaries.count > 400)
        let inParts = try #require(Parser.parseInParts(file))
        #expect(inParts == whole.syntax)
        #expect(inParts.protocols.count == whole.syntax.protocols.count)
        let parsed = Parser.parse(file)
        #expect(parsed.syntax == whole.syntax && parsed.diagnostics.isEmpty)
    }

    @Test func aLargeFileWithAProblemReportsWhatTheWholeParseReports() throws {
        var text = Self.largeText(declarations: 600)
        text += "\nprotocol Broken {\n    func late(_ value: Int\n}\n"
        let file = SourceFile(path: "Large.mdgen", text: text)
        let parsed = Parser.parse(file)
        let whole = Parser.parseWhole(file)
        #expect(!whole.diagnostics.isEmpty)
        #expect(parsed.diagnostics == whole.diagnostics)
        #expect(parsed.syntax == whole.syntax)
    }

    /// The scanner's boundaries are a convenience: any split at line starts whose parts all
    /// parse cleanly must give the whole file's syntax. Splits are drawn at random from every
    /// line start of each fixture and tricky declaration, joined with others.
    @Test func everyCleanSplitAtLineStartsGivesTheWholeSyntax() throws {
        var inputs = try Self.fixtureFiles()
        inputs.append(
            SourceFile(path: "Tricky.mdgen", text: Self.largeText(declarations: 60)))
        var random = MustacheParallelRenderingTests.SplitMix(state: 21)
        var cleanSplits = 0
        for file in inputs {
            let whole = Parser.parseWhole(file)
            let lineStarts = file.bytes.indices.dropFirst().filter {
                file.bytes[$0 - 1] == UInt8(ascii: "\n")
            }
            guard !lineStarts.isEmpty else { continue }
            for _ in 0..<40 {
                let starts = Set(
                    (0...random.next(6)).map { _ in
                        lineStarts[random.next(lineStarts.count)]
                    }
                ).sorted()
                let bounds = [0] + starts + [file.bytes.count]
                let parts = zip(bounds, bounds.dropFirst()).map { $0..<$1 }
                guard let joined = Parser.parse(file, inParts: parts) else { continue }
                #expect(whole.diagnostics.isEmpty, "\(file.path) split at \(starts)")
                #expect(joined == whole.syntax, "\(file.path) split at \(starts)")
                cleanSplits += 1
            }
        }
        // The test means something only if many splits parse cleanly.
        #expect(cleanSplits > 50)
    }

    @Test func boundariesAreOnlyWhereADeclarationCertainlyStarts() {
        let text = """
            import Foundation

            /// Documented.
            protocol A {

                func a()
            }
            // A plain comment, then a blank line.

            protocol B {}
            #if DEBUG

            protocol C {}
            #endif

            protocol D {
                @available(*, message: "{")

                func d()
            }

            @MainActor
            protocol E {}
            """
        let bytes = Array(text.utf8)
        let lines = Parser.partBoundaries(in: bytes).map { offset in
            bytes[..<offset].count { $0 == UInt8(ascii: "\n") } + 1
        }
        // `/// Documented.` (line 3), `protocol D` and `@MainActor` (line 22) start their
        // declarations; B follows a comment, C is in `#if`, and `func a()`/`func d()` are
        // in braces.
        #expect(lines == [3, 16, 22])
    }

    @Test func partsStartAtBoundariesNearEvenShares() {
        #expect(
            Parser.partRanges(of: 100, at: [10, 30, 55, 80], count: 4)
                == [0..<30, 30..<55, 55..<80, 80..<100])
        // Sparse boundaries give fewer parts; none gives one.
        #expect(Parser.partRanges(of: 100, at: [90], count: 4) == [0..<90, 90..<100])
        #expect(Parser.partRanges(of: 100, at: [], count: 4) == [0..<100])
    }
}
