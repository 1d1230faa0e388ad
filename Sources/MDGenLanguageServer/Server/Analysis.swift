import MDGenCore
import MDGenSyntax

/// What the server learns of a document from the front end: what `mdgen lint` would report
/// for it, and the options its target generates it with.
public struct Analysis: Sendable {
    /// The diagnostics, as `mdgen lint` reports them: warnings raised or silenced as the
    /// target's `mdgen.json` and the server's options say. Those about another file (the
    /// configuration) are published for that file.
    public var diagnostics: [Diagnostic]
    /// The files other than the document that diagnostics may point into, such as the
    /// target's `mdgen.json`: each gets its diagnostics published, none when it has none.
    public var otherFiles: [SourceFile]
    /// The options the target generates the document with, for hover.
    public var options: GeneratorOptions

    /// Creates an analysis.
    public init(
        diagnostics: [Diagnostic], otherFiles: [SourceFile] = [], options: GeneratorOptions
    ) {
        self.diagnostics = diagnostics
        self.otherFiles = otherFiles
        self.options = options
    }

    /// What `mdgen lint` reports for `source` with no configuration and no options.
    public static func lint(_ source: SourceFile) -> Analysis {
        Analysis(
            diagnostics: Generator.model(of: source).diagnostics,
            options: GeneratorOptions(sourceName: lastComponent(of: source.path)))
    }

    /// The file name at the end of `path`.
    public static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// Analyses a document's text: the command line gives the server one that reads the
/// document's target configuration, the tests one of their own.
public typealias Analyzer = @Sendable (SourceFile) -> Analysis
