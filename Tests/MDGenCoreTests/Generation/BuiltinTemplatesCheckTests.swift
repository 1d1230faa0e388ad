import MDGenCore
import MDGenMustache
import MDGenSyntax
import Testing

/// The built-in templates name only keys the context has, and the sample inputs reach every
/// one of their tags: proof that the samples cover every branch the templates take.
@Suite("The built-in templates pass the template check")
struct BuiltinTemplatesCheckTests {
    @Test func everySampleInputIsValid() {
        for (name, text) in TemplateSamples.sources {
            let diagnostics = Generator.model(of: SourceFile(path: name, text: text)).diagnostics
            #expect(diagnostics.filter { $0.severity != .note }.isEmpty, "\(name): \(diagnostics)")
        }
    }

    @Test func theBuiltinTemplatesHaveNoErrorAndEveryTagIsReached() {
        let result = Generator().checkTemplates()
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.unreachedTags.isEmpty, "\(result.unreachedTags.map(\.description))")
    }

    @Test func aMisspeltKeyInAnOverridingTemplateIsFound() throws {
        let custom = try MustacheTemplate(
            name: "dispatch",
            file: SourceFile(
                path: "dispatch.mustache",
                text: "{{<builtin/dispatch}}\n{{$dispatchPrologue}}log(\"{{fulName}}\")"
                    + "{{/dispatchPrologue}}\n{{/builtin/dispatch}}\n"))
        let result = Generator(templates: .builtin(overriddenBy: [custom])).checkTemplates()
        #expect(
            result.diagnostics.map(\.message) == [
                "'fulName' names no key of the context; did you mean 'fullName'?"
            ])
        #expect(result.diagnostics.first?.path == "dispatch.mustache")
    }
}
