import Testing

@testable import MDGenCore
@testable import MDGenMustache
@testable import MDGenSyntax

/// A custom template receives the whole context, exactly as `mdgen context` prints it: keys
/// that no built-in template reads included.
@Suite("The context custom templates receive")
struct CustomTemplateContextTests {
    static let source = SourceFile(
        path: "Transfer.mdgen",
        text: """
            protocol TransferDelegate: AnyObject {
                func transfer(_ id: Int, didSend bytes: inout Int)
                @combine(all)
                optional func shouldResume(after error: any Error) async throws -> Bool
            }
            """)
    static let options = GeneratorOptions(sourceName: "Transfer.mdgen")

    /// A `file` template that writes keys no built-in template reads.
    static let customFile = """
        {{#protocols}}{{#methods}}
        {{fullName}} optional={{isOptional}} async={{isAsync}} throws={{isThrowing}} \
        returns={{returnType}} strategy={{combine.strategy}}
        {{#parameters}}  {{label}} {{name}}: {{type}} inout={{isInout}}{{^isLast}},{{/isLast}}
        {{/parameters}}{{/methods}}{{/protocols}}
        """

    @Test func aCustomTemplateRendersTheContextThatMdgenContextPrints() throws {
        let file = try parseMustache(Self.customFile, name: "file")
        let generator = Generator(templates: TemplateLibrary([file]))
        let output = try #require(generator.generate(Self.source, options: Self.options).output)
        let context = try #require(Generator.context(for: Self.source, options: Self.options).0)
        let whole = try TemplateLibrary([file]).render("file", with: context, escaping: .none)
        #expect(output == whole)
        #expect(
            output == """

                transfer(_:didSend:) optional=false async=false throws=false returns= strategy=
                   id: Int inout=false,
                  didSend bytes: Int inout=true

                shouldResume(after:) optional=true async=true throws=true returns=Bool strategy=all
                  after error: any Error inout=false

                """)
    }

    @Test func theContextHasEveryKey() throws {
        let context = try #require(Generator.context(for: Self.source, options: Self.options).0)
        let method = try #require(
            context["protocols"].flatMap {
                if case .list(let protocols) = $0 { protocols.first } else { nil }
            }?["methods"].flatMap { if case .list(let methods) = $0 { methods.last } else { nil } })
        for key in ["parameters", "fullName", "isOptional", "isAsync", "isThrowing", "returnType"] {
            #expect(method[key] != nil, "\(key)")
        }
        #expect(method["combine"]?["strategy"] == "all")
    }
}
