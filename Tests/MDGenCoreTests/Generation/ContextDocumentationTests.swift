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

    /// The text between the "Template context" heading and the next `## `.
    static func contextReference() throws -> Substring {
        let text = try String(contentsOf: reference, encoding: .utf8)
        let start = try #require(text.range(of: "## Template context"))
        let rest = text[start.upperBound...]
        return rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
    }

    /// The lines of each part of the reference that lists one level of the context, by the
    /// bold title that opens it: `**Protocol:**` is "Protocol". A part runs to the next title.
    static func parts() throws -> [String: [Substring]] {
        var parts: [String: [Substring]] = [:]
        var title: String?
        for line in try contextReference().split(separator: "\n") {
            if line.hasPrefix("**"), let end = line.dropFirst(2).firstRange(of: "**") {
                title = String(line[line.index(line.startIndex, offsetBy: 2)..<end.lowerBound])
                    .trimmingCharacters(in: CharacterSet(charactersIn: ":"))
            }
            if let title {
                parts[title, default: []].append(line)
            }
        }
        return parts
    }

    /// Where the reference must name the key at `path` (a path of `TemplateShape`) of the
    /// root template `template`: the part of its level; for a key nested in an object (or a
    /// list of objects) that has no part of its own, the key of that level that holds it
    /// (`entry`) and the key of the object it is in (`parent`).
    static func placement(of path: String, in template: String) -> (
        part: String, entry: String?, parent: String, key: String
    ) {
        let names = path.split(separator: ".").map { String($0.replacing("[]", with: "")) }
        var part = ["file": "File", "support": "Support"][template] ?? "Spies"
        var index = 0
        // Each key that opens a level with a part of its own, by the part it is in.
        let levels: [String: [String: String]] = [
            "File": ["inlineSupport": "Support", "protocols": "Protocol"],
            "Protocol": [
                "methods": "Method", "optionalMethods": "Method", "forwardedMethods": "Method",
            ],
            "Spies": ["spies": "Spy"],
            "Spy": ["calls": "Spy call"],
        ]
        while index < names.count - 1, let next = levels[part]?[names[index]] {
            part = next
            index += 1
        }
        let parent = names.count > 1 ? names[names.count - 2] : ""
        let entry = index == names.count - 1 ? nil : names[index]
        return (part, entry, parent, names[names.count - 1])
    }

    /// Whether the reference names the key at `path` where it lists its level's keys: in the
    /// first column of its part's table (or in its part's text, for a part without a table),
    /// or, for a key nested in an object, in the row of the key that holds the object, or in
    /// a row of the object's own key, to which another row may refer ("as for the protocol").
    static func isDocumented(_ path: String, in template: String) throws -> Bool {
        let (part, entry, parent, key) = placement(of: path, in: template)
        let parts = try parts()
        let lines = parts[part] ?? []
        let table = lines.filter { $0.hasPrefix("| `") }
        /// The rows whose first column names `name`.
        func rows(listing name: String, in rows: [Substring]) -> [Substring] {
            rows.filter { row in
                row.split(separator: "|").first?.contains("`\(name)`") == true
            }
        }
        let allRows = parts.values.joined().filter { $0.hasPrefix("| `") }
        // Every list of objects has them, as the protocol's table says.
        if key == "isFirst" || key == "isLast" {
            return !rows(listing: key, in: allRows).isEmpty
        }
        guard !table.isEmpty else {
            return lines.contains { $0.contains("`\(key)`") }
        }
        guard let entry else {
            return !rows(listing: key, in: table).isEmpty
        }
        var candidates = rows(listing: entry, in: table) + rows(listing: parent, in: allRows)
        // A row that says "as for the protocol" refers to the protocol's row of its keys.
        let protocolTable = (parts["Protocol"] ?? []).filter { $0.hasPrefix("| `") }
        for row in candidates where row.contains("as for the protocol") {
            let names = row.split(separator: "|").first?.split(separator: "`") ?? []
            for name in names.indices.filter({ $0 % 2 == 1 }).map({ String(names[$0]) }) {
                candidates += rows(listing: name, in: protocolTable)
            }
        }
        return candidates.contains { $0.contains("`\(key)`") || $0.contains("\"\(key)\"") }
    }

    /// The key paths of `shape` that the reference does not name where it should.
    static func undocumentedPaths(of shape: TemplateShape, in template: String) throws
        -> [String]
    {
        try shape.kinds.keys.filter { path in
            try !isDocumented(path, in: template)
        }.sorted()
    }

    @Test(
        "each key of the fixtures' contexts is named where the documentation lists its level",
        arguments: ReferenceTests.fixtures)
    func everyKeyIsDocumented(fixture: String) throws {
        let path = ReferenceTests.fixturesDirectory.appendingPathComponent(fixture).path
        let source = SourceFile(
            path: fixture, text: try String(contentsOfFile: path, encoding: .utf8))
        let context = try #require(
            Generator.context(for: source, options: GeneratorOptions(sourceName: fixture)).context
        )
        let undocumented = try Self.undocumentedPaths(of: TemplateShape([context]), in: "file")
        #expect(
            undocumented.isEmpty,
            "keys missing from their level in the Template context: \(undocumented)")
    }

    @Test("each key path of the schema is named where the documentation lists its level")
    func eachKeyOfTheSchemaIsNamedInTheDocumentation() throws {
        for (template, shape) in Generator.contextShapes {
            let undocumented = try Self.undocumentedPaths(of: shape, in: template)
            #expect(
                undocumented.isEmpty,
                "'\(template)': keys missing from their level in the Template context: \(undocumented)"
            )
        }
    }

    @Test func aKeyUnderTheWrongHeadingIsNotDocumented() throws {
        // `hasSeveralCalls` is a spy's key, listed in the spy's table, not in a call's.
        #expect(try Self.isDocumented("spies[].hasSeveralCalls", in: "spies"))
        #expect(!(try Self.isDocumented("spies[].calls[].hasSeveralCalls", in: "spies")))
        // A nested key is named in the row of the key that holds it.
        #expect(try Self.isDocumented("protocols[].methods[].combine.strategy", in: "file"))
        #expect(!(try Self.isDocumented("protocols[].methods[].locals.strategy", in: "file")))
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
