import Testing

@testable import MDGenMustache

/// A custom template can recurse or fan out without end; every render stays within its
/// limits on output, depth and steps, and ends with an error located at the tag where it
/// passed one.
@Suite("Mustache rendering limits")
struct MustacheRenderingLimitTests {
    /// The library of `templates`, each parsed from `name.mustache`.
    func library(_ templates: [String: String]) throws -> TemplateLibrary {
        TemplateLibrary(
            try templates.sorted { $0.key < $1.key }.map { try parseMustache($1, name: $0) })
    }

    /// The first diagnostic of the error rendering `name` throws, as
    /// `path:line:column: message`, and its notes the same way.
    func located(
        _ library: TemplateLibrary, rendering name: String = "main", with data: TemplateValue = [:],
        limits: TemplateRenderingLimits
    ) throws -> [String] {
        let error = try #require(throws: TemplateError.self) {
            try library.render(name, with: data, limits: limits)
        }
        let diagnostic = try #require(error.diagnostics.first)
        return ([diagnostic] + diagnostic.notes).map {
            "\($0.path ?? ""):\($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0): "
                + ($0.severity == .note ? "note: " : "") + $0.message
        }
    }

    @Test func theOutputMayReachItsLimitButNotPassIt() throws {
        let library = try library(["main": "head\n{{#xs}}0123456789{{/xs}}"])
        let data: TemplateValue = ["xs": .list(Array(repeating: true, count: 10))]
        let exact = try library.render(
            "main", with: data, limits: TemplateRenderingLimits(maximumOutputBytes: 105))
        #expect(exact.utf8.count == 105)
        #expect(
            try located(
                library, with: data, limits: TemplateRenderingLimits(maximumOutputBytes: 104))
                == [
                    "main.mustache:2:1: rendering stopped: the output would be longer than "
                        + "104 bytes; does a partial include itself without end?"
                ])
    }

    @Test func anInterpolationThatPassesTheOutputLimitIsTheTagLocated() throws {
        let library = try library([
            "main": "{{<frame}}{{$body}}\n  {{big}}\n{{/body}}{{/frame}}",
            "frame": "[\n  {{$body}}{{/body}}\n]",
        ])
        #expect(
            try located(
                library, with: ["big": .string(String(repeating: "x", count: 100))],
                limits: TemplateRenderingLimits(maximumOutputBytes: 50))
                == [
                    "main.mustache:2:3: rendering stopped: the output would be longer than "
                        + "50 bytes; does a partial include itself without end?"
                ])
    }

    @Test func exponentialFanOutStopsQuicklyAtTheOutputLimit() throws {
        // Forty levels of partials that each include the next twice would write 2^40 lines.
        // The limit is passed by line 61,681, an odd one: at level 39's first partial tag.
        var templates = ["main": "{{>level0}}", "level40": "a line of output\n"]
        for level in 0..<40 {
            templates["level\(level)"] = "{{>level\(level + 1)}}{{>level\(level + 1)}}"
        }
        let library = try library(templates)
        let clock = ContinuousClock()
        let start = clock.now
        let lines = try located(
            library, limits: TemplateRenderingLimits(maximumOutputBytes: 1 << 20))
        #expect(clock.now - start < .seconds(30))
        #expect(
            lines == [
                "level39.mustache:1:1: rendering stopped: the output would be longer than "
                    + "1048576 bytes; does a partial include itself without end?"
            ])
    }

    @Test func fanOutThatWritesNothingStopsAtTheStepLimit() throws {
        var templates = ["main": "{{>level0}}", "level40": "{{! nothing }}"]
        for level in 0..<40 {
            templates["level\(level)"] = "{{>level\(level + 1)}}{{>level\(level + 1)}}"
        }
        let lines = try located(
            try library(templates), limits: TemplateRenderingLimits(maximumSteps: 10_000))
        #expect(lines.count == 1)
        #expect(
            lines.first?.hasSuffix(
                ": rendering took more than 10000 steps; do partials fan out without end?")
                == true)
        #expect(lines.first?.hasPrefix("level") == true)
    }

    @Test func recursionMayGoAsDeepAsTheDepthLimitButNoDeeper() throws {
        let library = try library(["main": "({{#kids}}{{>main}}{{/kids}})"])
        func tree(depth: Int) -> TemplateValue {
            depth == 0 ? ["kids": []] : ["kids": [tree(depth: depth - 1)]]
        }
        let limits = TemplateRenderingLimits(maximumDepth: 3)
        #expect(try library.render("main", with: tree(depth: 3), limits: limits) == "(((())))")
        #expect(
            try located(library, with: tree(depth: 4), limits: limits) == [
                "main.mustache:1:11: partial 'main' is nested more than 3 deep; "
                    + "does it include itself without end?",
                "main.mustache:1:11: note: partial 'main' first entered here",
            ])
    }

    @Test func oneDepthLimitCountsPartialsAndParentsTogether() throws {
        let library = try library([
            "main": "{{>p}}", "p": "{{<q}}{{/q}}", "q": "line\n  {{>r}}\n", "r": "x",
        ])
        let limits = TemplateRenderingLimits(maximumDepth: 2)
        #expect(
            try located(library, limits: limits) == [
                "q.mustache:2:3: partial 'r' is nested more than 2 deep; "
                    + "does it include itself without end?"
            ])
        #expect(
            try library.render("main", with: nil, limits: TemplateRenderingLimits(maximumDepth: 3))
                == "line\n  x")
    }

    @Test func anInheritanceCycleIsALocatedErrorNotingWhereItStarts() throws {
        let library = try library([
            "main": "{{<a}}{{/a}}", "a": "{{<b}}{{/b}}", "b": "\n {{<a}}{{/a}}",
        ])
        #expect(
            try located(library, limits: .default) == [
                "b.mustache:2:2: parent 'a' is nested more than 100 deep; "
                    + "does it include itself without end?",
                "main.mustache:1:1: note: parent 'a' first entered here",
            ])
    }

    @Test func anArgumentThatContainsItsOwnBlockIsALocatedError() throws {
        let library = try library([
            "main": "{{<base}}{{$b}}[{{$b}}x{{/b}}]{{/b}}{{/base}}", "base": "<{{$b}}{{/b}}>",
        ])
        let lines = try located(library, limits: TemplateRenderingLimits(maximumDepth: 10))
        #expect(
            lines.first
                == "main.mustache:1:17: block 'b' is nested more than 10 deep; "
                + "does an argument of it contain the block itself?")
        #expect(lines.dropFirst().first == "main.mustache:1:17: note: block 'b' first entered here")
    }

    @Test func theDefaultLimitsAreDocumentedFigures() {
        let limits = TemplateRenderingLimits.default
        #expect(limits.maximumOutputBytes == 16 * 1024 * 1024)
        #expect(limits.maximumDepth == 100)
        #expect(limits.maximumSteps == 20_000_000)
    }
}
