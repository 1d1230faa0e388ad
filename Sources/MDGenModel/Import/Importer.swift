import MDGenSyntax

/// Turns the delegate protocols of an ordinary Swift file into the text of a `.mdgen` file:
/// the stage behind `mdgen import`.
///
/// It reuses the `.mdgen` parser, which reads the protocols, imports and extensions of a Swift
/// file and skips everything else. Each protocol is copied as written, with these edits: the
/// requirements an extension of the same file implements, and `@objc optional` ones, become
/// `optional`; a requirement that then needs a `@combine` strategy gets the one its default
/// suggests, with a note to review it; `@objc` goes; and what a `.mdgen` file cannot hold
/// (property, initialiser and subscript requirements, nested types, default arguments) is
/// left out, each with a warning at its place in the Swift file. A protocol that Swift keeps in
/// one isolation domain (neither `Sendable` nor isolated to a global actor) stays there, with
/// `@multicast(sendable: false)`, since a `.mdgen` protocol is `Sendable` by default.
package enum Importer {
    /// The `.mdgen` text made of `file`'s protocols, `nil` when it declares none, and the
    /// diagnostics about `file`.
    package static func convert(_ file: SourceFile) -> (text: String?, diagnostics: [Diagnostic]) {
        let (syntax, parseDiagnostics) = Parser.parse(file)
        var diagnostics: [Diagnostic] = []
        guard !syntax.protocols.isEmpty else {
            diagnostics.append(
                .warning(
                    .notImported, "no protocol is declared in this file, so nothing is imported",
                    at: file.range(0, 0), in: file))
            return (nil, diagnostics)
        }
        let (tokens, _) = Lexer.tokenize(file)
        var sections: [String] = []
        let imports = syntax.imports.map { item -> String in
            switch item {
            case .declaration(let declaration):
                return file.text(
                    from: declaration.range.start.offset, to: declaration.range.end.offset)
            case .conditional(let block):
                return block.text(in: file)
            }
        }
        if !imports.isEmpty {
            sections.append(imports.joined(separator: "\n"))
        }
        let singleDomain = singleDomainProtocols(syntax.protocols, in: file)
        for declaration in syntax.protocols {
            var conversion = ProtocolConversion(
                file: file, tokens: tokens, declaration: declaration,
                staysInOneDomain: singleDomain.contains(declaration.name))
            conversion.convert(
                extensions: syntax.extensions,
                parseDiagnostics: parseDiagnostics.filter {
                    guard let range = $0.range else { return false }
                    return range.start >= declaration.range.start
                        && range.end <= declaration.range.end
                })
            diagnostics += conversion.diagnostics
            sections.append(conversion.text)
        }
        let requirementNames = Set(
            syntax.protocols.flatMap { $0.methods.map(\.selector) })
        for declared in syntax.extensions
        where syntax.protocols.contains(where: { $0.name == declared.name }) {
            for method in declared.methods where !requirementNames.contains(method.selector) {
                diagnostics.append(
                    .warning(
                        .notImported,
                        "'\(method.selector)' is not a requirement of '\(declared.name)', so it "
                            + "is not imported; declare it in an extension in Swift source",
                        at: method.keywordRange, in: file))
            }
        }
        return (sections.joined(separator: "\n\n") + "\n", diagnostics.sortedByLocation())
    }

    /// The protocols that Swift keeps in one isolation domain: no global actor, no `@multicast`
    /// of a pasted `.mdgen`, and nothing inherited but `AnyObject`, `NSObjectProtocol` and
    /// protocols of the file that are in one domain too. A protocol inheriting one from
    /// elsewhere, which may be `Sendable`, is left as written.
    static func singleDomainProtocols(_ protocols: [ProtocolSyntax], in file: SourceFile)
        -> Set<String>
    {
        let byName = Dictionary(
            protocols.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var known: [String: Bool] = [:]
        func isSingleDomain(_ declaration: ProtocolSyntax, visiting: Set<String>) -> Bool {
            if let answer = known[declaration.name] {
                return answer
            }
            let isolated = declaration.attributes.contains {
                $0.name == "multicast" || $0.name.first?.isUppercase == true
            }
            let answer =
                !isolated
                && declaration.inheritanceRanges.allSatisfy { range in
                    let name = file.text(from: range.start.offset, to: range.end.offset)
                    if name == "AnyObject" || name == "NSObjectProtocol" || name == "class" {
                        return true
                    }
                    guard let parent = byName[name], !visiting.contains(name) else {
                        return false
                    }
                    return isSingleDomain(parent, visiting: visiting.union([name]))
                }
            known[declaration.name] = answer
            return answer
        }
        return Set(
            protocols.filter { isSingleDomain($0, visiting: [$0.name]) }.map(\.name))
    }
}

/// The edits that turn one protocol declaration into its `.mdgen` form.
private struct ProtocolConversion {
    let file: SourceFile
    let tokens: [Token]
    let declaration: ProtocolSyntax
    /// Whether Swift keeps the protocol in one isolation domain, where its multicast stays.
    let staysInOneDomain: Bool
    private(set) var diagnostics: [Diagnostic] = []
    /// Edits as byte offsets in `file` and their new text.
    private var edits: [(start: Int, end: Int, replacement: String)] = []
    /// The members left out, whose text no other edit changes.
    private var leftOut: [Range<Int>] = []

    init(file: SourceFile, tokens: [Token], declaration: ProtocolSyntax, staysInOneDomain: Bool) {
        self.file = file
        self.tokens = tokens
        self.declaration = declaration
        self.staysInOneDomain = staysInOneDomain
    }

    /// Where the declaration's text starts: its documentation comment, if it has one, with the
    /// indentation of its line, which the edits of whole lines start at.
    private var start: Int {
        let first = min(
            declaration.documentation?.range.start.offset ?? .max, declaration.range.start.offset)
        let line = lineStart(of: first)
        return isIndentation(line..<first) ? line : first
    }

    /// Whether the bytes in `range` are spaces and tabs only.
    private func isIndentation(_ range: Range<Int>) -> Bool {
        file.bytes[range].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// The protocol's `.mdgen` text, once ``convert(extensions:parseDiagnostics:)`` has run.
    var text: String {
        var bytes = Array(file.bytes[start..<declaration.range.end.offset])
        for edit in edits.sorted(by: { ($0.start, $0.end) > ($1.start, $1.end) }) {
            bytes.replaceSubrange(
                (edit.start - start)..<(edit.end - start), with: Array(edit.replacement.utf8))
        }
        // A member left out leaves its blank lines on both sides.
        var collapsed: [UInt8] = []
        collapsed.reserveCapacity(bytes.count)
        for byte in bytes
        where !(byte == UInt8(ascii: "\n") && collapsed.suffix(2) == [10, 10]) {
            collapsed.append(byte)
        }
        return String(decoding: collapsed, as: UTF8.self)
    }

    mutating func convert(extensions: [ExtensionSyntax], parseDiagnostics: [Diagnostic]) {
        for diagnostic in parseDiagnostics {
            leaveOut(diagnostic)
        }
        removeObjectiveC(declaration.attributes)
        if staysInOneDomain {
            keepInOneDomain()
        }
        // What mdgen generates for a protocol without a global actor, and not written in a
        // `.mdgen` file.
        for modifier in declaration.modifiers where modifier.name == "nonisolated" {
            var end = modifier.range.end.offset
            while end < file.bytes.count && file.bytes[end] == UInt8(ascii: " ") {
                end += 1
            }
            edits.append((modifier.range.start.offset, end, ""))
        }
        let defaulted = Dictionary(
            DefaultedRequirements.matching(declaration, in: extensions).map {
                ($0.requirement.selector, $0.implementation)
            }, uniquingKeysWith: { first, _ in first })
        for requirement in declaration.methods
        where !leftOut.contains(where: { $0.contains(requirement.keywordRange.start.offset) }) {
            convert(requirement, implementation: defaulted[requirement.selector])
        }
    }

    private mutating func convert(
        _ requirement: MethodSyntax, implementation: ExtensionMethodSyntax?
    ) {
        removeObjectiveC(requirement.attributes)
        for parameter in requirement.parameters {
            guard let value = parameter.defaultValueRange else { continue }
            var valueStart = value.start.offset
            while valueStart > 0 && file.bytes[valueStart - 1] == UInt8(ascii: " ") {
                valueStart -= 1
            }
            edits.append((valueStart, value.end.offset, ""))
            diagnostics.append(
                .warning(
                    .notImported,
                    "default argument of '\(parameter.name)' is not imported: a protocol "
                        + "requirement cannot have one", at: value, in: file))
        }
        let isOptional = requirement.modifiers.contains { $0.name == "optional" }
        if !isOptional && implementation != nil {
            let keyword = requirement.keywordRange.start.offset
            edits.append((keyword, keyword, "optional "))
        }
        guard
            let suggestion = DefaultedRequirements.suggestedCombine(
                for: requirement, implementation: implementation)
        else {
            return
        }
        let insertion = DefaultedRequirements.insertion(
            of: suggestion, above: requirement, in: file)
        edits.append(
            (insertion.range.start.offset, insertion.range.end.offset, insertion.replacement))
        diagnostics.append(.note(suggestion.reason, at: requirement.nameRange, in: file))
    }

    /// Writes `@multicast(sendable: false)` above the protocol, with a note: without it, the
    /// `.mdgen` protocol would be `Sendable`, which its conforming classes may not be.
    private mutating func keepInOneDomain() {
        let start = declaration.range.start.offset
        let lineStart = lineStart(of: start)
        if isIndentation(lineStart..<start) {
            let indentation = String(decoding: file.bytes[lineStart..<start], as: UTF8.self)
            edits.append((lineStart, lineStart, indentation + "@multicast(sendable: false)\n"))
        } else {
            edits.append((start, start, "@multicast(sendable: false) "))
        }
        diagnostics.append(
            .note(
                "'\(declaration.name)' is neither 'Sendable' nor isolated to a global actor, so "
                    + "its multicast stays in one isolation domain: '@multicast(sendable: false)'; "
                    + "for one that any thread may use, make the protocol 'Sendable' and remove "
                    + "the option", at: declaration.nameRange, in: file))
    }

    /// Removes `@objc` and `@objc(name)`, with the line they leave empty.
    private mutating func removeObjectiveC(_ attributes: [AttributeSyntax]) {
        for attribute in attributes where attribute.name == "objc" {
            var end = attribute.range.end.offset
            while end < file.bytes.count && file.bytes[end] == UInt8(ascii: " ") {
                end += 1
            }
            var start = attribute.range.start.offset
            if end < file.bytes.count && file.bytes[end] == UInt8(ascii: "\n") {
                let lineStart = lineStart(of: start)
                if isIndentation(lineStart..<start) {
                    start = lineStart
                    end += 1
                }
            }
            edits.append((start, end, ""))
        }
    }

    /// Leaves out the member a parser diagnostic is about, when it is one a `.mdgen` file
    /// cannot hold, with a warning; reports any other as a warning as it is.
    private mutating func leaveOut(_ diagnostic: Diagnostic) {
        guard let range = diagnostic.range else { return }
        guard
            diagnostic.name == .unsupportedRequirement
                || diagnostic.name == .unsupportedDeclaration
        else {
            diagnostics.append(
                Diagnostic(
                    .warning, .notImported, diagnostic.message, path: diagnostic.path,
                    range: diagnostic.range, notes: diagnostic.notes, fixIts: diagnostic.fixIts))
            return
        }
        // The diagnostic may point into the member, at what is not supported: its extent
        // starts at its keyword.
        let offset = range.start.offset
        let keyword =
            declaration.methods.first {
                $0.range.start.offset <= offset && offset < $0.range.end.offset
            }?.keywordRange.start.offset ?? offset
        let member = memberExtent(at: keyword)
        // A protocol cut short by the end of the file ends with its last member's text, before
        // the line break the member's lines take.
        let end = min(member.end, declaration.range.end.offset)
        if !leftOut.contains(where: { $0 == member.start..<end }) {
            leftOut.append(member.start..<end)
            edits.append((member.start, end, ""))
        }
        diagnostics.append(
            .warning(
                .notImported, "not imported, since \(diagnostic.message)", at: range, in: file))
    }

    /// The lines of the member whose keyword is at `offset`: from the first of its documentation
    /// comment and attributes to the end of its last line, braces included.
    private func memberExtent(at offset: Int) -> (start: Int, end: Int) {
        let bytes = file.bytes
        var start = lineStart(of: offset)
        while start > 0 {
            let previous = lineStart(of: start - 1)
            let line = String(decoding: bytes[previous..<(start - 1)], as: UTF8.self)
                .drop { $0 == " " || $0 == "\t" }
            guard line.hasPrefix("///") || isAttributeLine(from: previous, to: start - 1) else {
                break
            }
            start = previous
        }
        guard let first = tokens.firstIndex(where: { $0.range.start.offset >= offset }) else {
            return (start, offset)
        }
        var nesting = 0
        var index = first
        while index < tokens.count - 1 {
            let token = tokens[index]
            if token.isPunctuation("{") || token.isPunctuation("(") || token.isPunctuation("[") {
                nesting += 1
            } else if token.isPunctuation("}") || token.isPunctuation(")")
                || token.isPunctuation("]")
            {
                if nesting == 0 { break }
                nesting -= 1
            }
            if nesting == 0 && tokens[index + 1].isAtStartOfLine {
                break
            }
            index += 1
        }
        var end =
            tokens[index].isPunctuation("}") && nesting == 0 && index > first
            ? tokens[index - 1].range.end.offset : tokens[index].range.end.offset
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") {
            end += 1
        }
        return (start, min(end + 1, bytes.count))
    }

    /// Whether the line from `start` to `end` holds attributes and nothing else, such as
    /// `@available(iOS 13, *)`: not a member that starts with one.
    private func isAttributeLine(from start: Int, to end: Int) -> Bool {
        guard var index = tokens.firstIndex(where: { $0.range.start.offset >= start }) else {
            return false
        }
        func isOnLine(_ index: Int) -> Bool {
            index < tokens.count && tokens[index].kind != .end
                && tokens[index].range.start.offset < end
        }
        guard isOnLine(index) else {
            return false
        }
        while isOnLine(index) {
            guard tokens[index].isPunctuation("@"), isOnLine(index + 1),
                tokens[index + 1].kind == .identifier
            else {
                return false
            }
            index += 2
            if isOnLine(index) && tokens[index].isPunctuation("(") {
                var depth = 0
                repeat {
                    if tokens[index].isPunctuation("(") {
                        depth += 1
                    } else if tokens[index].isPunctuation(")") {
                        depth -= 1
                    }
                    index += 1
                } while depth > 0 && isOnLine(index)
            }
        }
        return true
    }

    private func lineStart(of offset: Int) -> Int {
        var start = offset
        while start > 0 && file.bytes[start - 1] != UInt8(ascii: "\n") {
            start -= 1
        }
        return start
    }
}
