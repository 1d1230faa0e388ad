/// `initialize`: what the server can do.
enum Initialize: RequestHandler {
    static let method = "initialize"

    static func respond(to params: JSON, server: inout LanguageServer) throws(ResponseError) -> JSON
    {
        server.lifecycle = .running
        return [
            "capabilities": [
                // Positions count UTF-16 code units, the encoding every client supports.
                "positionEncoding": "utf-16",
                // Open and close, and incremental changes.
                "textDocumentSync": ["openClose": true, "change": 2],
                "hoverProvider": true,
                "completionProvider": ["triggerCharacters": ["@", "(", ",", ":"]],
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                "documentSymbolProvider": true,
                "definitionProvider": true,
            ],
            "serverInfo": ["name": "mdgen", "version": .string(server.version)],
        ]
    }
}

/// `shutdown`: nothing is left to do but `exit`.
enum Shutdown: RequestHandler {
    static let method = "shutdown"

    static func respond(to params: JSON, server: inout LanguageServer) throws(ResponseError) -> JSON
    {
        server.lifecycle = .shutDown
        server.documents = [:]
        return .null
    }
}
