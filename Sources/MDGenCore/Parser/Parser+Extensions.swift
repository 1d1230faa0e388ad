extension Parser {
    // MARK: Extensions

    /// Parses an `extension` declaration: what it extends and where it is. Its inheritance
    /// list, `where` clause and body are skipped whole, so the methods of pasted default
    /// implementations report nothing; ``ModelBuilder`` reports the extension itself.
    mutating func parseExtension(
        attributes: [AttributeSyntax],
        modifiers: [ModifierSyntax]
    ) -> ExtensionSyntax? {
        let start =
            attributes.first?.range.start ?? modifiers.first?.range.start ?? current.range.start
        let keyword = advance()
        guard !isAtLineEnd else {
            error(
                "expected a type name after 'extension', found the end of the line",
                at: insertionPointAfterPrevious)
            skipToNextTopLevelDeclaration(keepingNextDeclaration: true)
            return nil
        }
        let typeStart = current.range.start
        guard let extendedType = parseType() else {
            skipToNextTopLevelDeclaration(keepingNextDeclaration: true)
            return nil
        }
        let nameRange = range(from: typeStart)
        while !isAtEnd && !current.isPunctuation("{") && !startsDeclarationLine {
            skip()
        }
        if current.isPunctuation("{") {
            let open = current
            if !skipBraces() {
                reportMissingClosingLine(
                    "}", "expected '}' in extension", toMatch: open.range, opening: "{")
            }
        }
        return ExtensionSyntax(
            attributes: attributes, modifiers: modifiers, extendedType: extendedType,
            nameRange: nameRange, keywordRange: keyword.range, range: range(from: start))
    }
}
