/// One item of a file's imports: an `import` declaration, or a `#if` block that holds only
/// imports, such as
///
/// ```swift
/// #if canImport(FoundationXML)
/// import FoundationXML
/// #else
/// import Foundation
/// #endif
/// ```
package enum ImportItemSyntax: Hashable, Sendable {
    /// An `import` declaration.
    case declaration(ImportSyntax)
    /// A `#if` block around imports.
    case conditional(ConditionalImportSyntax)

    /// The import declaration, if this item is one.
    package var declaration: ImportSyntax? {
        if case .declaration(let declaration) = self {
            return declaration
        }
        return nil
    }

    /// Where the item is.
    package var range: SourceRange {
        switch self {
        case .declaration(let declaration): declaration.range
        case .conditional(let block): block.range
        }
    }
}

/// An `import` declaration, such as `@preconcurrency import Foundation`.
package struct ImportSyntax: Hashable, Sendable {
    /// Attributes such as `@preconcurrency`.
    package var attributes: [AttributeSyntax]
    /// An access level written before `import`, such as `public` or `internal`.
    package var accessLevel: String?
    /// The kind of a scoped import (`struct`, `func`…), if any.
    package var kind: String?
    /// The imported path, such as `["Foundation"]` or `["Foundation", "URL"]`.
    package var path: [String]
    /// Where the declaration is.
    package var range: SourceRange
}

/// A `#if … #endif` block at the top level of a file whose branches hold only imports and
/// nested blocks like it. The generated file gets it as it was written (``text(in:)``); the
/// clauses say what it means.
package struct ConditionalImportSyntax: Hashable, Sendable {
    /// One branch of the block: `#if condition`, `#elseif condition` or `#else`, and the
    /// imports up to the next branch.
    package struct Clause: Hashable, Sendable {
        /// The directive without `#`: `if`, `elseif` or `else`.
        package var directive: String
        /// The condition as written, such as `canImport(FoundationXML)`; `nil` for `#else`,
        /// and for a condition too malformed to keep (it has been reported).
        package var condition: String?
        /// The imports of the branch, in source order.
        package var imports: [ImportItemSyntax]
    }

    /// The branches, in source order.
    package var clauses: [Clause]
    /// Where the block is, from the `#` of `#if` to the end of `#endif` (or, in a block
    /// that lacks its `#endif`, of its last import).
    package var range: SourceRange
    /// Where the `#endif` is; `nil` when it is missing (which has been reported).
    package var endifRange: SourceRange?

    /// The block as written in `file`, from the `#` of `#if` to `#endif` and a `//` comment
    /// after it on its line (a documentation comment there belongs to the declaration after
    /// it): its lines joined by `\n`, each keeping its own indentation, each without trailing
    /// whitespace (a carriage return and Unicode spaces included).
    ///
    /// Computed on demand rather than stored: only the outermost block of an item needs it,
    /// and the text of every nested block would cost as much again per level.
    package func text(in file: SourceFile) -> String {
        let bytes = file.bytes
        var end = range.end.offset
        if endifRange != nil {
            var comment = end
            while comment < bytes.count && (bytes[comment] == .space || bytes[comment] == .tab) {
                comment += 1
            }
            let isLineComment =
                comment + 1 < bytes.count && bytes[comment] == .slash
                && bytes[comment + 1] == .slash
            let isDocumentation =
                comment + 3 < bytes.count && bytes[comment + 2] == .slash
                && bytes[comment + 3] != .slash
            if isLineComment && !isDocumentation {
                end = bytes[comment...].firstIndex(of: .newline) ?? bytes.count
            }
        }
        // Lines are split on bytes: as a `Character`, `\r\n` is not a `\n`.
        var lines: [String] = []
        var lineStart = range.start.offset
        for offset in range.start.offset...end where offset == end || bytes[offset] == .newline {
            var line = file.text(from: lineStart, to: offset)
            while line.last?.isWhitespace == true {
                line.removeLast()
            }
            lines.append(line)
            lineStart = offset + 1
        }
        return lines.joined(separator: "\n")
    }
}
