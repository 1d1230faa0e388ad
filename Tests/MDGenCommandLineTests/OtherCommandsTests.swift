import Foundation
import Testing

/// `mdgen lint`, `mdgen context` and `mdgen templates`.
@Suite("mdgen lint, context and templates")
struct OtherCommandsTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
        try sandbox.write(Fixtures.kettle, to: "Kettle.mdgen")
    }

    @Test("lint: a valid file passes silently and nothing is written")
    func lintValid() throws {
        let run = try mdgen("lint", "Kettle.mdgen", in: sandbox)
        #expect(run.status == 0)
        #expect(run.standardOutput.isEmpty && run.standardError.isEmpty)
        #expect(try sandbox.list() == ["Kettle.mdgen"])
    }

    @Test("lint: errors are reported as path:line:column with the source line and a caret")
    func lintInvalid() throws {
        try sandbox.write(Fixtures.invalid, to: "Gauge.mdgen")
        let run = try mdgen("lint", "Kettle.mdgen", "Gauge.mdgen", in: sandbox)
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("Gauge.mdgen:2:5: error: "))
        #expect(lines[1] == "    var reading: Int { get }")
        #expect(lines[2] == "    ^~~")
    }

    @Test("lint: after the diagnostics, each name's documentation link, once per run")
    func lintDocumentationLinks() throws {
        try sandbox.write(Fixtures.invalid, to: "Gauge.mdgen")
        try sandbox.write(Fixtures.invalid, to: "Meter.mdgen")
        let run = try mdgen("lint", "Gauge.mdgen", "Meter.mdgen", in: sandbox)
        #expect(run.status == 1)
        let link =
            "[#UnsupportedRequirement]: <https://github.com/<owner>/mdgen/blob/main/"
            + "Documentation/Diagnostics.md#unsupportedrequirement>\n"
        #expect(run.standardError.hasSuffix(link), "\(run.standardError)")
        #expect(run.standardError.components(separatedBy: link).count == 2)
        #expect(run.standardError.components(separatedBy: "[#UnsupportedRequirement]\n").count == 3)
    }

    @Test("lint: --verbose names each file and whether it is valid")
    func lintVerbose() throws {
        let run = try mdgen("lint", "-", "--verbose", in: sandbox, input: Fixtures.doorbell)
        #expect(run.status == 0)
        #expect(run.standardError == "valid: <stdin>\n")
    }

    @Test("context: the template context as JSON on standard output")
    func context() throws {
        let run = try mdgen("context", "Kettle.mdgen", in: sandbox)
        #expect(run.status == 0, "\(run)")
        let json =
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let protocols = try #require(json?["protocols"] as? [[String: Any]])
        #expect(protocols.count == 1)
        #expect(protocols.first?["name"] as? String == "KettleDelegate")
    }

    @Test("context: with generate's options, what the templates receive under them")
    func contextWithGenerateOptions() throws {
        try sandbox.write(#"{ "events": true, "access": "public" }"#, to: "mdgen.json")
        let run = try mdgen(
            "context", "Kettle.mdgen", "--config", "mdgen.json", "--support", "file",
            "--source-locations", in: sandbox)
        #expect(run.status == 0, "\(run)")
        let json =
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let kettle = try #require((json?["protocols"] as? [[String: Any]])?.first)
        #expect(kettle["events"] is [String: Any])
        #expect(kettle["access"] as? String == "public ")
        #expect(json?["inlineSupport"] is NSNull)
        #expect(json?["hasSourceLocations"] as? Bool == true)
    }

    @Test("context: a directory of several files is a usage error; it takes one file")
    func contextOfSeveralFiles() throws {
        try sandbox.write(Fixtures.doorbell, to: "Doorbell.mdgen")
        let run = try mdgen("context", ".", in: sandbox)
        #expect(run.status == 64)
        #expect(
            run.standardError.hasPrefix("error: '.' holds 2 .mdgen files; give exactly one file\n"))
        #expect(run.standardOutput.isEmpty)
    }

    @Test("templates list names the built-in templates and their blocks; cat prints one")
    func templates() throws {
        let list = try mdgen("templates", "list", in: sandbox)
        #expect(list.status == 0)
        let lines = list.standardOutput.split(separator: "\n")
        let names = lines.map { $0.split(separator: " ").first ?? "" }
        #expect(names.contains("file"))
        #expect(
            lines.contains {
                $0.hasPrefix("dispatch ")
                    && $0.hasSuffix("blocks: dispatchDocumentation, dispatchPrologue, dispatchBody")
            })
        for name in names {
            let template = try mdgen("templates", "cat", String(name), in: sandbox)
            #expect(template.status == 0)
            #expect(!template.standardOutput.isEmpty)
        }
    }

    @Test("templates cat of an unknown name fails and suggests the closest one")
    func unknownTemplate() throws {
        let run = try mdgen("templates", "cat", "fil", in: sandbox)
        #expect(run.status == 1)
        #expect(
            run.standardError
                == "error: no built-in template named 'fil'; did you mean 'file'? (see 'mdgen templates list')\n"
        )
    }
}
