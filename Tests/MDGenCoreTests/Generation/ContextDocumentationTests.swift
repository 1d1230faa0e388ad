import Foundation
import MDGenCore
import MDGenMustache
import MDGenSyntax
import Testing

/// The "Template context" section of `Documentation/Templates.md` is the template authors'
/// reference: every key the generator puts in the context must be named there.
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
}
