import MDGenModel
import MDGenMustache

/// The root of a generated file's context: what the `file` template receives.
struct FileContext: Encodable {
    /// The version of the context's shape (``TemplateContext/version``).
    var contextVersion = TemplateContext.version
    /// The input's path, relative to its root: `Kitchen/Kettle.mdgen`.
    var sourceName: String
    /// Lines such as `import Foundation`, deduplicated and sorted as `swift format` wants, with
    /// the imports the generated code needs added; then each `#if` block of imports as one
    /// multi-line item, in order.
    var imports: [String]
    var hasImports: Bool
    /// The file's protocols, in order.
    var protocols: [Positioned<ProtocolContext>]
    /// The machinery the multicasts share, when it is inlined (`--support inline`); `nil`
    /// otherwise.
    var inlineSupport: SupportContext?
    /// Whether `#sourceLocation` directives are written.
    var hasSourceLocations: Bool

    init(_ file: MulticastFile, options: GeneratorOptions) {
        var imports = TemplateContext.fileImports(of: file)
        // A file without protocols has no multicast to support.
        if options.support == .inline && !file.protocols.isEmpty {
            let support = SupportContext(serving: [file], isInline: true)
            imports += SupportContext.imports(of: support)
            inlineSupport = support
        }
        self.imports = TemplateContext.sortedImports(imports)
        hasImports = !self.imports.isEmpty
        sourceName = options.sourceName
        protocols = positioned(
            file.protocols.map { ProtocolGeneration(model: $0, options: options).value })
        hasSourceLocations = options.sourceLocationPath != nil
    }
}

/// The root of a file of spies' context: what the `spies` template receives.
struct SpyFileContext: Encodable {
    /// The version of the context's shape (``TemplateContext/version``).
    var contextVersion = TemplateContext.version
    /// The input's path, relative to its root.
    var sourceName: String
    /// As ``FileContext/imports``, with the import of the module under test (`@testable`
    /// unless every protocol is `public`), and what the spies' machinery needs when inlined.
    var imports: [String]
    var hasImports: Bool
    /// The spies of the file's protocols that can have one, in order.
    var spies: [Positioned<SpyContext>]
    var hasSpies: Bool
    /// Why a protocol that does not decline a spy has none, one comment text each: the
    /// template writes the first `// `.
    var obstacles: [String]
    /// The spies' machinery, when it is inlined; `nil` otherwise.
    var inlineSupport: SpySupportContext?

    init(_ file: MulticastFile, options: GeneratorOptions) {
        let spies = file.protocols.compactMap {
            ProtocolGeneration(model: $0, options: options).spyContext
        }
        obstacles = file.protocols.filter { $0.spyOption != false }.compactMap { model in
            model.spyObstacle.map { obstacle in
                Self.commentLines(
                    "No spy of '\(model.name)': \(obstacle.reason).", width: options.layout)
            }
        }
        var imports = TemplateContext.fileImports(of: file)
        if let module = options.testableImport {
            // Public protocols need no `@testable`, which a release build of tests lacks.
            let arePublic = file.protocols.allSatisfy {
                ProtocolGeneration(model: $0, options: options).accessLevel == .public
            }
            imports.append((arePublic ? "import " : "@testable import ") + module)
        }
        if options.support == .inline && !spies.isEmpty {
            imports += SpySupportContext.imports
            inlineSupport = SpySupportContext(supportAccess: "private ")
        }
        self.imports = TemplateContext.sortedImports(imports)
        hasImports = !self.imports.isEmpty
        sourceName = options.sourceName
        self.spies = positioned(spies)
        hasSpies = !spies.isEmpty
    }

    /// `text` as `//` comment lines that fit `layout`'s line length, joined for a template
    /// that writes the first `// `.
    private static func commentLines(_ text: String, width layout: SwiftLayout) -> String {
        SwiftLayout.words(of: text, width: layout.lineLength - 3).joined(separator: "\n// ")
    }
}

/// The spies' machinery: the `spySupport` template's root, and a file of spies'
/// `inlineSupport`.
struct SpySupportContext: Encodable {
    /// `"private "` when the machinery is inlined into a file of spies, else empty.
    var supportAccess: String

    /// What the machinery imports: `NSLock` from Foundation, and the test libraries through
    /// which a spy fails a test, where they exist.
    static let imports = [
        "import Foundation", "#if canImport(Testing)\n    import Testing\n#endif",
        "#if canImport(XCTest)\n    import XCTest\n#endif",
    ]
}

/// The root of a support file's context: the support's keys, with the file's version and
/// imports.
struct SupportFileContext<Support: Encodable>: Encodable {
    var support: Support
    /// The version of the context's shape (``TemplateContext/version``).
    var contextVersion = TemplateContext.version
    /// The imports the machinery needs, sorted as ``FileContext/imports`` are.
    var imports: [String]
    var hasImports: Bool

    init(_ support: Support, imports: [String]) {
        self.support = support
        self.imports = TemplateContext.sortedImports(imports)
        hasImports = !self.imports.isEmpty
    }

    private enum CodingKeys: CodingKey {
        case contextVersion, imports, hasImports
    }

    /// The support's keys and the file's, in one object.
    func encode(to encoder: any Encoder) throws {
        try support.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(contextVersion, forKey: .contextVersion)
        try container.encode(imports, forKey: .imports)
        try container.encode(hasImports, forKey: .hasImports)
    }
}

/// An item of a list, told whether it is the first or the last, so templates can separate
/// items without a trailing separator: its keys are the item's and these two.
struct Positioned<Item: Encodable>: Encodable {
    var item: Item
    var isFirst: Bool
    var isLast: Bool

    /// The keys it adds.
    private enum CodingKeys: CodingKey {
        case isFirst, isLast
    }

    func encode(to encoder: any Encoder) throws {
        try item.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(isFirst, forKey: .isFirst)
        try container.encode(isLast, forKey: .isLast)
    }
}

/// A `#sourceLocation` directive: where the generated line after it maps to in the `.mdgen`
/// file.
///
/// The compiler shows two lines of the generated file around each line it reports, so the
/// built-in templates keep a directive two blank lines away from the declaration it maps,
/// before and after: a snippet then shows only generated Swift. Near the start of the
/// `.mdgen` file, which has no line 0, there is room for fewer.
struct SourceLocationContext: Encodable {
    /// A string literal of the `.mdgen` file's path.
    var file: String
    /// The line the line after the directive maps to, when the declaration follows it at
    /// once; it counts the attribute lines written between directive and declaration.
    var line: Int
    /// The line to name instead when a blank line for each item of ``padding`` comes between
    /// directive and declaration, so that the first line after those is ``line``.
    var paddedLine: Int
    /// One empty object per blank line between a directive naming ``paddedLine`` and the
    /// declaration.
    var padding: [BlankLine]

    /// A blank line: an item with no keys.
    struct BlankLine: Encodable {}

    init(path: String, line: Int) {
        self.line = max(line, 1)
        let padding = min(2, self.line - 1)
        file = TemplateContext.stringLiteral(path)
        paddedLine = self.line - padding
        self.padding = Array(repeating: BlankLine(), count: padding)
    }
}
