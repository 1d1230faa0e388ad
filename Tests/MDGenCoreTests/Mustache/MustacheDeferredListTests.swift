import Foundation
import Testing

@testable import MDGenCore

/// A deferred list (`DeferredList.swift`) computes its items only as a render reaches them;
/// whatever a template does with it, the text and every error must be what the same list
/// gives when it is in the context whole.
@Suite("Mustache deferred lists")
struct MustacheDeferredListTests {
    /// Counts calls from several threads.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }

    /// Renders `main` with `items` deferred, then with them in the context, on several
    /// threads and on one: the text, or the error's first diagnostic, of each way.
    func renderEachWay(
        _ templates: [String: String], items: [TemplateValue],
        context: [String: TemplateValue] = [:], counter: Counter = Counter()
    ) throws -> [String] {
        let named = Dictionary(
            uniqueKeysWithValues: try templates.map { name, text in
                (name, try parseMustache(text, name: name))
            })
        func render(deferred: Bool, inParallel: Bool) -> String {
            var members = context
            var deferredLists: [String: DeferredList] = [:]
            if deferred {
                deferredLists["items"] = DeferredList(count: items.count) { index in
                    counter.increment()
                    return .value(items[index])
                }
            } else {
                members["items"] = .list(items)
            }
            var renderer = MustacheRenderer(
                templates: named, context: .value(.object(members)), escaping: .none,
                missingPartials: .error, limits: .default, deferredLists: deferredLists)
            renderer.rendersListsInParallel = inParallel
            do {
                return try renderer.render(named["main"]!)
            } catch {
                return error.diagnostics.map {
                    "\($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0): \($0.message)"
                }.joined(separator: "\n")
            }
        }
        return [
            render(deferred: true, inParallel: true), render(deferred: true, inParallel: false),
            render(deferred: false, inParallel: true), render(deferred: false, inParallel: false),
        ]
    }

    static let templates = [
        "{{#items}}{{name}},{{/items}}",
        "{{^items}}none{{/items}}{{#items}}\n  {{>item}}\n{{/items}}",
        "{{items}}",
        "{{#items}}{{#items}}{{name}}{{/items}};{{/items}}",
        "{{#.items}}{{name}}{{/.items}}|{{#wrapper}}{{#.items}}x{{/.items}}{{/wrapper}}",
        "{{#wrapper}}{{#items}}{{name}}{{/items}}{{/wrapper}}",
        "{{#items.0}}a{{/items.0}}{{^items.name}}b{{/items.name}}",
        "{{>*items}}",
    ]

    @Test(arguments: templates, [0, 1, 2, 7, 40])
    func aDeferredListRendersAsTheListInTheContext(main: String, count: Int) throws {
        let items: [TemplateValue] = (0..<count).map { ["name": .string("n\($0)")] }
        let rendered = try renderEachWay(
            ["main": main, "item": "<{{name}}>"], items: items,
            context: ["wrapper": ["items": [["name": "hidden"]]]])
        #expect(Set(rendered).count == 1, "\(rendered)")
    }

    @Test func eachItemIsComputedOnceWhenTheListRendersInRuns() throws {
        let items: [TemplateValue] = (0..<40).map { ["name": .string("n\($0)")] }
        let counter = Counter()
        let rendered = try renderEachWay(
            ["main": "{{^items}}none{{/items}}{{#items}}{{name}}{{/items}}"], items: items,
            counter: counter)
        #expect(Set(rendered).count == 1)
        // The inverted section needs only the count; the section in runs, each item once.
        // The render on one thread computes them all once more.
        #expect(counter.count == 40 + 40)
    }

    @Test func anItemThatFailsIsTheErrorOneThreadReports() throws {
        var items: [TemplateValue] = Array(repeating: ["name": "fine"], count: 40)
        items[29] = ["name": ["a list"]]
        let rendered = try renderEachWay(["main": "{{#items}}\n{{name}}\n{{/items}}"], items: items)
        #expect(rendered[0] == "2:1: 'name' is a list, which has no text; render it with a section")
        #expect(Set(rendered).count == 1)
    }

    @Test func aGeneratedFileIsTheSameAsFromItsWholeContext() throws {
        let source = servicesSource(count: 40)
        let options = GeneratorOptions(sourceName: "Services.mdgen")
        let generated = try #require(Generator().generate(source, options: options).output)
        let context = try #require(Generator.context(for: source, options: options).context)
        var renderer = MustacheRenderer(
            templates: BuiltinTemplates.library.templates, context: .value(context),
            escaping: .none,
            missingPartials: .error, limits: .default)
        renderer.rendersListsInParallel = false
        let whole = try renderer.render(
            try #require(BuiltinTemplates.library.templates[Generator.rootTemplate]))
        #expect(generated.contains("final class Service39DelegateMulticast"))
        #expect(generated == whole)
    }
}
