import Testing

@testable import MDGenCore

/// The generator leaves out the context keys that no template of its library names; custom
/// templates that name them get them, with the values `mdgen context` shows.
@Suite("Context keys the templates name")
struct ContextKeysTests {
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

    /// A `file` template that writes the keys no built-in template reads.
    static let customFile = """
        {{#protocols}}{{#methods}}
        {{fullName}} optional={{isOptional}} async={{isAsync}} throws={{isThrowing}} \
        returns={{returnType}} strategy={{combine.strategy}}
        {{#parameters}}  {{label}} {{name}}: {{type}} inout={{isInout}}{{^isLast}},{{/isLast}}
        {{/parameters}}{{/methods}}{{/protocols}}
        """

    @Test func theBuiltInTemplatesNameNoneOfTheLeftOutKeys() {
        let keys = ContextKeys(namedIn: .builtin)
        #expect(!keys.parameters && !keys.fullName && !keys.returnType && !keys.strategy)
        #expect(!keys.isOptional && !keys.isAsync && !keys.isThrowing)
    }

    @Test func aCustomTemplateThatNamesTheKeysGetsThem() throws {
        let file = try parseMustache(Self.customFile, name: "file")
        let generator = Generator(templates: TemplateLibrary([file]))
        #expect(generator.contextKeys.parameters && generator.contextKeys.strategy)
        let output = try #require(generator.generate(Self.source, options: Self.options).output)
        // The same template rendered with the whole context, as `mdgen context` gives it.
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

    @Test func theWholeContextHasEveryKey() throws {
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
