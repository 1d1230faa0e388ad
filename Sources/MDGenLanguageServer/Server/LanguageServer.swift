import MDGenSyntax

/// The language server's state and its dispatch: a message in, the messages to send out.
///
/// It does no I/O, so that the tests and the fuzzer drive it directly; ``Connection`` reads
/// and writes the standard streams for `mdgen lsp`. Each method is answered by a handler of
/// its own (see ``requestHandlers`` and ``notificationHandlers``); open documents are values
/// in ``documents``.
package struct LanguageServer: Sendable {
    /// Where the server is in the protocol's lifecycle.
    enum Lifecycle: Sendable {
        /// Waiting for `initialize`: requests are refused, notifications dropped.
        case starting
        /// Answering.
        case running
        /// After `shutdown`: only `exit` is left.
        case shutDown
    }

    let analyzer: Analyzer
    /// The version `initialize` reports.
    let version: String
    /// The page that explains each diagnostic name, in its section of the name.
    let diagnosticsPage: String
    var lifecycle = Lifecycle.starting
    /// The open documents, by URI.
    var documents: [String: Document] = [:]
    /// The process's exit status once `exit` arrived: 0 after `shutdown`, 1 without.
    package private(set) var exitStatus: Int32?

    /// Creates a server that analyses documents with `analyzer`, and links each diagnostic
    /// name to its section of `diagnosticsPage` (`…/Diagnostics.md`).
    package init(
        analyzer: @escaping Analyzer, version: String = "",
        diagnosticsPage: String = Self.defaultDiagnosticsPage
    ) {
        self.analyzer = analyzer
        self.version = version
        self.diagnosticsPage = diagnosticsPage
    }

    /// Where `Documentation/Diagnostics.md` is published: where the command line's links go.
    package static let defaultDiagnosticsPage = DiagnosticName.documentationPage

    /// The handlers of requests, by method.
    static let requestHandlers: [String: any RequestHandler.Type] = Dictionary(
        uniqueKeysWithValues: ([
            Initialize.self, Shutdown.self, CodeActions.self, Hover.self, Completion.self,
            DocumentSymbols.self, Definition.self,
        ] as [any RequestHandler.Type]).map { ($0.method, $0) })

    /// The handlers of notifications, by method.
    static let notificationHandlers: [String: any NotificationHandler.Type] = Dictionary(
        uniqueKeysWithValues: ([
            DidOpen.self, DidChange.self, DidClose.self,
        ] as [any NotificationHandler.Type]).map { ($0.method, $0) })

    /// Answers the content of one message: the responses and notifications to send back.
    /// Content that is not JSON gets a parse error, as JSON-RPC says.
    package mutating func receive(_ content: [UInt8]) -> [JSON] {
        do {
            return handle(try JSON(parsing: content))
        } catch {
            return [ResponseError.parseError.response(to: .null)]
        }
    }

    /// Answers one message.
    package mutating func handle(_ message: JSON) -> [JSON] {
        guard case .object = message else {
            return [
                ResponseError.invalidRequest("a message must be a JSON object").response(to: .null)
            ]
        }
        let id = message["id"]
        if let id, !Self.isValidID(id) {
            return [
                ResponseError.invalidRequest("an id must be a number or a string").response(
                    to: .null)
            ]
        }
        guard let method = message["method"]?.string else {
            // A response to a request of ours (the server sends none), or nonsense with an id.
            if let id, message["result"] == nil && message["error"] == nil {
                return [ResponseError.invalidRequest("a request needs a method").response(to: id)]
            }
            return []
        }
        let params = message["params"] ?? .null
        guard let id else {
            return notify(method, params)
        }
        do throws(ResponseError) {
            return [["jsonrpc": "2.0", "id": id, "result": try request(method, params)]]
        } catch {
            return [error.response(to: id)]
        }
    }

    private static func isValidID(_ id: JSON) -> Bool {
        switch id {
        case .number, .string: true
        default: false
        }
    }

    private mutating func request(_ method: String, _ params: JSON) throws(ResponseError) -> JSON {
        switch lifecycle {
        case .starting where method != Initialize.method:
            throw ResponseError(code: -32002, message: "the server is not initialized yet")
        case .running where method == Initialize.method:
            throw ResponseError.invalidRequest("the server is initialized already")
        case .shutDown:
            throw ResponseError.invalidRequest("the server is shut down")
        default:
            break
        }
        guard let handler = Self.requestHandlers[method] else {
            throw ResponseError(code: -32601, message: "unknown method '\(method)'")
        }
        return try handler.respond(to: params, server: &self)
    }

    private mutating func notify(_ method: String, _ params: JSON) -> [JSON] {
        if method == "exit" {
            exitStatus = lifecycle == .shutDown ? 0 : 1
            return []
        }
        guard lifecycle == .running, let handler = Self.notificationHandlers[method] else {
            // Before `initialize`, after `shutdown`, `initialized`, `$/…` and unknown ones:
            // the protocol says to drop them.
            return []
        }
        return handler.handle(params, server: &self)
    }

    /// The open document a request's `textDocument` names.
    func document(_ params: JSON) throws(ResponseError) -> Document {
        guard let uri = params["textDocument"]?["uri"]?.string else {
            throw ResponseError.invalidParams("missing textDocument.uri")
        }
        guard let document = documents[uri] else {
            throw ResponseError.invalidParams("'\(uri)' is not open")
        }
        return document
    }

    /// The position a request names.
    func position(_ params: JSON) throws(ResponseError) -> Position {
        guard let position = Position(params["position"]) else {
            throw ResponseError.invalidParams("missing position")
        }
        return position
    }
}

/// Answers one request method.
protocol RequestHandler: Sendable {
    /// The method, such as `textDocument/hover`.
    static var method: String { get }
    /// The result, or the error to answer with.
    static func respond(to params: JSON, server: inout LanguageServer) throws(ResponseError) -> JSON
}

/// Handles one notification method.
protocol NotificationHandler: Sendable {
    /// The method, such as `textDocument/didOpen`.
    static var method: String { get }
    /// The notifications to send in return.
    static func handle(_ params: JSON, server: inout LanguageServer) -> [JSON]
}

/// A JSON-RPC error response.
struct ResponseError: Error, Sendable {
    var code: Int
    var message: String

    static let parseError = ResponseError(code: -32700, message: "the message is not JSON")

    static func invalidRequest(_ message: String) -> ResponseError {
        ResponseError(code: -32600, message: message)
    }

    static func invalidParams(_ message: String) -> ResponseError {
        ResponseError(code: -32602, message: message)
    }

    func response(to id: JSON) -> JSON {
        ["jsonrpc": "2.0", "id": id, "error": ["code": .int(code), "message": .string(message)]]
    }
}
