import MDGenSyntax

/// `textDocument/documentSymbol`: the outline, each protocol with its requirements.
enum DocumentSymbols: RequestHandler {
    static let method = "textDocument/documentSymbol"

    static func respond(to params: JSON, server: inout LanguageServer) throws(ResponseError) -> JSON
    {
        let file = try server.document(params).source
        let syntax = Parser.parse(file).syntax
        return .array(
            syntax.protocols.map { declaration in
                symbol(
                    declaration.name, kind: 11, range: declaration.range,
                    name: declaration.nameRange, in: file,
                    children: declaration.methods.map { method in
                        symbol(
                            selector(of: method), kind: 6, range: method.range,
                            name: method.nameRange, in: file,
                            detail: method.modifiers.contains { $0.name == "optional" }
                                ? "optional" : nil)
                    })
            })
    }

    /// The requirement as Swift names it in documentation: `download(_:didReceive:)`.
    static func selector(of method: MethodSyntax) -> String {
        method.name + "(" + method.parameters.map { ($0.label ?? $0.name) + ":" }.joined() + ")"
    }

    private static func symbol(
        _ name: String, kind: Int, range: SourceRange, name nameRange: SourceRange,
        in file: SourceFile, detail: String? = nil, children: [JSON]? = nil
    ) -> JSON {
        var symbol: [String: JSON] = [
            "name": .string(name.isEmpty ? "_" : name),
            "kind": .int(kind),
            // The selection must lie within the range.
            "range": file.lspRange(range.union(nameRange)).json,
            "selectionRange": file.lspRange(nameRange).json,
        ]
        if let detail {
            symbol["detail"] = .string(detail)
        }
        if let children {
            symbol["children"] = .array(children)
        }
        return .object(symbol)
    }
}

/// `textDocument/definition`: a protocol named in the same file, such as the parent of a
/// family.
enum Definition: RequestHandler {
    static let method = "textDocument/definition"

    static func respond(to params: JSON, server: inout LanguageServer) throws(ResponseError) -> JSON
    {
        let document = try server.document(params)
        let file = document.source
        let word = file.word(at: file.offset(of: try server.position(params)))
        guard !word.isEmpty,
            let declaration = Parser.parse(file).syntax.protocols.first(where: { $0.name == word })
        else {
            return .null
        }
        return ["uri": .string(document.uri), "range": file.lspRange(declaration.nameRange).json]
    }
}

extension SourceFile {
    /// The identifier around `offset`, or an empty string.
    func word(at offset: Int) -> String {
        let range = wordRange(at: offset)
        return text(from: range.lowerBound, to: range.upperBound)
    }

    /// The byte range of the identifier around `offset` (empty when there is none).
    func wordRange(at offset: Int) -> Range<Int> {
        func isWordByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39)
                || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
        }
        var start = min(max(offset, 0), bytes.count)
        var end = start
        while start > 0, isWordByte(bytes[start - 1]) {
            start -= 1
        }
        while end < bytes.count, isWordByte(bytes[end]) {
            end += 1
        }
        return start..<end
    }
}
