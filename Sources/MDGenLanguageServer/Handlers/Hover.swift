import MDGenCore
import MDGenSyntax

/// `textDocument/hover`: on a protocol or a requirement, what it becomes — the protocol's
/// declaration, the multicast's method, the spy's `Call` case and members — as the generator
/// writes them for this document, with the target's options.
enum Hover: RequestHandler {
    static let method = "textDocument/hover"

    static func respond(to params: JSON, server: inout LanguageServer) throws(ResponseError) -> JSON
    {
        let document = try server.document(params)
        let file = document.source
        let offset = file.offset(of: try server.position(params))
        let line = file.location(at: offset).line
        let syntax = Parser.parse(file).syntax
        guard let declaration = syntax.protocols.first(where: { $0.range.contains(line: line) })
        else {
            return .null
        }
        let title: String
        let lines: ClosedRange<Int>
        let nameRange: SourceRange
        if let method = declaration.methods.first(where: { $0.range.contains(line: line) }) {
            title = "`\(DocumentSymbols.selector(of: method))` of `\(declaration.name)`"
            lines = method.range.start.line...method.range.end.line
            nameRange = method.nameRange
        } else if line <= declaration.nameRange.end.line {
            title = "`\(declaration.name)`"
            lines = declaration.range.start.line...declaration.nameRange.end.line
            nameRange = declaration.nameRange
        } else {
            return .null
        }
        // Every protocol without an error generates declarations: none means an error.
        let shown = (generatedDeclarations(of: file, syntax: syntax, document: document) ?? [])
            .filter { lines.contains($0.line) }
        guard !shown.isEmpty else {
            return hover(
                "\(title): fix the errors in its protocol to see what it becomes.", nameRange, file)
        }
        var groups: [(container: String, declarations: [GeneratedDeclarations.Declaration])] = []
        for item in shown {
            let container = item.container.joined(separator: ".")
            if let last = groups.indices.last, groups[last].container == container {
                groups[last].declarations.append(item)
            } else {
                groups.append((container, [item]))
            }
        }
        var text = "\(title) becomes:\n"
        for group in groups {
            text +=
                "\n" + (group.container.isEmpty ? "At the top level" : "In `\(group.container)`")
                + ":\n```swift\n"
            text += group.declarations.map {
                ($0.documentation + [$0.text]).joined(separator: "\n")
            }
            .joined(separator: "\n")
            text += "\n```\n"
        }
        return hover(text, nameRange, file)
    }

    private static func hover(_ markdown: String, _ range: SourceRange, _ file: SourceFile) -> JSON
    {
        [
            "contents": ["kind": "markdown", "value": .string(markdown)],
            "range": file.lspRange(range).json,
        ]
    }

    /// The declarations generated from `file`: its multicasts, then its spies. A protocol
    /// with an error generates nothing, so the protocols (and extensions) with errors are
    /// blanked first, keeping every line where it is, and the others still show what they
    /// become; `nil` when an error lies outside them.
    private static func generatedDeclarations(
        of file: SourceFile, syntax: FileSyntax, document: Document
    ) -> [GeneratedDeclarations.Declaration]? {
        var options =
            document.analysis?.options
            ?? GeneratorOptions(sourceName: Analysis.lastComponent(of: file.path))
        options.sourceLocationPath = "hover"
        options.support = .external
        var source = file
        let errors = Generator.model(of: file, defaults: options.defaults).diagnostics.filter {
            $0.severity == .error
        }
        if !errors.isEmpty {
            let ranges = syntax.protocols.map(\.range) + syntax.extensions.map(\.range)
            var bytes = file.bytes
            for error in errors {
                guard let offset = error.range?.start.offset,
                    let range = ranges.first(where: {
                        $0.start.offset <= offset && offset <= $0.end.offset
                    })
                else {
                    return nil
                }
                for index in range.start.offset..<range.end.offset
                where bytes[index] != UInt8(ascii: "\n") {
                    bytes[index] = UInt8(ascii: " ")
                }
            }
            source = SourceFile(path: file.path, bytes: bytes)
        }
        let generator = Generator()
        guard let multicasts = generator.generate(source, options: options).output else {
            return nil
        }
        let spies = generator.generateSpies(source, options: options).output ?? ""
        return GeneratedDeclarations(multicasts).declarations
            + GeneratedDeclarations(spies).declarations
    }
}

extension SourceRange {
    /// Whether the range covers part of the 1-based `line`.
    func contains(line: Int) -> Bool {
        start.line <= line && line <= end.line
    }
}
