import MDGenModel
import MDGenMustache

/// Computes the template context: the fourth stage of the pipeline.
///
/// Every decision about the generated Swift is made here, so that templates only place text.
/// The keys are documented in `Documentation/Templates.md`; ``version`` changes
/// whenever a key is removed or changes meaning.
public enum TemplateContext {
    /// The version of the context's shape, available to templates as `contextVersion`.
    public static let version = 2

    /// The context for `file`: what the templates of a generated file receive, and what
    /// `mdgen context` prints.
    public static func make(for file: MulticastFile, options: GeneratorOptions) -> TemplateValue {
        var imports = fileImports(of: file)
        var inlineSupport = TemplateValue.null
        // A file without protocols has no multicast to support.
        if options.support == .inline && !file.protocols.isEmpty {
            let support = SupportContext(serving: [file], isInline: true)
            imports += support.imports
            inlineSupport = .object(support.members)
        }
        return withImports(
            imports,
            [
                "sourceName": .string(options.sourceName),
                "protocols": positioned(
                    file.protocols.map { ProtocolContext(model: $0, options: options).value }),
                "inlineSupport": inlineSupport,
                "hasSourceLocations": .bool(options.sourceLocationPath != nil),
            ])
    }

    /// The context of a file of spies for `file`'s protocols: what `mdgen generate --spies`
    /// writes.
    public static func makeSpies(for file: MulticastFile, options: GeneratorOptions)
        -> TemplateValue
    {
        let spies = file.protocols.map { ProtocolContext(model: $0, options: options).spyValue }
            .filter { $0 != .null }
        let obstacles = file.protocols.filter { $0.spyOption != false }.compactMap { model in
            model.spyObstacle.map { obstacle in
                commentLines(
                    "No spy of '\(model.name)': \(obstacle.reason).", width: options.layout)
            }
        }
        var imports = fileImports(of: file)
        if let module = options.testableImport {
            imports.append("@testable import " + module)
        }
        var inlineSupport = TemplateValue.null
        if options.support == .inline && !spies.isEmpty {
            imports += spySupportImports
            inlineSupport = ["supportAccess": .string("private ")]
        }
        return withImports(
            imports,
            [
                "sourceName": .string(options.sourceName),
                "spies": positioned(spies),
                "hasSpies": .bool(!spies.isEmpty),
                "obstacles": .list(obstacles.map(TemplateValue.string)),
                "inlineSupport": inlineSupport,
            ])
    }

    /// The imports `file` writes, and Foundation when a protocol refines `NSObjectProtocol`.
    private static func fileImports(of file: MulticastFile) -> [String] {
        let needsFoundation = file.protocols.contains(where: \.refinesNSObjectProtocol)
        return file.imports + (needsFoundation ? ["import Foundation"] : [])
    }

    /// A file's context: `members`, the context's version, and `imports` sorted.
    private static func withImports(
        _ imports: [String], _ members: [String: TemplateValue]
    ) -> TemplateValue {
        let imports = sortedImports(imports)
        var members = members
        members["contextVersion"] = .number(Double(version))
        members["imports"] = .list(imports.map(TemplateValue.string))
        members["hasImports"] = .bool(!imports.isEmpty)
        return .object(members)
    }

    /// The context of the support file that the files of spies beside it share.
    public static func makeSpySupport() -> TemplateValue {
        [
            "contextVersion": .number(Double(version)),
            "supportAccess": .string(""),
            "imports": .list(sortedImports(spySupportImports).map(TemplateValue.string)),
        ]
    }

    /// `text` as `//` comment lines that fit `layout`'s line length, joined for a template
    /// that writes the first `// `.
    private static func commentLines(_ text: String, width layout: SwiftLayout) -> String {
        SwiftLayout.words(of: text, width: layout.lineLength - 3).joined(separator: "\n// ")
    }

    /// What the spies' machinery imports: `NSLock` from Foundation, and the test libraries
    /// through which a spy fails a test, where they exist.
    private static let spySupportImports = [
        "import Foundation", "#if canImport(Testing)\n    import Testing\n#endif",
        "#if canImport(XCTest)\n    import XCTest\n#endif",
    ]

    /// The context for the support file that serves the generated files of `files`.
    public static func makeSupport(for files: [MulticastFile]) -> TemplateValue {
        let support = SupportContext(serving: files, isInline: false)
        return withImports(support.imports, support.members)
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

    /// A `#sourceLocation` directive for templates: `file` (a string literal of `path`),
    /// `line` (the line the line after the directive maps to, when the declaration follows it
    /// at once), and `paddedLine`, the line to name instead when a blank line for each item of
    /// `padding` comes between them, so that the first line after those is `line`.
    ///
    /// The compiler shows two lines of the generated file around each line it reports, so the
    /// built-in templates keep a directive two blank lines away from the declaration it maps,
    /// before and after: a snippet then shows only generated Swift. Near the start of the
    /// `.mdgen` file, which has no line 0, there is room for fewer.
    static func sourceLocation(path: String, line: Int) -> TemplateValue {
        let line = max(line, 1)
        let padding = min(2, line - 1)
        return [
            "file": .string(stringLiteral(path)),
            "line": .number(Double(line)),
            "paddedLine": .number(Double(line - padding)),
            "padding": .list(Array(repeating: [:], count: padding)),
        ]
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

/// A list of objects, each told whether it is the first or the last, so templates can
/// separate items without a trailing separator.
func positioned(_ items: consuming [TemplateValue]) -> TemplateValue {
    for index in items.indices {
        guard case .object(var members) = items[index] else {
            continue
        }
        // Without the list's reference, the object gets its members in place.
        items[index] = .null
        members["isFirst"] = .bool(index == 0)
        members["isLast"] = .bool(index == items.count - 1)
        items[index] = .object(members)
    }
    return .list(items)
}

/// `items` as a tuple, `(a, b)`, or the item itself when there is one.
func tuple(_ items: [String]) -> String {
    items.count == 1 ? items[0] : "(" + items.joined(separator: ", ") + ")"
}

/// Documentation lines as the templates write them: each after `///`, so a line gets a space
/// unless it is empty or has one.
func documentation(_ lines: [String]) -> TemplateValue {
    .list(lines.map { .string($0.isEmpty || $0.first == " " ? $0 : " " + $0) })
}
