import Foundation
import Testing

/// `mdgen templates check <dir>` and `mdgen context --schema`.
@Suite("mdgen templates check and context --schema")
struct TemplatesCheckCommandTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
    }

    @Test("templates check: a one-block override naming real keys passes with a summary")
    func validOverride() throws {
        try sandbox.write(
            "{{<builtin/dispatch}}\n{{$dispatchPrologue}}log(\"{{fullName}}\"){{/dispatchPrologue}}\n"
                + "{{/builtin/dispatch}}\n", to: "Templates/dispatch.mustache")
        let run = try mdgen("templates", "check", "Templates", in: sandbox)
        #expect(run.status == 0, "\(run)")
        #expect(run.standardError.isEmpty)
        #expect(run.standardOutput.hasPrefix("the templates in 'Templates' name only keys"))
    }

    @Test("templates check: a tag no sample reaches is checked by name, and counted")
    func unreachedTag() throws {
        try sandbox.write(
            "{{^protocols}}{{sourceName}}{{/protocols}}\n", to: "Templates/file.mustache")
        let run = try mdgen("templates", "check", "Templates", in: sandbox)
        #expect(run.status == 0, "\(run)")
        #expect(
            run.standardOutput
                == "the templates in 'Templates' name only keys of the context "
                + "(no sample reached 1 of their tags: checked by name only)\n")
    }

    @Test("templates check: the custom template fixture passes")
    func customTemplateFixture() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("CustomTemplateFixtures/Templates")
        let run = try mdgen("templates", "check", directory.path, in: sandbox)
        #expect(run.status == 0, "\(run)")
    }

    @Test("templates check: a misspelt key fails at its tag, with the key meant")
    func misspeltKey() throws {
        try sandbox.write(
            "{{<builtin/dispatch}}\n{{$dispatchPrologue}}log(\"{{fulName}}\"){{/dispatchPrologue}}\n"
                + "{{/builtin/dispatch}}\n", to: "Templates/dispatch.mustache")
        let run = try mdgen("templates", "check", "Templates", in: sandbox)
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        let first = run.standardError.split(separator: "\n").first.map(String.init)
        #expect(
            first
                == "Templates/dispatch.mustache:2:27: error: 'fulName' names no key of the "
                + "context; did you mean 'fullName'? [#UnknownContextKey]")
    }

    @Test(
        "context --schema: each root template's key paths with their kinds, list items marked '[]'")
    func schema() throws {
        let run = try mdgen("context", "--schema", in: sandbox)
        #expect(run.status == 0, "\(run)")
        let sections = run.standardOutput.split(separator: "\n\n").map {
            $0.split(separator: "\n").map(String.init)
        }
        #expect(
            sections.map(\.first) == [
                "# The 'file' template", "# The 'spies' template", "# The 'support' template",
                "# The 'spySupport' template",
            ])
        let file = sections.first ?? []
        #expect(file.contains("protocols: list"))
        #expect(file.contains("protocols[].methods[].parameters[].label: string or null"))
        #expect(sections.dropFirst().first?.contains("spies[].calls[].name: string") == true)
        for section in sections {
            let paths = section.dropFirst().map { $0.prefix { $0 != ":" } }
            #expect(paths == paths.sorted())
        }
    }
}
