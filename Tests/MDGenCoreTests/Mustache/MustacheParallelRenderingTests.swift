import Testing

@testable import MDGenCore

/// A long list renders on several threads (`MustacheRenderer+Parallel.swift`); the text, and
/// every error, must be byte for byte what one thread gives. Each test renders both ways.
@Suite("Mustache parallel rendering")
struct MustacheParallelRenderingTests {
    /// What rendering `main` gives with lists split across threads and on one thread: the
    /// text, or the error's first diagnostic as `path:line:column: message`.
    func renderBothWays(
        _ templates: [String: String], data: TemplateValue,
        limits: TemplateRenderingLimits = .default
    ) throws -> (parallel: String, sequential: String) {
        let named = Dictionary(
            uniqueKeysWithValues: try templates.map { name, text in
                (name, try parseMustache(text, name: name))
            })
        func render(inParallel: Bool) -> String {
            var renderer = MustacheRenderer(
                templates: named, context: .value(data), escaping: .none, missingPartials: .error,
                limits: limits)
            renderer.rendersListsInParallel = inParallel
            do {
                return try renderer.render(named["main"]!)
            } catch {
                return error.diagnostics.map {
                    "\($0.path ?? ""):\($0.range?.start.line ?? 0):"
                        + "\($0.range?.start.column ?? 0): \($0.message)"
                }.joined(separator: "\n")
            }
        }
        return (render(inParallel: true), render(inParallel: false))
    }

    /// A deterministic generator, so that a failing case can be run again.
    struct SplitMix {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// Pieces of an item's template: text with and without line endings, standalone and
    /// inline partials, sections that may render nothing, values that may be empty or start
    /// by ending the line.
    static let itemPieces = [
        "{{value}}", "x", "\n", "{{#flag}}y{{/flag}}", "  {{>inner}}\n", "{{^flag}}\n{{/flag}}",
        "\t{{>inner}}\n", "{{>inner}}", "{{#flag}}\n  {{>inner}}\n{{/flag}}", "{{! nothing }}",
    ]
    static let innerPieces = ["a\n", "b", "{{value}}\n", "", "\nc\n", "{{#flag}}d\n{{/flag}}"]
    static let mainForms = [
        "{{#items}}{{>item}}{{/items}}",
        "head\n  {{#items}}\n  {{>item}}\n  {{/items}}\ntail\n",
        "  {{>list}}\nend",
        "{{#items}}\n    {{>item}}\n{{/items}}",
    ]
    static let values = ["", "v", "\nw", "z\n", " ", "\r\nq"]

    @Test func randomTemplatesRenderTheSameTextOnEveryThreadCount() throws {
        var random = SplitMix(state: 14)
        for _ in 0..<300 {
            func template(from pieces: [String], count: Int) -> String {
                (0..<count).map { _ in pieces[random.next(pieces.count)] }.joined()
            }
            let templates = [
                "main": Self.mainForms[random.next(Self.mainForms.count)],
                "list": "{{#items}}\n  {{>item}}\n{{/items}}",
                "item": template(from: Self.itemPieces, count: 1 + random.next(5)),
                "inner": template(from: Self.innerPieces, count: 1 + random.next(3)),
            ]
            let count = [0, 1, 2, 3, 7, 33, 70][random.next(7)]
            let items: [TemplateValue] = (0..<count).map { _ in
                [
                    "value": .string(Self.values[random.next(Self.values.count)]),
                    "flag": .bool(random.next(2) == 0),
                ]
            }
            let rendered = try renderBothWays(templates, data: ["items": .list(items)])
            #expect(
                rendered.parallel == rendered.sequential,
                "templates \(templates.sorted { $0.key < $1.key }), \(count) items")
        }
    }

    @Test func anItemThatFailsIsTheErrorOneThreadReports() throws {
        var items: [TemplateValue] = Array(repeating: ["value": "fine"], count: 40)
        items[29] = ["value": ["a list"]]
        let rendered = try renderBothWays(
            ["main": "{{#items}}\n{{value}}\n{{/items}}"], data: ["items": .list(items)])
        #expect(
            rendered.parallel
                == "main.mustache:2:1: 'value' is a list, which has no text; render it with a "
                + "section")
        #expect(rendered.parallel == rendered.sequential)
    }

    @Test func runsThatEachStayWithinTheStepLimitButNotTogetherFailWhereOneThreadDoes() throws {
        let items: [TemplateValue] = Array(repeating: ["value": "v"], count: 64)
        let templates = ["main": "{{#items}}{{value}}{{value}}{{/items}}"]
        let limits = TemplateRenderingLimits(maximumSteps: 150)
        let rendered = try renderBothWays(templates, data: ["items": .list(items)], limits: limits)
        #expect(
            rendered.parallel.hasSuffix(
                "rendering took more than 150 steps; "
                    + "do partials fan out without end?"))
        #expect(rendered.parallel == rendered.sequential)
        // Both ways count the same steps: the smallest limit a render passes is the same.
        func smallestLimit(inParallel: Bool) throws -> Int? {
            try (150...300).first { steps in
                let rendered = try renderBothWays(
                    templates, data: ["items": .list(items)],
                    limits: TemplateRenderingLimits(maximumSteps: steps))
                return (inParallel ? rendered.parallel : rendered.sequential)
                    == String(repeating: "vv", count: 64)
            }
        }
        let smallest = try #require(try smallestLimit(inParallel: false))
        #expect(try smallestLimit(inParallel: true) == smallest)
        // Each item takes three steps, its two tags and its end.
        #expect(smallest > 64 * 3)
    }

    @Test func runsThatTogetherPassTheOutputLimitFailWhereOneThreadDoes() throws {
        let items: [TemplateValue] = Array(repeating: ["value": "0123456789"], count: 64)
        let templates = ["main": "{{#items}}\n{{value}}\n{{/items}}"]
        let rendered = try renderBothWays(
            templates, data: ["items": .list(items)],
            limits: TemplateRenderingLimits(maximumOutputBytes: 11 * 64 - 1))
        #expect(rendered.parallel.hasPrefix("main.mustache:1:1: rendering stopped"))
        #expect(rendered.parallel == rendered.sequential)
    }

    @Test func aGeneratedFileIsTheSameFromEveryThreadCount() throws {
        // The generator's own templates and context, on a file of many protocols.
        let source = servicesSource(count: 12)
        let (context, diagnostics) = Generator.context(
            for: source, options: GeneratorOptions(sourceName: "Services.mdgen"))
        #expect(diagnostics.isEmpty)
        func render(inParallel: Bool) throws -> String {
            var renderer = MustacheRenderer(
                templates: BuiltinTemplates.library.templates,
                context: .value(try #require(context)),
                escaping: .none, missingPartials: .error, limits: .default)
            renderer.rendersListsInParallel = inParallel
            return try renderer.render(
                try #require(BuiltinTemplates.library.templates[Generator.rootTemplate]))
        }
        let parallel = try render(inParallel: true)
        #expect(parallel.contains("final class Service11DelegateMulticast"))
        #expect(parallel == (try render(inParallel: false)))
    }

    /// Writes and line starts, split at every point: the second part written apart and
    /// appended gives the text and the owed indentation of all of them written in one output.
    @Test func anOutputWrittenApartAndAppendedIsTheOutputWrittenInOne() {
        enum Operation {
            case line(String)
            case write(String)
        }
        let operations: [[Operation]] = [
            [.line("  "), .write("a"), .write("\n"), .line("  "), .write("b")],
            [.write("x\n"), .line("\t"), .line("  "), .write("\ny"), .line(" ")],
            [.line(" "), .write(""), .write("\r\nz"), .line("  "), .write(""), .line(" ")],
            [.write("a"), .line("  "), .write("b\n"), .line(""), .write("c")],
        ]
        func apply(_ operations: ArraySlice<Operation>, to output: inout MustacheOutput) {
            for operation in operations {
                switch operation {
                case .line(let indentation): output.startLine(indentedBy: indentation)
                case .write(let text):
                    let written = output.write(text)
                    #expect(written)
                }
            }
        }
        for sequence in operations {
            var whole = MustacheOutput(byteLimit: 1000)
            apply(sequence[...], to: &whole)
            for split in 0...sequence.count {
                var first = MustacheOutput(byteLimit: 1000)
                var second = MustacheOutput(byteLimit: 1000)
                apply(sequence[..<split], to: &first)
                apply(sequence[split...], to: &second)
                let appended = first.append(second)
                // A line start owed at the end shows in the next text written.
                let written = (whole.write("!"), first.write("!"))
                #expect(appended && written.0 && written.1)
                #expect(first.text == whole.text, "split at \(split) of \(sequence)")
                whole = MustacheOutput(byteLimit: 1000)
                apply(sequence[...], to: &whole)
            }
        }
    }

    /// Appended outputs are kept as pieces of the text rather than copied; appending an
    /// output that has pieces of its own, and writing after it, still gives the one text.
    @Test func outputsAppendedInsideOthersAreTheOutputWrittenInOne() {
        let chunks = ["struct A {", "\n", "    let é = 1", "\n", "}", "\n", "// done", ""]
        var whole = MustacheOutput(byteLimit: 1000)
        for chunk in chunks {
            let written = whole.write(chunk)
            #expect(written)
        }
        for first in 0...chunks.count {
            for second in first...chunks.count {
                var parts = (0..<4).map { _ in MustacheOutput(byteLimit: 1000) }
                for (index, chunk) in chunks.enumerated() {
                    let part = index < first ? 0 : index < second ? 1 : 2
                    let written = parts[part].write(chunk)
                    #expect(written)
                }
                // (first + (second + third)), then more text after the pieces.
                let appended = (parts[1].append(parts[2]), parts[0].append(parts[1]))
                let written = (parts[0].write("!"), parts[3].write("!"))
                var expected = whole
                let appendedToWhole = expected.append(parts[3])
                #expect(appended.0 && appended.1 && written.0 && written.1 && appendedToWhole)
                #expect(parts[0].text == expected.text, "split at \(first), \(second)")
                #expect(parts[0].byteCount == expected.text.utf8.count)
            }
        }
    }
}
