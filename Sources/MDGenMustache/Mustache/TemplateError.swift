import MDGenSyntax

/// The located problems that stopped a template from parsing or rendering.
package struct TemplateError: Error, Sendable {
    /// The problems, in the order they were found; each carries the template's path and range.
    package var diagnostics: [Diagnostic]

    /// Creates an error from its diagnostics.
    package init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
