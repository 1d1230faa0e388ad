import Testing

@testable import MDGenLanguageServer

/// `mdgen lsp` as a subprocess: a session, and clients that misbehave.
struct EndToEndTests {
    static let uri = "file:///tmp/Kettle.mdgen"

    @Test func aSessionAnswersEveryRequestAndExitsWithZero() throws {
        // The error is in another protocol: hover still shows what the first one becomes.
        let text = """
            protocol KettleDelegate {
                func kettleDidBoil()
            }
            protocol TimerDelegate {
                @combine(al)
                func timerShouldRing() -> Bool
            }

            """
        let run = try ServerProcess.run(
            ["lsp"],
            input: Client.session([
                Client.open(Self.uri, text),
                Client.request(1, "textDocument/hover", Client.at(Self.uri, 1, 12)),
                Client.request(2, "textDocument/completion", Client.at(Self.uri, 4, 13)),
                Client.request(
                    3, "textDocument/documentSymbol", ["textDocument": ["uri": .string(Self.uri)]]),
            ]))
        #expect(run.status == 0 && !run.timedOut)
        #expect(run.response(0)?["result"]?["serverInfo"]?["name"] == "mdgen")
        #expect(run.diagnostics(of: Self.uri)?.first?["code"] == "InvalidCombine")
        #expect(
            run.response(1)?["result"]?["contents"]?["value"]?.string?.contains(
                "KettleDelegateMulticast") == true)
        #expect(run.response(2)?["result"]?["items"]?.array?.count == 5)
        #expect(run.response(3)?["result"]?.array?.count == 2)
        #expect(run.response(999_999)?["result"] == .null)
    }

    @Test func aClientThatGoesAwayEndsTheServer() throws {
        let input =
            MessageWriter.frame(Client.request(0, "initialize"))
            + Array("Content-Length: 50\r\n\r\n{".utf8)
        let run = try ServerProcess.run(["lsp"], input: input, timeout: 20)
        #expect(!run.timedOut)
        #expect(run.status == 1)
        #expect(run.response(0) != nil)
    }

    @Test func garbageBetweenMessagesCostsOnlyItself() throws {
        let input =
            Array("garbage\r\n\r\nContent-Length: nope\r\n\r\n".utf8)
            + Array("Content-Length: 3\r\n\r\n{{{".utf8)
            + Client.session([])
        let run = try ServerProcess.run(["lsp"], input: input, timeout: 20)
        #expect(run.status == 0 && !run.timedOut)
        #expect(run.messages.first?["error"]?["code"] == -32700)
        #expect(run.response(0) != nil)
        #expect(run.standardError.contains("mdgen lsp: dropped a header"))
    }

    @Test func optionsAreCheckedAsLintChecksThem() throws {
        let run = try ServerProcess.run(["lsp", "--raise", "Nonsense"], input: [])
        #expect(run.status == 64)
        let raised = try ServerProcess.run(
            ["lsp", "--raise", "ObjCAttributeDropped"],
            input: Client.session([Client.open(Self.uri, "protocol P {\n    @objc func f()\n}\n")]))
        #expect(raised.diagnostics(of: Self.uri)?.first?["severity"] == 1)
    }
}
