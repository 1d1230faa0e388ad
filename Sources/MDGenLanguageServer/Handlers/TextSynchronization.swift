/// `textDocument/didOpen`: the document is kept, and its diagnostics published.
enum DidOpen: NotificationHandler {
    static let method = "textDocument/didOpen"

    static func handle(_ params: JSON, server: inout LanguageServer) -> [JSON] {
        let item = params["textDocument"]
        guard let uri = item?["uri"]?.string, let text = item?["text"]?.string else {
            return []
        }
        return server.update(
            Document(uri: uri, version: item?["version"]?.int, text: Array(text.utf8)))
    }
}

/// `textDocument/didChange`: the changes are applied in order, and the diagnostics of the
/// result published.
enum DidChange: NotificationHandler {
    static let method = "textDocument/didChange"

    static func handle(_ params: JSON, server: inout LanguageServer) -> [JSON] {
        guard let uri = params["textDocument"]?["uri"]?.string,
            var document = server.documents[uri], let changes = params["contentChanges"]?.array
        else {
            return []
        }
        for change in changes {
            guard let changed = document.applying(change) else {
                return []
            }
            document = changed
        }
        document.version = params["textDocument"]?["version"]?.int
        return server.update(document)
    }
}

/// `textDocument/didClose`: the document is forgotten, and its diagnostics cleared, since
/// the server no longer follows its text.
enum DidClose: NotificationHandler {
    static let method = "textDocument/didClose"

    static func handle(_ params: JSON, server: inout LanguageServer) -> [JSON] {
        guard let uri = params["textDocument"]?["uri"]?.string,
            server.documents.removeValue(forKey: uri) != nil
        else {
            return []
        }
        return [PublishDiagnostics.notification(uri: uri, version: nil, diagnostics: [])]
    }
}
