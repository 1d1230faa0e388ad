import MDGenSyntax

/// Checks a syntax tree and turns it into a ``MulticastFile``: the third stage of the pipeline.
///
/// Every rule that decides whether a well-formed declaration can become a working multicast
/// lives here, each reported at the exact range that breaks it. Problems in one requirement
/// do not hide problems in the next: the builder checks everything and returns `nil` only
/// at the end, when any error was found.
package struct ModelBuilder {
    let file: SourceFile
    /// The options a protocol's `@multicast(…)` leaves out take these values.
    let defaults: MulticastDefaults
    private(set) var diagnostics: [Diagnostic] = []
    /// How many of the diagnostics are errors, so that a requirement can tell whether it
    /// added any without counting them all again.
    private(set) var errorCount = 0
    /// The `@objc` attributes found so far, and whether each is on an optional method. They
    /// are dropped, since Linux has no Objective-C runtime, and reported together, by
    /// ``reportObjectiveCAttributes()``: pasted Apple protocols are full of them.
    var objectiveCAttributes: [(attribute: AttributeSyntax, isOptional: Bool)] = []

    /// Builds the model of `syntax`, parsed from `file`; `defaults` are the target's own
    /// (`mdgen.json`).
    package static func build(
        _ syntax: FileSyntax,
        in file: SourceFile,
        defaults: MulticastDefaults = MulticastDefaults()
    ) -> (model: MulticastFile?, diagnostics: [Diagnostic]) {
        var builder = ModelBuilder(file: file, defaults: defaults)
        let model = builder.build(syntax)
        let diagnostics = builder.diagnostics.sortedByLocation()
        return (diagnostics.containsErrors ? nil : model, diagnostics)
    }

    private init(file: SourceFile, defaults: MulticastDefaults) {
        self.file = file
        self.defaults = defaults
    }

    // MARK: Diagnostics

    mutating func error(
        _ name: DiagnosticName,
        _ message: String,
        at range: SourceRange,
        notes: [Diagnostic] = [],
        fixIts: [FixIt] = []
    ) {
        diagnostics.append(
            .error(name, message, at: range, in: file, notes: notes, fixIts: fixIts))
        errorCount += 1
    }

    mutating func warning(
        _ name: DiagnosticName, _ message: String, at range: SourceRange, fixIts: [FixIt] = []
    ) {
        diagnostics.append(.warning(name, message, at: range, in: file, fixIts: fixIts))
    }

    func note(_ message: String, at range: SourceRange, fixIts: [FixIt] = []) -> Diagnostic {
        .note(message, at: range, in: file, fixIts: fixIts)
    }

    /// Reports `token` as an unknown `kind` of word: with the candidate it most likely
    /// misspells and a fix-it that respells it, or else with every candidate.
    mutating func reportUnknown(
        _ name: DiagnosticName, _ kind: String, _ token: Token, among candidates: [String],
        listedAs plural: String
    ) {
        let suggestion = Spelling.suggestion(for: token.text, among: candidates)
        error(
            name,
            "unknown \(kind) '\(token.text)'"
                + (suggestion.map { "; did you mean '\($0)'?" }
                    ?? "; \(plural) are \(Quoting.list(candidates))"),
            at: token.range,
            fixIts: suggestion.map { [FixIt(range: token.range, replacement: $0)] } ?? [])
    }

    /// A fix-it that deletes `range`, with the spaces after it.
    func removal(of range: SourceRange) -> FixIt {
        var end = range.end.offset
        while end < file.bytes.count && file.bytes[end] == UInt8(ascii: " ") {
            end += 1
        }
        return FixIt(range: file.range(range.start.offset, end), replacement: "")
    }

    /// A fix-it that deletes the item at `index` of a comma-separated list, with its comma;
    /// the list's only item goes with the colon before it, which follows `introducer`.
    func removal(ofItem index: Int, in ranges: [SourceRange], after introducer: SourceRange)
        -> FixIt
    {
        let range = ranges[index]
        let start: SourceLocation
        let end: SourceLocation
        if index + 1 < ranges.count {
            (start, end) = (range.start, ranges[index + 1].start)
        } else if index > 0 {
            (start, end) = (ranges[index - 1].end, range.end)
        } else {
            (start, end) = (introducer.end, range.end)
        }
        return FixIt(range: SourceRange(start: start, end: end), replacement: "")
    }

    // MARK: File

    private mutating func build(_ syntax: FileSyntax) -> MulticastFile {
        if syntax.protocols.isEmpty && syntax.isComplete {
            // A new, empty file is a step on the way, not a mistake: it generates a file with
            // only the header, so that a build that expects the output still has it.
            if syntax.extensions.isEmpty {
                warning(
                    .noProtocol,
                    "no protocol is declared, so the generated file is empty; declare a 'protocol' "
                        + "with its requirements ('mdgen init' writes a commented example)",
                    at: file.range(0, 0))
            } else {
                error(
                    .noProtocol,
                    "no protocol is declared; a .mdgen file declares at least one 'protocol'",
                    at: file.range(0, 0))
            }
        }
        var protocols: [(model: DelegateProtocol, syntax: ProtocolSyntax)] = []
        var declared: [String: SourceRange] = [:]
        let names = Set(syntax.protocols.map(\.name))
        for declaration in syntax.protocols {
            if let first = declared[declaration.name] {
                error(
                    .redeclaration,
                    "invalid redeclaration of protocol '\(declaration.name)'",
                    at: declaration.nameRange,
                    notes: [note("'\(declaration.name)' is first declared here", at: first)])
                continue
            }
            declared[declaration.name] = declaration.nameRange
            protocols.append((buildProtocol(declaration, fileProtocols: names), declaration))
        }
        reportExtensions(
            syntax.extensions, fileProtocols: syntax.protocols,
            existingProtocols: Set(protocols.filter(\.model.isExisting).map(\.model.name)))
        checkTypeNames(protocols)
        var models = protocols.map(\.model)
        resolveFamilies(&models, syntax: protocols.map(\.syntax))
        checkEmptyExistingProtocols(models, syntax: protocols.map(\.syntax))
        checkEventsAndObservers(&models, syntax: protocols.map(\.syntax))
        checkSpies(&models, syntax: protocols.map(\.syntax))
        reportObjectiveCAttributes()
        // Without a protocol, nothing uses the imports.
        let imports = models.isEmpty ? [] : syntax.imports.map(importLine)
        return MulticastFile(imports: imports, protocols: models)
    }

    /// One warning for all the `@objc` attributes of the file, at the first, with a fix-it
    /// that removes them all: a pasted protocol has one on every method, and a warning for
    /// each would bury everything else.
    private mutating func reportObjectiveCAttributes() {
        guard let first = objectiveCAttributes.first?.attribute else {
            return
        }
        let others = objectiveCAttributes.count - 1
        let placesNote =
            others == 0 ? "" : " (here and in \(others) other place\(others == 1 ? "" : "s"))"
        let optional =
            objectiveCAttributes.contains(where: \.isOptional)
            ? "; 'optional' keeps its meaning" : ""
        warning(
            .objCAttributeDropped,
            "'@\(first.name)' is ignored\(placesNote): mdgen generates pure Swift, which needs no "
                + "Objective-C runtime\(optional)", at: first.range,
            fixIts: objectiveCAttributes.map { removal(of: $0.attribute.range) })
    }

    /// Reports each `extension` of the file, at its keyword and extended type, and says what
    /// to do instead. `fileProtocols` are the protocols the file declares: an
    /// extension of one of them is most likely its default implementations, pasted along
    /// with it, which the generated code provides — or, for a protocol declared elsewhere
    /// (`existingProtocols`), which already exist where it is declared.
    private mutating func reportExtensions(
        _ extensions: [ExtensionSyntax], fileProtocols: [ProtocolSyntax],
        existingProtocols: Set<String>
    ) {
        let byName = Dictionary(
            fileProtocols.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for declaration in extensions {
            let extended = byName[declaration.name]
            let range = SourceRange(
                start: declaration.keywordRange.start, end: declaration.nameRange.end)
            if existingProtocols.contains(declaration.name) {
                error(
                    .unsupportedDeclaration,
                    "an extension is not part of a .mdgen file: '\(declaration.name)' is declared "
                        + "elsewhere ('existing: true'), and its default implementations already "
                        + "exist where it is declared; remove this extension", at: range,
                    fixIts: [FixIt(range: declaration.range, replacement: "")])
            } else if let extended {
                let (fixIts, notes) = makingOptional(
                    DefaultedRequirements.matching(extended, in: [declaration]))
                error(
                    .unsupportedDeclaration,
                    "an extension is not part of a .mdgen file: mdgen generates the default "
                        + "implementations of 'optional' requirements itself; make the "
                        + "requirements it implements 'optional' and remove this extension",
                    at: range, notes: notes,
                    fixIts: fixIts + [FixIt(range: declaration.range, replacement: "")])
            } else {
                error(
                    .unsupportedDeclaration,
                    "an extension is not part of a .mdgen file; declare this extension of "
                        + "'\(declaration.name)' in Swift source", at: range)
            }
        }
    }

    /// The fix-its that make each of `defaulted` `optional`, and a note at each that needs a
    /// `@combine` strategy then, suggesting one with a fix-it that adds it.
    private func makingOptional(
        _ defaulted: [(requirement: MethodSyntax, implementation: ExtensionMethodSyntax)]
    ) -> (fixIts: [FixIt], notes: [Diagnostic]) {
        var fixIts: [FixIt] = []
        var notes: [Diagnostic] = []
        for (requirement, implementation) in defaulted
        where !requirement.modifiers.contains(where: { $0.name == "optional" }) {
            let keyword = requirement.keywordRange.start
            fixIts.append(
                FixIt(range: SourceRange(start: keyword, end: keyword), replacement: "optional "))
            guard
                let suggestion = DefaultedRequirements.suggestedCombine(
                    for: requirement, implementation: implementation)
            else {
                continue
            }
            notes.append(
                note(
                    suggestion.reason, at: requirement.nameRange,
                    fixIts: [
                        DefaultedRequirements.insertion(
                            of: suggestion, above: requirement, in: file)
                    ]))
        }
        return (fixIts, notes)
    }

    /// One item of ``MulticastFile/imports``: an import as one line, or a `#if` block as its
    /// lines from `#if` to `#endif`, joined by `\n`, as written.
    private func importLine(_ item: ImportItemSyntax) -> String {
        let declaration: ImportSyntax
        switch item {
        case .declaration(let plain): declaration = plain
        case .conditional(let block): return block.text(in: file)
        }
        var words = declaration.attributes.map(\.sourceText)
        if let accessLevel = declaration.accessLevel {
            words.append(accessLevel)
        }
        words.append("import")
        if let kind = declaration.kind {
            words.append(kind)
        }
        words.append(declaration.path.joined(separator: "."))
        return words.joined(separator: " ")
    }

    /// The generated types must not take each other's names: a multicast must not be named
    /// like a protocol of the file or another multicast.
    private mutating func checkTypeNames(
        _ protocols: [(model: DelegateProtocol, syntax: ProtocolSyntax)]
    ) {
        // Each name's owner: a protocol, or the multicast of one. Described only for an error:
        // a file can have thousands of protocols.
        var owners: [String: (protocolName: String, isMulticast: Bool)] = [:]
        owners.reserveCapacity(protocols.count * 2)
        for (model, _) in protocols {
            owners[model.name] = (model.name, false)
        }
        for (model, syntax) in protocols {
            if let owner = owners[model.multicastName] {
                let description =
                    owner.isMulticast
                    ? "the multicast of '\(owner.protocolName)'"
                    : "protocol '\(owner.protocolName)'"
                error(
                    .nameCollision,
                    "the multicast of '\(model.name)' would be named '\(model.multicastName)', "
                        + "which \(description) already uses; choose another name with "
                        + "'@multicast(name: …)'", at: syntax.nameRange)
            }
            owners[model.multicastName] = (model.name, true)
        }
    }
}
