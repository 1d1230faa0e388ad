import Testing

/// A pasted `extension` (typically the default implementations that go with a protocol) is
/// one error at its keyword, and its body, skipped whole, reports nothing.
@Suite("Extensions")
struct ExtensionTests {
    static let source = """
        protocol DownloadDelegate {
            optional func downloadDidFinish(_ download: Download)
        }

        @available(iOS 15, *)
        public extension DownloadDelegate where Self: Sendable {
            func downloadDidFinish(_ download: Download) {
                var progress: Double { 1 }
                #if DEBUG
                print("done")
                #endif
            }
            init() {}
        }

        extension Download.Task: Equatable {}
        """

    @Test("an extension parses into what it extends and where it is")
    func syntax() throws {
        let (syntax, diagnostics) = FrontEnd.parse(Self.source)
        #expect(diagnostics.isEmpty)
        #expect(syntax.extensions.map(\.name) == ["DownloadDelegate", "Download.Task"])
        let first = try #require(syntax.extensions.first)
        #expect(first.attributes.map(\.name) == ["available"])
        #expect(first.modifiers.map(\.name) == ["public"])
        #expect(FrontEnd.text(Self.source, at: first.keywordRange) == "extension")
        #expect(FrontEnd.text(Self.source, at: first.nameRange) == "DownloadDelegate")
        let text = try #require(FrontEnd.text(Self.source, at: first.range))
        #expect(text.hasPrefix("@available(iOS 15, *)\npublic extension"))
        #expect(text.hasSuffix("    init() {}\n}"))
        #expect(syntax.protocols.map(\.name) == ["DownloadDelegate"])
    }

    @Test("each extension is one error at its keyword and extended type, nothing from its body")
    func diagnostics() {
        #expect(
            FrontEnd.lint(Self.source) == [
                "6:8: error: an extension is not part of a .mdgen file: mdgen generates the default implementations of 'optional' requirements itself; make the requirements it implements 'optional' and remove this extension",
                "16:1: error: an extension is not part of a .mdgen file; declare this extension of 'Download.Task' in Swift source",
            ])
        let diagnostic = FrontEnd.model(Self.source).diagnostics.first
        #expect(FrontEnd.text(Self.source, at: diagnostic?.range) == "extension DownloadDelegate")
    }

    @Test("the fix-it for an extension of the file's protocol removes it whole")
    func removal() throws {
        let diagnostics = FrontEnd.model(Self.source).diagnostics
        let fixed = FrontEnd.applyingFixIts(of: Array(diagnostics.prefix(1)), to: Self.source)
        #expect(!fixed.contains("public extension"))
        #expect(FrontEnd.lint(fixed).count == 1)
    }

    static let pasted = """
        protocol CartDelegate {
            func cartDidChange(_ cart: Cart)
            func cartShouldCheckOut(_ cart: Cart) -> Bool
            func cart(_ cart: Cart, discountFor code: String) -> Discount?
            func cartDidEmpty(_ cart: Cart)
        }

        extension CartDelegate {
            func cartDidChange(_ cart: Cart) {}
            func cartShouldCheckOut(_ cart: Cart) -> Bool { false }
            func cart(_ cart: Cart, discountFor code: String) -> Discount? { nil }
        }
        """

    @Test("the fix-it makes the requirements the extension implements optional, and removes it")
    func optionalFixIt() throws {
        let diagnostics = FrontEnd.model(Self.pasted).diagnostics
        let extensionError = try #require(diagnostics.first { $0.name == .unsupportedDeclaration })
        #expect(
            extensionError.notes.map(\.message) == [
                "'cartShouldCheckOut(_:)' returns 'Bool' and its default is 'false': '@combine(any)' answers 'true' when any delegate does; review it, or choose 'all'",
                "'cart(_:discountFor:)' returns an optional: '@combine(first)' answers with the first delegate's non-nil answer; review it, or choose 'last' or 'collect'",
            ])
        var withoutNotes = extensionError
        withoutNotes.notes = []
        let fixed = FrontEnd.applyingFixIts(of: [withoutNotes], to: Self.pasted)
        #expect(
            fixed == """
                protocol CartDelegate {
                    optional func cartDidChange(_ cart: Cart)
                    optional func cartShouldCheckOut(_ cart: Cart) -> Bool
                    optional func cart(_ cart: Cart, discountFor code: String) -> Discount?
                    func cartDidEmpty(_ cart: Cart)
                }


                """)
        // With the notes' suggestions too, the file is valid.
        let reviewed = FrontEnd.applyingFixIts(of: [extensionError], to: Self.pasted)
        #expect(reviewed.contains("    @combine(any)\n    optional func cartShouldCheckOut"))
        #expect(FrontEnd.lint(reviewed) == [])
    }

    @Test("an extension without a closing brace is reported at the end of the file")
    func unterminated() {
        #expect(
            FrontEnd.lint("protocol P {}\nextension P {\n    func a() {}\n") == [
                "2:1: error: an extension is not part of a .mdgen file: mdgen generates the default implementations of 'optional' requirements itself; make the requirements it implements 'optional' and remove this extension",
                "4:1: error: expected '}' in extension",
                "  2:13: note: to match this opening '{'",
            ])
    }
}
