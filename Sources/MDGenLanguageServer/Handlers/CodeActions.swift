import MDGenSyntax

/// `textDocument/codeAction`: each fix-it of the diagnostics at the range, as a quick fix —
/// the same edits `mdgen lint` shows under a diagnostic.
enum CodeActions: RequestHandler {
    static let method = "textDocument/codeAction"

    static func respond(to params: JSON, server: inout LanguageServer) throws(ResponseError) -> JSON
    {
        let document = try server.document(params)
        guard let range = LSPRange(params["range"]) else {
            throw ResponseError.invalidParams("missing range")
        }
        if let only = params["context"]?["only"]?.array,
            !only.contains(where: { $0.string.map { "quickfix".hasPrefix($0) } ?? false })
        {
            return []
        }
        let file = document.source
        var actions: [JSON] = []
        for diagnostic in document.analysis?.diagnostics ?? []
        where diagnostic.path == file.path && overlaps(file.lspRange(diagnostic.range), range) {
            let lsp = server.lspDiagnostic(diagnostic, uri: document.uri, files: [file.path: file])
            if !diagnostic.fixIts.isEmpty {
                actions.append(
                    action(
                        title(of: diagnostic.fixIts, in: file), diagnostic.fixIts, lsp, document,
                        preferred: true))
            }
            for note in diagnostic.notes where !note.fixIts.isEmpty && note.path == file.path {
                actions.append(
                    action(
                        title(of: note.fixIts, in: file) + " (" + note.message + ")", note.fixIts,
                        lsp, document, preferred: false))
            }
        }
        return .array(actions)
    }

    private static func action(
        _ title: String, _ fixIts: [FixIt], _ diagnostic: JSON, _ document: Document,
        preferred: Bool
    ) -> JSON {
        let edits: [JSON] = fixIts.map { fixIt in
            [
                "range": document.source.lspRange(fixIt.range).json,
                "newText": .string(fixIt.replacement),
            ]
        }
        return [
            "title": .string(title),
            "kind": "quickfix",
            "diagnostics": [diagnostic],
            "isPreferred": .bool(preferred),
            "edit": ["changes": .object([document.uri: .array(edits)])],
        ]
    }

    /// Whether two ranges share a position; a range that ends where the other starts counts,
    /// since a cursor there is at both.
    static func overlaps(_ first: LSPRange, _ second: LSPRange) -> Bool {
        !(less(first.end, second.start) || less(second.end, first.start))
    }

    static func less(_ first: Position, _ second: Position) -> Bool {
        (first.line, first.character) < (second.line, second.character)
    }

    /// What the edits do, as a quick fix's title: "Replace 'x' with 'y'".
    static func title(of fixIts: [FixIt], in file: SourceFile) -> String {
        guard fixIts.count == 1, let fixIt = fixIts.first else {
            return "Apply \(fixIts.count) fix-its"
        }
        let old = file.text(from: fixIt.range.start.offset, to: fixIt.range.end.offset)
        switch (old.isEmpty, fixIt.replacement.isEmpty) {
        case (true, _):
            return "Insert '\(shown(fixIt.replacement))'"
        case (false, true):
            return "Remove '\(shown(old))'"
        case (false, false):
            return "Replace '\(shown(old))' with '\(shown(fixIt.replacement))'"
        }
    }

    /// A text for a title: on one line, and not too long.
    private static func shown(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).map {
            $0.trimmingSpaces()
        }.joined(separator: " ")
        return line.count > 40 ? line.prefix(39) + "…" : line
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        String(
            drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
