import MDGenCore
import MDGenSyntax

/// What the server learns of a document from the front end: what `mdgen lint` would report
/// for it, and the options its target generates it with.
package struct Analysis: Sendable {
    /// The diagnostics, as `mdgen lint` reports them: warnings raised or silenced as the
    /// target's `mdgen.json` and the server's options say. Those about another file (the
    /// configuration) are published for that file.
    package var diagnostics: [Diagnostic]
    /// The files other than the document that diagnostics may point into, such as the
    /// target's `mdgen.json`: each gets its diagnostics published, none when it has none.
    package var otherFiles: [SourceFile]
    /// The options the target generates the document with, for hover.
    package var options: GeneratorOptions

    /// Creates an analysis.
    package init(
        diagnostics: [Diagnostic], otherFiles: [SourceFile] = [], options: GeneratorOptions
    ) {
        self.diagnostics = diagnostics
        self.otherFiles = otherFiles
        self.options = options
    }

    /// What `mdgen lint` reports for `source` with no configuration and no options.
    package static func lint(_ source: SourceFile) -> Analysis {
        Analysis(
            diagnostics: Generator.model(of: source).diagnostics,
            options: GeneratorOptions(sourceName: lastComponent(of: source.path)))
    }

    /// The file name at the end of `path`.
    package static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// Analyses a document's text: the command line gives the server one that reads the
/// document's target configuration, the tests one of their own.
package typealias Analyzer = @Sendable (SourceFile) -> Analysis
