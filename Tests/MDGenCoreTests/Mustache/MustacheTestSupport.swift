import Testing

@testable import MDGenMustache
@testable import MDGenSyntax

/// One behaviour of the Mustache spec, written as a template, its data and the text expected.
struct MustacheCase: Sendable, CustomTestStringConvertible {
    /// The behaviour the case pins down, shown as the test's name.
    var behaviour: String
    var template: String
    var data: TemplateValue = [:]
    /// Templates the case can include with `{{> name}}`.
    var partials: [String: String] = [:]
    var expected: String

    var testDescription: String { behaviour }
}

/// Renders a case's template, named `main`, with the spec's settings: HTML escaping and
/// missing partials rendering as empty text.
func renderMustacheCase(
    _ testCase: MustacheCase, escaping: TemplateEscaping = .html
) throws -> String {
    var templates = [try parseMustache(testCase.template, name: "main")]
    for (name, text) in testCase.partials.sorted(by: { $0.key < $1.key }) {
        templates.append(try parseMustache(text, name: name))
    }
    return try TemplateLibrary(templates).render(
        "main", with: testCase.data, escaping: escaping, missingPartials: .empty)
}

/// Parses `text` as the template `name`, read from `name.mustache`.
func parseMustache(_ text: String, name: String = "main") throws(TemplateError) -> MustacheTemplate
{
    try MustacheTemplate(name: name, file: SourceFile(path: "\(name).mustache", text: text))
}

/// The diagnostics parsing `text` reports, or none when it parses.
func mustacheDiagnostics(parsing text: String, name: String = "main") -> [Diagnostic] {
    do {
        _ = try parseMustache(text, name: name)
        return []
    } catch {
        return error.diagnostics
    }
}
