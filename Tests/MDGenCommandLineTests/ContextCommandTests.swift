import Foundation
import MDGenCore
import MDGenSyntax
import Testing

@testable import MDGenCommandLine
@testable import MDGenMustache

/// `mdgen context` prints what the templates receive: the same values, as JSON.
@Suite("mdgen context prints the values the templates see")
struct ContextCommandTests {
    /// A JSON value read back into a template value, with booleans and numbers kept apart.
    struct Decoded: Decodable {
        var value: TemplateValue

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                value = .null
            } else if let flag = try? container.decode(Bool.self) {
                value = .bool(flag)
            } else if let number = try? container.decode(Double.self) {
                value = .number(number)
            } else if let text = try? container.decode(String.self) {
                value = .string(text)
            } else if let items = try? container.decode([Decoded].self) {
                value = .list(items.map(\.value))
            } else {
                value = .object(try container.decode([String: Decoded].self).mapValues(\.value))
            }
        }
    }

    static func decode(_ json: String) throws -> TemplateValue {
        try JSONDecoder().decode(Decoded.self, from: Data(json.utf8)).value
    }

    @Test(
        "the printed JSON parses to the context the templates get",
        arguments: ReferenceFixtures.names)
    func outputMatchesTheContext(fixture: String) throws {
        let sandbox = try Sandbox()
        let text = try String(
            contentsOf: ReferenceFixtures.directory.appendingPathComponent(fixture),
            encoding: .utf8)
        try sandbox.write(text, to: fixture)
        let run = try mdgen("context", fixture, in: sandbox)
        #expect(run.status == 0, "\(run)")
        let expected = Generator.context(
            for: SourceFile(path: fixture, text: text),
            options: GeneratorOptions(sourceName: fixture)
        ).context
        #expect(try Self.decode(run.standardOutput) == expected)
    }

    @Test("numbers are written as templates write them")
    func numbers() throws {
        let value: TemplateValue = [
            "line": 12, "large": 1e15, "fraction": 0.5, "negative": -3, "huge": 1e300,
        ]
        let json = ContextCommand.json(value)
        #expect(try Self.decode(json) == value)
        let numbers = [
            ("line", 12.0), ("large", 1e15), ("fraction", 0.5), ("negative", -3), ("huge", 1e300),
        ]
        for (key, number) in numbers {
            let written = try #require(
                json.split(separator: "\n").first { $0.contains("\"\(key)\"") })
            let text = TemplateValue.number(number).interpolatedText ?? ""
            #expect(written.hasSuffix(" \(text)") || written.hasSuffix(" \(text),"), "\(written)")
        }
    }
}

/// The inputs of the reference outputs, which between them have every key of the context.
enum ReferenceFixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Generation")

    static var names: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".mdgen") }.sorted()
    }
}
