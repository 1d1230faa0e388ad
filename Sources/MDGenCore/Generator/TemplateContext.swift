/// Computes the template context: the fourth stage of the pipeline.
///
/// Every decision about the generated Swift is made here, so that templates only place text.
/// The keys are documented in the README's "Template context" section; ``version`` changes
/// whenever a key is removed or changes meaning.
public enum TemplateContext {
    /// The version of the context's shape, available to templates as `contextVersion`.
    public static let version = 2

    /// The context for `file`.
    public static func make(for file: MulticastFile, options: GeneratorOptions) -> TemplateValue {
        let (context, protocols) = makeDeferred(for: file, options: options)
        guard case .object(var members) = context.templateValue else {
            return context.templateValue
        }
        members["protocols"] = protocols.value.templateValue
        return .object(members)
    }

    /// The context for `file` without its `protocols`, and the protocols as a list whose
    /// items are computed as a render reaches them: what the generator renders. Of the keys
    /// that only custom templates use, it has `keys`.
    static func makeDeferred(
        for file: MulticastFile, options: GeneratorOptions, keys: ContextKeys = .all
    ) -> (context: RenderValue, protocols: DeferredList) {
        let models = file.protocols
        let protocols = DeferredList(count: models.count) { index in
            positioned(
                ProtocolContext(model: models[index], options: options, keys: keys).value,
                at: index,
                of: models.count)
        }
        var imports = file.imports
        if models.contains(where: \.refinesNSObjectProtocol) {
            imports.append("import Foundation")
        }
        var inlineSupport = TemplateValue.null
        if options.support == .inline {
            let support = SupportContext(serving: [file], isInline: true)
            imports += support.imports
            inlineSupport = support.value
        }
        imports = sortedImports(imports)
        let context = RenderValue.value([
            "contextVersion": .number(Double(version)),
            "sourceName": .string(options.sourceName),
            "imports": .list(imports.map(TemplateValue.string)),
            "hasImports": .bool(!imports.isEmpty),
            "inlineSupport": inlineSupport,
            "hasSourceLocations": .bool(options.sourceLocationPath != nil),
        ])
        return (context, protocols)
    }

    /// The context for the support file that serves the generated files of `files`.
    public static func makeSupport(for files: [MulticastFile]) -> TemplateValue {
        let support = SupportContext(serving: files, isInline: false)
        let imports = sortedImports(support.imports)
        guard case .object(var members) = support.value else {
            return support.value
        }
        members["contextVersion"] = .number(Double(version))
        members["imports"] = .list(imports.map(TemplateValue.string))
        members["hasImports"] = .bool(!imports.isEmpty)
        return .object(members)
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

/// The first of `candidates` not in `taken`, or the first one numbered until it is not.
func unusedName(_ candidates: [String], avoiding taken: Set<String>) -> String {
    unusedName(candidates, isTaken: taken.contains)
}

/// The first of `candidates` that `isTaken` refuses, or the first one numbered until it is.
func unusedName(_ candidates: [String], isTaken: (String) -> Bool) -> String {
    if let name = candidates.first(where: { !isTaken($0) }) {
        return name
    }
    return (2...).lazy.map { candidates[0] + "\($0)" }.first { !isTaken($0) } ?? candidates[0]
}

/// A value that a list tells whether it is its first or its last item: objects and records
/// take it as their `isFirst` and `isLast` members, so templates can separate items without a
/// trailing separator; other values ignore it.
protocol PositionedItem {
    /// Tells the item, the one at `index` of a list of `count`, whether it is the first or the
    /// last.
    mutating func position(at index: Int, of count: Int)
}

/// `items`, each told whether it is the first or the last.
func positioned<Item: PositionedItem>(_ items: consuming [Item]) -> [Item] {
    for index in items.indices {
        items[index].position(at: index, of: items.count)
    }
    return items
}

/// `item`, the one at `index` of a list of `count`, told whether it is the first or the last.
func positioned<Item: PositionedItem>(_ item: consuming Item, at index: Int, of count: Int) -> Item
{
    item.position(at: index, of: count)
    return item
}

extension TemplateValue: PositionedItem {
    mutating func position(at index: Int, of count: Int) {
        guard case .object(var members) = self else {
            return
        }
        // Without its other reference, the object gets its members in place.
        self = .null
        members["isFirst"] = .bool(index == 0)
        members["isLast"] = .bool(index == count - 1)
        self = .object(members)
    }
}

/// Documentation lines as the templates write them: each after `///`.
func documentation(_ lines: [String]) -> TemplateValue {
    RenderValue.documentation(lines).templateValue
}

extension RenderValue: PositionedItem {
    /// Documentation lines as the templates write them: each after `///`.
    static func documentation(_ lines: [String]) -> RenderValue {
        .list(
            lines.map { .string($0.isEmpty || $0.utf8.first == UInt8(ascii: " ") ? $0 : " " + $0) })
    }

    mutating func position(at index: Int, of count: Int) {
        guard case .record(var record) = self else {
            return
        }
        // Without its other reference, the record gets its values in place.
        self = .null
        record.position(at: index, of: count)
        self = .record(record)
    }
}
