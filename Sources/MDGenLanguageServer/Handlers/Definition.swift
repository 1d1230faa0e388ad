import MDGenSyntax

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
