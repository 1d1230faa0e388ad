import MDGenSyntax
import Testing

@testable import MDGenLanguageServer

/// The protocol as the server speaks it, driven in process: the lifecycle, errors for what
/// is malformed, and the answers to each method.
struct LanguageServerTests {
    static let uri = "file:///work/Download.mdgen"

    static let download = """
        import Foundation

        /// Receives progress of a `Download`.
        public protocol DownloadDelegate {
            /// Bytes arrived.
            func download(_ download: Download, didReceive byteCount: Int)

            @combine(all)
            optional func downloadShouldRetry(_ download: Download) -> Bool
        }

        protocol UploadDelegate: DownloadDelegate {
            func uploadDidFinish()
        }

        """

    /// A server that has been initialized and has `text` open at ``uri``.
    private func server(opening text: String = download) -> LanguageServer {
        var server = LanguageServer(analyzer: Analysis.lint)
        _ = server.handle(Client.request(1, "initialize"))
        _ = server.handle(Client.open(Self.uri, text))
        return server
    }

    private func result(_ server: inout LanguageServer, _ method: String, _ params: JSON) -> JSON? {
        server.handle(Client.request(7, method, params)).first?["result"]
    }

    private func errorCode(_ messages: [JSON]) -> Int? {
        messages.first?["error"]?["code"]?.int
    }

    // MARK: Lifecycle and malformed messages

    @Test func requestsBeforeInitializeAreRefusedAndNotificationsDropped() {
        var server = LanguageServer(analyzer: Analysis.lint)
        #expect(errorCode(server.handle(Client.request(1, "textDocument/hover"))) == -32002)
        #expect(server.handle(Client.open(Self.uri, Self.download)).isEmpty)
        #expect(server.handle(Client.request(2, "initialize"))[0]["result"]?["capabilities"] != nil)
        #expect(errorCode(server.handle(Client.request(3, "initialize"))) == -32600)
    }

    @Test func unknownRequestsAreAnsweredAndUnknownNotificationsIgnored() {
        var server = server()
        #expect(errorCode(server.handle(Client.request(2, "workspace/symbol"))) == -32601)
        #expect(server.handle(Client.notification("$/cancelRequest", ["id": 2])).isEmpty)
        #expect(server.handle(Client.notification("workspace/didChangeConfiguration")).isEmpty)
    }

    @Test(arguments: [
        ("{", -32700), ("[1, 2]", -32600), ("\"text\"", -32600),
        ("{\"jsonrpc\": \"2.0\", \"id\": [1], \"method\": \"shutdown\"}", -32600),
        ("{\"jsonrpc\": \"2.0\", \"id\": 3}", -32600), ("\u{0}\u{FF}binary", -32700),
    ])
    func malformedMessagesGetTheirJSONRPCError(text: String, code: Int) {
        var server = server()
        #expect(errorCode(server.receive(Array(text.utf8))) == code)
        #expect(result(&server, "shutdown", .null) == .null)
    }

    @Test func requestsWithoutTheirParametersAreInvalid() {
        var server = server()
        #expect(errorCode(server.handle(Client.request(2, "textDocument/hover"))) == -32602)
        #expect(
            errorCode(
                server.handle(
                    Client.request(2, "textDocument/hover", Client.at("file:///closed.mdgen", 0, 0))
                )) == -32602)
    }

    @Test func exitEndsWithZeroOnlyAfterShutdown() {
        var orderly = server()
        _ = orderly.handle(Client.request(2, "shutdown"))
        #expect(errorCode(orderly.handle(Client.request(3, "textDocument/hover"))) == -32600)
        _ = orderly.handle(Client.notification("exit"))
        #expect(orderly.exitStatus == 0)

        var abrupt = server()
        _ = abrupt.handle(Client.notification("exit"))
        #expect(abrupt.exitStatus == 1)
    }

    // MARK: Documents and diagnostics

    @Test func incrementalChangesCountUTF16CodeUnits() throws {
        var server = server(opening: "// é 😀 x\nprotocol P {}\n")
        // `x` is at UTF-16 offset 8 on line 0: 3 for "// ", 2 for "é ", 3 for "😀 ".
        let messages = server.handle(
            Client.notification(
                "textDocument/didChange",
                [
                    "textDocument": ["uri": .string(Self.uri), "version": 2],
                    "contentChanges": [
                        [
                            "range": [
                                "start": ["line": 0, "character": 8],
                                "end": ["line": 0, "character": 9],
                            ],
                            "text": "y",
                        ],
                        [
                            "range": [
                                "start": ["line": 1, "character": 0],
                                "end": ["line": 1, "character": 8],
                            ], "text": "protcol",
                        ],
                    ],
                ]))
        let document = try #require(server.documents[Self.uri])
        #expect(document.source.text == "// é 😀 y\nprotcol P {}\n")
        let published = try #require(messages.first?["params"])
        #expect(published["version"]?.int == 2)
        #expect(published["diagnostics"]?.array?.first?["code"] == "UnknownKeyword")
    }

    @Test func positionsAfterAstralCharactersAreConvertedBothWays() {
        let file = SourceFile(path: "x", text: "a😀b\nzé")
        #expect(file.offset(of: Position(line: 0, character: 3)) == 5)
        #expect(file.position(of: 5) == Position(line: 0, character: 3))
        #expect(file.offset(of: Position(line: 1, character: 99)) == file.bytes.count)
        #expect(file.offset(of: Position(line: 9, character: 0)) == file.bytes.count)
        #expect(file.position(of: file.bytes.count) == Position(line: 1, character: 2))
    }

    @Test func closingADocumentClearsItsDiagnostics() {
        var server = server(opening: "protocl P {}\n")
        let messages = server.handle(
            Client.notification(
                "textDocument/didClose", ["textDocument": ["uri": .string(Self.uri)]]))
        #expect(messages.first?["params"]?["diagnostics"] == [])
        #expect(server.documents.isEmpty)
    }

    @Test func hugeAndBinaryDocumentsAreAnalysedWithoutTrouble() {
        let huge = String(repeating: "protocol P { func f() }\n", count: 20_000)
        var server = server(opening: huge)
        #expect(server.documents[Self.uri]?.analysis != nil)
        let binary = String(
            decoding: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7) }, as: UTF8.self)
        let messages = server.handle(Client.open("file:///binary.mdgen", binary))
        #expect(messages.first?["params"]?["diagnostics"]?.array?.isEmpty == false)
    }

    // MARK: Features

    @Test func aFixItIsAQuickFixThatEditsItsRange() throws {
        var server = server(opening: "protocol P {\n    @combine(al)\n    func f() -> Bool\n}\n")
        let actions = try #require(
            result(
                &server, "textDocument/codeAction",
                [
                    "textDocument": ["uri": .string(Self.uri)],
                    "range": [
                        "start": ["line": 1, "character": 14], "end": ["line": 1, "character": 14],
                    ],
                    "context": ["diagnostics": []],
                ])?.array)
        let action = try #require(actions.first)
        #expect(action["kind"] == "quickfix")
        #expect(action["title"] == "Replace 'al' with 'all'")
        #expect(
            action["edit"]?["changes"]?[Self.uri]
                == [
                    [
                        "range": [
                            "start": ["line": 1, "character": 13],
                            "end": ["line": 1, "character": 15],
                        ],
                        "newText": "all",
                    ]
                ])
    }

    @Test func hoverOnARequirementShowsWhatTheGeneratorMakesOfIt() throws {
        var server = server()
        let value = try #require(
            result(&server, "textDocument/hover", Client.at(Self.uri, 5, 12))?["contents"]?[
                "value"]?.string)
        #expect(
            value.contains(
                "In `DownloadDelegate`:\n```swift\n/// Bytes arrived.\nfunc download(_ download: Download, didReceive byteCount: Int)"
            ))
        #expect(value.contains("In `DownloadDelegateMulticast`:"))
        #expect(
            value.contains("public func download(_ download: Download, didReceive byteCount: Int)"))
        #expect(value.contains("In `DownloadDelegateSpy.Call`:\n```swift\n"))
        #expect(value.contains("case downloadDidReceive(download: Download, byteCount: Int)"))
        #expect(
            value.contains("var downloadDidReceiveCalls: [(download: Download, byteCount: Int)]"))
    }

    @Test func hoverOnAProtocolShowsItsMulticast() throws {
        var server = server()
        let value = try #require(
            result(&server, "textDocument/hover", Client.at(Self.uri, 3, 20))?["contents"]?[
                "value"]?.string)
        #expect(value.contains("final class DownloadDelegateMulticast: DownloadDelegate"))
        #expect(result(&server, "textDocument/hover", Client.at(Self.uri, 0, 3)) == .null)
    }

    @Test func hoverStillWorksBesideAProtocolWithAnError() throws {
        var server = server(
            opening: Self.download + "protocol Broken {\n    var x: Int { get }\n}\n")
        let value = try #require(
            result(&server, "textDocument/hover", Client.at(Self.uri, 5, 12))?["contents"]?[
                "value"]?.string)
        #expect(value.contains("In `DownloadDelegateMulticast`:"))
        let broken = try #require(
            result(&server, "textDocument/hover", Client.at(Self.uri, 14, 12))?["contents"]?[
                "value"]?.string)
        #expect(broken.contains("fix the errors"))
    }

    @Test(arguments: [
        ("    @", "combine"), ("    @combine(", "collect"), ("    @combine(fi", "first"),
        ("@multicast(", "storage"), ("@multicast(name: X, sto", "observers"),
        ("@multicast(storage: ", "strong"), ("@multicast(events:", "true"), ("    opt", "optional"),
    ])
    func completionOffersWhatFitsWhereTheCursorIs(line: String, expected: String) throws {
        var server = server(opening: line)
        let items = try #require(
            result(&server, "textDocument/completion", Client.at(Self.uri, 0, line.utf16.count))?[
                "items"]?.array)
        #expect(items.contains { $0["label"]?.string == expected }, "\(items)")
    }

    @Test func theOutlineListsProtocolsAndTheirRequirements() throws {
        var server = server()
        let symbols = try #require(
            result(
                &server, "textDocument/documentSymbol", ["textDocument": ["uri": .string(Self.uri)]]
            )?
            .array)
        #expect(symbols.map { $0["name"] } == ["DownloadDelegate", "UploadDelegate"])
        #expect(
            symbols[0]["children"]?.array?.map { $0["name"] }
                == ["download(_:didReceive:)", "downloadShouldRetry(_:)"])
    }

    @Test func definitionOfAParentProtocolIsItsDeclaration() {
        var server = server()
        let location = result(&server, "textDocument/definition", Client.at(Self.uri, 11, 30))
        #expect(location?["range"]?["start"] == ["line": 3, "character": 16])
        #expect(result(&server, "textDocument/definition", Client.at(Self.uri, 5, 35)) == .null)
    }
}
