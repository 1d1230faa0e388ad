import MDGenCore
import MDGenMustache
import MDGenSyntax
import Testing

/// The generated code keeps to the 100 columns of the repository's `.swift-format`, however
/// the names in it are chosen, and the context gives templates what they need to lay out lists.
@Suite("Generated layout")
struct LayoutTests {
    static func generate(_ text: String) throws -> String {
        let source = SourceFile(path: "P.mdgen", text: text)
        let generation = Generator().generate(
            source, options: GeneratorOptions(sourceName: "P.mdgen"))
        let (output, diagnostics) = (generation.output, generation.diagnostics)
        #expect(!diagnostics.containsErrors, "\(diagnostics)")
        return try #require(output)
    }

    @Test(
        "a call that just fits after 'if let answer = ' is wrapped when a parameter renames the local",
        arguments: [
            // 'answer' is taken: the local is 'delegateAnswer', 8 characters longer.
            "func look(answer: Int, bxxxxxxxxxxxxxxxxx: Int) -> Int?",
            "func look(axxxxxxxxxxxxxxxxxxxxxxxx: Int, bxxxxxxxxxxxxxxxxx: Int) -> Int?",
        ])
    func callsStayWithinTheLineLength(requirement: String) throws {
        let output = try Self.generate(
            "protocol P {\n    @combine(first)\n    \(requirement)\n}\n")
        let long = output.split(separator: "\n").filter { $0.count > 100 }.map(String.init)
        #expect(long.isEmpty, "lines over 100 columns: \(long)")
    }

    @Test("parameters are a list with isFirst and isLast, like every list of objects")
    func parametersArePositioned() throws {
        let source = SourceFile(
            path: "P.mdgen", text: "protocol P {\n    func f(a: Int, b: Int)\n}\n")
        let context = try #require(
            Generator.context(for: source, options: GeneratorOptions(sourceName: "P.mdgen"))
                .context)
        let method = try #require(first(context["protocols"])?["methods"]).flatMap(first)
        guard case .list(let parameters) = method?["parameters"] else {
            Issue.record("no parameters list in \(String(describing: method))")
            return
        }
        #expect(parameters.map { $0["isFirst"] } == [.bool(true), .bool(false)])
        #expect(parameters.map { $0["isLast"] } == [.bool(false), .bool(true)])
    }

    /// The first item of a list value.
    private func first(_ value: TemplateValue?) -> TemplateValue? {
        guard case .list(let items) = value else {
            return nil
        }
        return items.first
    }
}
