import MDGenModel
import MDGenMustache

/// Computes the template context: the fourth stage of the pipeline.
///
/// Every decision about the generated Swift is made here, so that templates only place text.
/// The context is typed: each level is a struct (``FileContext``, ``ProtocolContext``,
/// ``RequirementContext`` and the rest), each key one of its properties, documented where it
/// is declared; `TemplateValue(encoding:)` turns a file's context into what templates read.
/// ``version`` changes whenever a key is removed or changes meaning.
package enum TemplateContext {
    /// The version of the context's shape, available to templates as `contextVersion`.
    package static let version = 2

    /// The context for `file`: what the templates of a generated file receive, and what
    /// `mdgen context` prints.
    package static func make(for file: MulticastFile, options: GeneratorOptions) -> TemplateValue {
        TemplateValue(encoding: FileContext(file, options: options))
    }

    /// The context of a file of spies for `file`'s protocols: what `mdgen generate --spies`
    /// writes.
    package static func makeSpies(for file: MulticastFile, options: GeneratorOptions)
        -> TemplateValue
    {
        TemplateValue(encoding: SpyFileContext(file, options: options))
    }

    /// The context of the support file that the files of spies beside it share.
    package static func makeSpySupport() -> TemplateValue {
        TemplateValue(
            encoding: SupportFileContext(
                SpySupportContext(supportAccess: ""), imports: SpySupportContext.imports))
    }

    /// The context for the support file that serves the generated files of `files`.
    package static func makeSupport(for files: [MulticastFile]) -> TemplateValue {
        let support = SupportContext(serving: files, isInline: false)
        return TemplateValue(
            encoding: SupportFileContext(support, imports: SupportContext.imports(of: support)))
    }

    /// The imports `file` writes, and Foundation when a protocol refines `NSObjectProtocol`.
    static func fileImports(of file: MulticastFile) -> [String] {
        let needsFoundation = file.protocols.contains(where: \.refinesNSObjectProtocol)
        return file.imports + (needsFoundation ? ["import Foundation"] : [])
    }

    /// Import items in the order `swift format` wants: import lines deduplicated and sorted by
    /// module, then the conditional blocks (`#if canImport(…)` …) in their own order. A block
    /// is one item, never sorted inside or deduplicated: what it imports depends on its
    /// conditions.
    static func sortedImports(_ items: [String]) -> [String] {
        var seen: Set<String> = []
        let isBlock = { (item: String) in item.hasPrefix("#if") }
        let lines = items.filter { !isBlock($0) && seen.insert($0).inserted }
        return lines.sorted { sortKey($0) < sortKey($1) } + items.filter(isBlock)
    }

    private static func sortKey(_ line: String) -> String {
        let words = line.split(whereSeparator: \.isWhitespace)
        let module = words.last { $0 != "#endif" }.map(String.init) ?? line
        return module + " " + line
    }

    /// A string literal for `text`, as `#sourceLocation(file:)` needs.
    static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for character in text.unicodeScalars {
            switch character {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            default: literal.unicodeScalars.append(character)
            }
        }
        return literal + "\""
    }
}

/// The first of `candidates` that `isTaken` refuses, or the first one numbered until it is.
func unusedName(_ candidates: [String], isTaken: (String) -> Bool) -> String {
    if let name = candidates.first(where: { !isTaken($0) }) {
        return name
    }
    return (2...).lazy.map { candidates[0] + "\($0)" }.first { !isTaken($0) } ?? candidates[0]
}

/// `items`, each told whether it is the first or the last, so templates can separate them
/// without a trailing separator.
func positioned<Item>(_ items: [Item]) -> [Positioned<Item>] {
    items.enumerated().map { index, item in
        Positioned(item: item, isFirst: index == 0, isLast: index == items.count - 1)
    }
}

/// `items` as a tuple, `(a, b)`, or the item itself when there is one.
func tuple(_ items: [String]) -> String {
    items.count == 1 ? items[0] : "(" + items.joined(separator: ", ") + ")"
}

/// Documentation lines as the templates write them: each after `///`, so a line gets a space
/// unless it is empty or has one.
func documentation(_ lines: [String]) -> [String] {
    lines.map { $0.isEmpty || $0.first == " " ? $0 : " " + $0 }
}
