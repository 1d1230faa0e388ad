/// The whole pipeline: source text → tokens → syntax tree → model → template context → Swift.
///
/// Each stage is a plain function of the previous stage's value (``Parser/parse(_:)``,
/// ``ModelBuilder/build(_:in:)``, ``TemplateContext/make(for:options:)``, and the template
/// library's `render`), so tests can drive any of them alone. The generator only chains them
/// and stops at the first stage that reports an error.
public struct Generator: Sendable {
    /// The templates the Swift text comes from.
    public let templates: TemplateLibrary

    /// The name of the template that renders a whole file.
    public static let rootTemplate = "file"

    /// Creates a generator that renders with `templates`.
    public init(templates: TemplateLibrary) {
        self.templates = templates
    }

    /// Creates a generator that renders with the built-in templates.
    public init() {
        self.init(templates: BuiltinTemplates.library)
    }

    /// Parses and validates `source`: what `mdgen lint` does.
    public static func model(of source: SourceFile) -> (
        model: MulticastFile?, diagnostics: [Diagnostic]
    ) {
        let (syntax, parseDiagnostics) = Parser.parse(source)
        let (model, modelDiagnostics) = ModelBuilder.build(syntax, in: source)
        let diagnostics = (parseDiagnostics + modelDiagnostics).sortedByLocation()
        return (diagnostics.containsErrors ? nil : model, diagnostics)
    }

    /// The template context for `source`: what `mdgen context` prints.
    public static func context(
        for source: SourceFile,
        options: GeneratorOptions
    ) -> (context: TemplateValue?, diagnostics: [Diagnostic]) {
        let (model, diagnostics) = model(of: source)
        return (model.map { TemplateContext.make(for: $0, options: options) }, diagnostics)
    }

    /// The generated Swift for `source`, or `nil` with the diagnostics that explain why.
    public func generate(
        _ source: SourceFile,
        options: GeneratorOptions
    ) -> (output: String?, diagnostics: [Diagnostic]) {
        let (context, diagnostics) = Self.context(for: source, options: options)
        guard let context else {
            return (nil, diagnostics)
        }
        do throws(TemplateError) {
            let output = try templates.render(
                Self.rootTemplate, with: context, escaping: .none, missingPartials: .error)
            return (output, diagnostics)
        } catch {
            return (nil, diagnostics + error.diagnostics)
        }
    }
}
