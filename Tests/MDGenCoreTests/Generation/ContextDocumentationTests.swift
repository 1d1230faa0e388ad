import Foundation
import MDGenCore
import MDGenMustache
import MDGenSyntax
import Testing

/// The "Template context" section of `Documentation/Templates.md` is the template authors'
/// reference: every key the generator puts in the context must be named there, and every key
/// named there must be in the context's schema (`mdgen context --schema`).
@Suite("Documentation/Templates.md documents every template context key")
struct ContextDocumentationTests {
    static let reference = ReferenceTests.testsDirectory.deletingLastPathComponent()
        .appendingPathComponent("Documentation/Templates.md")

    /// Every key of every object in `value`, nested ones included.
    static func keys(of value: TemplateValue) -> Set<String> {
        switch value {
        case .object(let members):
            members.reduce(into: Set(members.keys)) { keys, member in
                keys.formUnion(Self.keys(of: member.value))
            }
        case .list(let items):
            items.reduce(into: Set()) { $0.formUnion(keys(of: $1)) }
        case .null, .bool, .number, .string:
            []
        }
    }

    /// The text between the "Template context" heading and the next `## `.
    static func contextReference() throws -> Substring {
        let text = try String(contentsOf: reference, encoding: .utf8)
        let start = try #require(text.range(of: "## Template context"))
        let rest = text[start.upperBound...]
        return rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
    }

    @Test(
        "each key of the fixtures' contexts is named in the documentation",
        arguments: ReferenceTests.fixtures)
    func everyKeyIsDocumented(fixture: String) throws {
        let path = ReferenceTests.fixturesDirectory.appendingPathComponent(fixture).path
        let source = SourceFile(
            path: fixture, text: try String(contentsOfFile: path, encoding: .utf8))
        let context = try #require(
            Generator.context(for: source, options: GeneratorOptions(sourceName: fixture)).context
        )
        let reference = try Self.contextReference()
        let undocumented = Self.keys(of: context).filter { key in
            !reference.contains("`\(key)`") && !reference.contains("\"\(key)\"")
        }
        #expect(
            undocumented.isEmpty,
            "keys missing from the Template context: \(undocumented.sorted())")
    }

    @Test func eachKeyOfTheSchemaIsNamedInTheDocumentation() throws {
        let reference = try Self.contextReference()
        let undocumented = Generator.contextShape.keys.filter { key in
            !reference.contains("`\(key)`") && !reference.contains("\"\(key)\"")
        }
        #expect(
            undocumented.isEmpty,
            "keys missing from the Template context: \(undocumented.sorted())")
    }

    @Test func eachKeyTheDocumentationNamesIsInTheSchema() throws {
        let paths = Generator.contextShape.kinds.keys.map { $0.replacing("[]", with: "") }
        let unknown = try Self.documentedKeys().filter { key in
            !paths.contains { $0 == key || $0.hasSuffix("." + key) }
        }
        #expect(unknown.isEmpty, "documented keys the context does not have: \(unknown)")
    }

    /// The names in code voice that read as keys (`name`, `locals.reply`) in the section, but
    /// not in a table's Example column nor a code block's fence, nor the literals `null`, `true`
    /// and `false`.
    static func documentedKeys() throws -> [String] {
        let literals: Set = ["null", "true", "false"]
        let lines = try contextReference().split(separator: "\n").filter { !$0.hasPrefix("```") }
        return lines.flatMap { line -> [String] in
            var cells = line.split(separator: "|", omittingEmptySubsequences: false)
            if line.hasPrefix("|"), cells.count == 5 {
                cells.remove(at: 2)
            }
            let pieces = cells.joined(separator: "|")
                .split(separator: "`", omittingEmptySubsequences: false)
            // Every second piece is in code voice.
            let quoted = pieces.indices.filter { $0 % 2 == 1 }.map { String(pieces[$0]) }
            return quoted.filter { isKeyPath($0) && !literals.contains($0) }
        }
    }

    /// Whether `text` is a dotted path of lower-camel-case names.
    static func isKeyPath(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            part.first?.isLowercase == true && part.allSatisfy { $0.isLetter || $0.isNumber }
        }
    }
}
