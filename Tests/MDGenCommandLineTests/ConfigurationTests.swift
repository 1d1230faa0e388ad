import MDGenModel
import MDGenSyntax
import Testing

@testable import MDGenCommandLine

/// `mdgen.json`: a target's options, and errors that point at the exact place in the file.
@Suite("Configuration file")
struct ConfigurationTests {
    /// Parses `json` as the file `Sources/App/mdgen.json`.
    func parse(_ json: String) -> (Configuration?, [Diagnostic]) {
        Configuration.parse(SourceFile(path: "Sources/App/mdgen.json", text: json))
    }

    /// Each diagnostic as `line:column: severity: message`.
    func located(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { diagnostic in
            let start = diagnostic.range?.start
            return
                "\(start?.line ?? 0):\(start?.column ?? 0): \(diagnostic.severity): \(diagnostic.message)"
        }
    }

    @Test("access and templates are read; templates is relative to the file")
    func validConfiguration() {
        let (configuration, diagnostics) = parse(
            #"{ "access": "public", "templates": "../Templates" }"#)
        #expect(diagnostics.isEmpty)
        #expect(
            configuration
                == Configuration(
                    accessLevel: .public, templatesDirectory: "Sources/App/../Templates"))
    }

    @Test(
        "sendable, events and observers set the target's @multicast defaults; by default they are off but sendable"
    )
    func multicastDefaults() {
        #expect(parse("{}").0?.defaults == MulticastDefaults())
        #expect(
            parse("{}").0?.defaults
                == MulticastDefaults(isSendable: true, hasEvents: false, hasObservers: false))
        let (configuration, diagnostics) = parse(
            #"{ "sendable": false, "events": true, "observers": true }"#)
        #expect(diagnostics.isEmpty)
        #expect(
            configuration?.defaults
                == MulticastDefaults(isSendable: false, hasEvents: true, hasObservers: true))
        #expect(
            located(parse(#"{ "events": "yes" }"#).1) == [
                "1:13: error: 'events' must be 'true' or 'false', not a string"
            ])
    }

    @Test("an absolute templates path stays as it is, and an empty object is valid")
    func absoluteTemplatesAndEmptyObject() {
        #expect(
            parse(#"{"templates": "/opt/templates"}"#).0?.templatesDirectory == "/opt/templates")
        #expect(parse("{}").0 == Configuration())
        #expect(parse(" \n{ }\n").1.isEmpty)
    }

    @Test("a string's escapes are decoded, including a surrogate pair")
    func stringEscapes() {
        let (configuration, diagnostics) = parse(#"{"templates": "/a\/b\\c\u00e9\ud83d\ude00\n"}"#)
        #expect(diagnostics.isEmpty)
        #expect(configuration?.templatesDirectory == "/a/b\\cé😀\n")
    }

    @Test(
        "mistakes are errors at the line and column of the offending key or value",
        arguments: [
            ("[]", "1:1: error: the configuration must be a JSON object"),
            (
                "{\n  \"access\": \"open\"\n}",
                "2:13: error: 'access' must be 'public', 'package' or 'internal', not 'open'"
            ),
            (
                "{\n  \"access\": 1\n}",
                "2:13: error: 'access' must be 'public', 'package' or 'internal', not a number"
            ),
            (
                "{\"templates\": \"\"}",
                "1:15: error: 'templates' must be a directory path, relative to this file"
            ),
            (
                "{\n  \"acess\": \"public\"\n}",
                "2:3: error: unknown option 'acess'; did you mean 'access'?"
            ),
            (
                "{\"colour\": 1}",
                "1:2: error: unknown option 'colour'; options are 'access', 'templates', 'sendable', 'events', 'observers', 'spies', 'raise', 'silence'"
            ),
            (
                "{\"access\": \"public\",\n \"access\": \"public\"}",
                "2:2: error: 'access' is given more than once"
            ),
            (
                "{\"templates\": \"a\\\"b\", \"\\u0061ccess\": \"open\"}",
                "1:38: error: 'access' must be 'public', 'package' or 'internal', not 'open'"
            ),
        ])
    func locatedErrors(json: String, expected: String) {
        let (configuration, diagnostics) = parse(json)
        #expect(configuration == nil)
        #expect(located(diagnostics) == [expected])
        #expect(diagnostics.allSatisfy { $0.path == "Sources/App/mdgen.json" })
    }

    @Test(
        "text that is not JSON is an error at the start of the file",
        arguments: [
            "", "{\"access\" \"public\"}", "{\"access\": \"public\"",
            "{\"access\": \"public\" \"templates\": \"t\"}", "{\"access\": \"\\u12\"}",
            "{\"access\": +1}", "{\"access\": tru}", "{} {}",
        ])
    func malformedJSON(json: String) {
        let (configuration, diagnostics) = parse(json)
        #expect(configuration == nil)
        #expect(located(diagnostics) == ["1:1: error: the configuration is not valid JSON"])
    }

    @Test("every wrong key is reported, not just the first")
    func severalErrors() {
        let (_, diagnostics) = parse("{\n\"access\": \"open\",\n\"template\": \"t\"\n}")
        #expect(
            located(diagnostics) == [
                "2:11: error: 'access' must be 'public', 'package' or 'internal', not 'open'",
                "3:1: error: unknown option 'template'; did you mean 'templates'?",
            ])
    }

    @Test(
        "valid JSON numbers, booleans and nesting are read, then rejected as values of the wrong kind"
    )
    func otherValues() {
        for json in [
            #"{"access": -0.5e+3}"#, #"{"access": true}"#, #"{"access": null}"#,
            #"{"access": {"a": [1, 2]}}"#,
        ] {
            #expect(
                located(parse(json).1).first?.contains(
                    "'access' must be 'public', 'package' or 'internal', not ") == true)
        }
    }

    @Test("deep nesting is an error, not a stack overflow")
    func deepNesting() {
        let json = #"{"access": "# + String(repeating: "[", count: 10_000)
        #expect(located(parse(json).1) == ["1:1: error: the configuration is not valid JSON"])
    }
}
