extension ModelBuilder {
    // MARK: Extensions

    /// Reports each `extension` of the file, at its keyword and extended type, and says what
    /// to do instead. `fileProtocols` are the names of the protocols the file declares: an
    /// extension of one of them is most likely its default implementations, pasted along
    /// with it, which the generated code provides — or, for a protocol declared elsewhere
    /// (`existingProtocols`), which already exist where it is declared.
    mutating func reportExtensions(
        _ extensions: [ExtensionSyntax], fileProtocols: Set<String>,
        existingProtocols: Set<String>
    ) {
        for declaration in extensions {
            let range = SourceRange(
                start: declaration.keywordRange.start, end: declaration.nameRange.end)
            if existingProtocols.contains(declaration.name) {
                error(
                    "an extension is not part of a .mdgen file: '\(declaration.name)' is declared "
                        + "elsewhere ('existing: true'), and its default implementations already "
                        + "exist where it is declared; remove this extension", at: range,
                    fixIts: [FixIt(range: declaration.range, replacement: "")])
            } else if fileProtocols.contains(declaration.name) {
                error(
                    "an extension is not part of a .mdgen file: mdgen generates the default "
                        + "implementations of 'optional' requirements itself; remove this "
                        + "extension", at: range,
                    fixIts: [FixIt(range: declaration.range, replacement: "")])
            } else {
                error(
                    "an extension is not part of a .mdgen file; declare this extension of "
                        + "'\(declaration.name)' in Swift source", at: range)
            }
        }
    }
}
