/// What rendering does with a `{{> name}}` tag whose template is not in the library.
public enum MissingPartialPolicy: Sendable {
    /// Render it as empty text, as the spec says.
    case empty
    /// Fail with an error located at the tag, so no text goes missing unnoticed.
    case error
}

/// A set of templates that can include each other as partials (`{{> name}}`).
///
/// ```swift
/// let library = TemplateLibrary([page, header])
/// let text = try library.render("page", with: ["title": "Hello"], escaping: .none)
/// ```
public struct TemplateLibrary: Sendable {
    private let templates: [String: MustacheTemplate]

    /// Creates a library. When two templates have the same name the later one wins, so
    /// custom templates can be listed after the built-in ones they replace.
    public init(_ templates: [MustacheTemplate]) {
        self.templates = Dictionary(
            templates.map { ($0.name, $0) }, uniquingKeysWith: { _, later in later })
    }

    /// The names of the templates, sorted.
    public var names: [String] {
        templates.keys.sorted()
    }

    /// The template called `name`, if the library has one.
    public subscript(name: String) -> MustacheTemplate? {
        templates[name]
    }

    /// Renders the template called `name` with `context`.
    ///
    /// - Parameters:
    ///   - escaping: Whether `{{name}}` escapes its value for HTML (the spec) or not (Swift).
    ///   - missingPartials: Whether a partial missing from the library renders as empty text
    ///     (the spec) or is an error located at its tag.
    /// - Throws: A located error when a partial is missing (with `.error`), when partials
    ///   nest more than 100 deep, or when a tag interpolates a list or an object.
    public func render(
        _ name: String,
        with context: TemplateValue,
        escaping: TemplateEscaping = .html,
        missingPartials: MissingPartialPolicy = .empty
    ) throws(TemplateError) -> String {
        guard let template = templates[name] else {
            throw TemplateError(diagnostics: [Diagnostic(.error, "no template named '\(name)'")])
        }
        var renderer = MustacheRenderer(
            templates: templates, context: context, escaping: escaping,
            missingPartials: missingPartials)
        return try renderer.render(template)
    }

    /// The located problems of every template, found without rendering: partials that refer
    /// to templates not in the library. Templates are checked in the order of ``names``.
    public func validate() -> [Diagnostic] {
        templates.sorted { $0.key < $1.key }.flatMap { _, template -> [Diagnostic] in
            template.partialReferences
                .filter { templates[$0.name] == nil }
                .map { Self.missingPartial($0.name, at: $0.range, in: template) }
        }
    }

    /// The error for a partial tag naming a template the library does not have.
    static func missingPartial(
        _ name: String, at range: SourceRange, in template: MustacheTemplate
    ) -> Diagnostic {
        .error("partial '\(name)' refers to no template", at: range, in: template.file)
    }
}
