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
