import MDGenSyntax

extension LanguageServer {
    /// Keeps `document`, analysed, and returns the notifications that publish its
    /// diagnostics and those of the other files they involve (the target's `mdgen.json`).
    mutating func update(_ document: Document) -> [JSON] {
        var document = document
        let analysis = analyzer(document.source)
        document.analysis = analysis
        documents[document.uri] = document
        var files = [document.source.path: document.source]
        for file in analysis.otherFiles {
            files[file.path] = file
        }
        var notifications = [
            PublishDiagnostics.notification(
                uri: document.uri, version: document.version,
                diagnostics: analysis.diagnostics.filter {
                    $0.path == nil || $0.path == document.source.path
                }.map { lspDiagnostic($0, uri: document.uri, files: files) })
        ]
        for file in analysis.otherFiles where file.path != document.source.path {
            let uri = DocumentURI.uri(of: file.path)
            notifications.append(
                PublishDiagnostics.notification(
                    uri: uri, version: nil,
                    diagnostics: analysis.diagnostics.filter { $0.path == file.path }.map {
                        lspDiagnostic($0, uri: uri, files: files)
                    }))
        }
        return notifications
    }

    /// `diagnostic` as LSP writes one: its range in UTF-16 positions, its severity, its name
    /// as `code` with a link to the name's section of the diagnostics page, its message as
    /// `mdgen lint` prints it (without the name), and its notes as related information.
    func lspDiagnostic(_ diagnostic: Diagnostic, uri: String, files: [String: SourceFile]) -> JSON {
        let file = diagnostic.path.flatMap { files[$0] }
        var result: [String: JSON] = [
            "range": file?.lspRange(diagnostic.range).json ?? Self.emptyRange,
            "severity": .int(Self.severity(diagnostic.severity)),
            "source": "mdgen",
            "message": .string(diagnostic.message),
        ]
        if let name = diagnostic.name {
            result["code"] = .string(name.rawValue)
            result["codeDescription"] = [
                "href": .string(diagnosticsPage + "#" + name.rawValue.lowercased())
            ]
        }
        if !diagnostic.notes.isEmpty {
            result["relatedInformation"] = .array(
                diagnostic.notes.map { note in
                    let noteFile = note.path.flatMap { files[$0] }
                    return [
                        "location": [
                            "uri": .string(
                                note.path == diagnostic.path
                                    ? uri : note.path.map(DocumentURI.uri(of:)) ?? uri),
                            "range": noteFile?.lspRange(note.range).json ?? Self.emptyRange,
                        ],
                        "message": .string(note.message),
                    ]
                })
        }
        return .object(result)
    }

    static let emptyRange: JSON = LSPRange(
        start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)
    ).json

    static func severity(_ severity: Diagnostic.Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}

/// `textDocument/publishDiagnostics`, which the server sends.
enum PublishDiagnostics {
    static let method = "textDocument/publishDiagnostics"

    static func notification(uri: String, version: Int?, diagnostics: [JSON]) -> JSON {
        var params: [String: JSON] = ["uri": .string(uri), "diagnostics": .array(diagnostics)]
        if let version {
            params["version"] = .int(version)
        }
        return ["jsonrpc": "2.0", "method": .string(method), "params": .object(params)]
    }
}
