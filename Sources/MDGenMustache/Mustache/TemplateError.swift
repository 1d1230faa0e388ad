import MDGenSyntax

/// The located problems that stopped a template from parsing or rendering.
public struct TemplateError: Error, Sendable {
    /// The problems, in the order they were found; each carries the template's path and range.
    public var diagnostics: [Diagnostic]

    /// Creates an error from its diagnostics.
    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
