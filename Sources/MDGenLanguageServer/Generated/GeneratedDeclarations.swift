/// The declarations of generated Swift that come from each line of a `.mdgen` file, read
/// from the `#sourceLocation` directives the generator writes around them: what hover shows,
/// straight from the real generator's output rather than from a second copy of its rules.
struct GeneratedDeclarations: Sendable {
    /// A declaration the generator wrote for one `.mdgen` line.
    struct Declaration: Hashable, Sendable {
        /// The 1-based `.mdgen` line it maps to.
        var line: Int
        /// The types it is declared in, outermost first: `["DownloadDelegateSpy", "Call"]`.
        var container: [String]
        /// Its doc comment lines, as generated.
        var documentation: [String]
        /// The declaration itself, without its body, indentation removed.
        var text: String
    }

    var declarations: [Declaration] = []

    /// The words that start a declaration worth showing; the calls in a multicast's body
    /// also map to the requirement's line, and are left out.
    private static let declarationKeywords: Set<Substring> = [
        "func", "case", "var", "protocol", "class", "struct", "enum", "extension", "actor", "init",
        "typealias",
    ]
    private static let typeKeywords: Set<Substring> = [
        "protocol", "class", "struct", "enum", "extension", "actor",
    ]

    /// Reads the declarations of `generated`, the output of a generation with
    /// `sourceLocationPath` set.
    init(_ generated: String) {
        let lines = generated.split(separator: "\n", omittingEmptySubsequences: false)
        // The types open at each indentation, innermost last.
        var types: [(indent: Int, name: String)] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            if trimmed.hasPrefix("#sourceLocation(file:") {
                if let declaration = Self.declaration(
                    at: index, in: lines, mappedLine: Self.lineNumber(in: trimmed), types: types)
                {
                    declarations.append(declaration)
                }
                continue
            }
            guard !trimmed.hasPrefix("//"), !trimmed.hasPrefix("#"),
                let name = Self.typeName(declaredIn: trimmed)
            else {
                continue
            }
            types.removeAll { $0.indent >= indent }
            types.append((indent, name))
        }
    }

    /// The number in `#sourceLocation(file: "…", line: 12)`.
    private static func lineNumber(in directive: Substring) -> Int? {
        guard let last = directive.split(separator: " ").last else {
            return nil
        }
        return Int(last.prefix { $0.isNumber })
    }

    /// The declaration after the directive on line `index`, if it is one.
    private static func declaration(
        at index: Int, in lines: [Substring], mappedLine: Int?,
        types: [(indent: Int, name: String)]
    ) -> Declaration? {
        guard let mappedLine else {
            return nil
        }
        // The directive names the line of the first line after its padding of blank lines.
        var first = index + 1
        while first < lines.count, lines[first].allSatisfy({ $0 == " " }) {
            first += 1
        }
        var body: [Substring] = []
        var next = first
        while next < lines.count, body.count < 20 {
            let line = lines[next]
            if line.drop(while: { $0 == " " }).hasPrefix("#sourceLocation(") {
                break
            }
            body.append(line)
            next += 1
            if line.hasSuffix("{") {
                break
            }
        }
        while let last = body.last, last.allSatisfy({ $0 == " " }) {
            body.removeLast()
        }
        guard let head = body.first,
            head.split(separator: " ").contains(where: { declarationKeywords.contains($0) })
        else {
            return nil
        }
        if let last = body.last, last.hasSuffix(" {") {
            body[body.count - 1] = last.dropLast(2)
        } else if let last = body.last, last.hasSuffix("{") {
            body[body.count - 1] = last.dropLast()
        }
        let indent = head.prefix { $0 == " " }.count
        var documentation: [String] = []
        var above = index - 1
        while above >= 0, lines[above].drop(while: { $0 == " " }).hasPrefix("///") {
            documentation.insert(String(lines[above].drop { $0 == " " }), at: 0)
            above -= 1
        }
        let text = body.map { line in
            String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count)))
        }.joined(separator: "\n")
        return Declaration(
            line: mappedLine + (first - index - 1),
            container: types.filter { $0.indent < indent }.map(\.name),
            documentation: documentation, text: text)
    }

    /// The name of the type `line` declares, if it declares one.
    private static func typeName(declaredIn line: Substring) -> String? {
        let words = line.split(separator: " ")
        guard let keyword = words.firstIndex(where: { typeKeywords.contains($0) }),
            keyword + 1 < words.count, !words.contains("func"), !words.contains("case")
        else {
            return nil
        }
        let name = words[keyword + 1].prefix { $0 != ":" && $0 != "<" && $0 != "{" && $0 != "(" }
        return name.isEmpty ? nil : String(name)
    }
}
