import Foundation
import Testing

@testable import MDGenCore
@testable import MDGenMustache

@Suite("Built-in templates")
struct BuiltinTemplatesTests {
    static let templatesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")

    @Test("the copy compiled into mdgen equals Templates/ (else run scripts/embed-templates.sh)")
    func embeddedCopyIsCurrent() throws {
        let names = try FileManager.default.contentsOfDirectory(
            atPath: Self.templatesDirectory.path
        )
        .filter { $0.hasSuffix(".mustache") }.sorted()
        let embedded = Dictionary(
            uniqueKeysWithValues: BuiltinTemplates.sources.map { ($0.name, $0.text) })
        #expect(embedded.keys.sorted() == names.map { String($0.dropLast(".mustache".count)) })
        for name in names {
            let text = try String(
                contentsOf: Self.templatesDirectory.appendingPathComponent(name), encoding: .utf8)
            #expect(
                embedded[String(name.dropLast(".mustache".count))] == text,
                "\(name) changed: run scripts/embed-templates.sh")
        }
    }

    @Test("every built-in template parses, and every partial it uses exists")
    func templatesAreValid() {
        #expect(TemplateLibrary.builtin.names.count == BuiltinTemplates.sources.count)
        #expect(TemplateLibrary.builtin.validate().isEmpty)
    }
}
