import MDGenSyntax

/// What rendering does with a partial tag (`{{> name}}`) or a parent tag pair
/// (`{{< name}}…{{/ name}}`) whose template is not in the library, and with a dynamic name
/// (`{{> *name}}`) that has no value in the context.
package enum MissingPartialPolicy: Sendable {
    /// Render it as empty text, as the spec says for partials, parents and dynamic names.
    case empty
    /// Fail with an error located at the tag, so no text goes missing unnoticed.
    case error
}

/// A set of templates that can include each other as partials (`{{> name}}`) and inherit
/// from each other as parents (`{{< name}}{{$ block}}…{{/ block}}{{/ name}}`).
///
/// The engine implements the spec's core modules and its optional inheritance and dynamic
/// names modules. It has no lambdas: a context is data, never code.
///
/// ```swift
/// let library = TemplateLibrary([page, header])
/// let text = try library.render("page", with: ["title": "Hello"], escaping: .none)
/// ```
package struct TemplateLibrary: Sendable {
    let templates: [String: MustacheTemplate]

    /// Creates a library. When two templates have the same name the later one wins, so
    /// custom templates can be listed after the built-in ones they replace.
    package init(_ templates: [MustacheTemplate]) {
        self.templates = Dictionary(
            templates.map { ($0.name, $0) }, uniquingKeysWith: { _, later in later })
    }

    /// The names of the templates, sorted.
    package var names: [String] {
        templates.keys.sorted()
    }

    /// The template called `name`, if the library has one.
    package subscript(name: String) -> MustacheTemplate? {
        templates[name]
    }

    /// Renders the template called `name` with `context`.
    ///
    /// - Parameters:
    ///   - escaping: Whether `{{name}}` escapes its value for HTML (the spec) or not (Swift).
    ///   - missingPartials: Whether a partial or parent missing from the library, or a dynamic
    ///     name without a value, renders as empty text (the spec) or is an error located at
    ///     its tag.
    ///   - limits: How much output, depth and work the render may take.
    /// - Throws: A located error when a partial or parent is missing (with `.error`), when a
    ///   render passes one of its `limits`, or when a tag interpolates a list or an object or
    ///   takes one as a template name.
    package func render(
        _ name: String,
        with context: TemplateValue,
        escaping: TemplateEscaping = .html,
        missingPartials: MissingPartialPolicy = .empty,
        limits: TemplateRenderingLimits = .default
    ) throws(TemplateError) -> String {
        guard let template = templates[name] else {
            throw TemplateError(diagnostics: [
                Diagnostic(.error, .missingTemplate, "no template named '\(name)'")
            ])
        }
        var renderer = MustacheRenderer(
            templates: templates, context: context, escaping: escaping,
            missingPartials: missingPartials, limits: limits)
        return try renderer.render(template)
    }

    /// The located problems of every template, found without rendering: partial and parent
    /// tags that name a template not in the library. Names that come from the context
    /// (`{{> *name}}`) can only be checked by rendering. Templates are checked in the order
    /// of ``names``, and the tags of each in source order.
    package func validate() -> [Diagnostic] {
        templates.sorted { $0.key < $1.key }.flatMap { _, template -> [Diagnostic] in
            let partials = template.partialReferences.map { ($0, "partial") }
            let parents = template.parentReferences.map { ($0, "parent") }
            return (partials + parents)
                .filter { reference, _ in templates[reference.name] == nil }
                .sorted { $0.0.range.start < $1.0.range.start }
                .map { reference, noun in
                    Self.missingTemplate(
                        reference.name, namedBy: .fixed(reference.name), as: noun,
                        at: reference.range, in: template)
                }
        }
    }

    /// The error for a partial or parent tag naming a template the library does not have;
    /// a dynamic name says which context name gave it.
    static func missingTemplate(
        _ name: String, namedBy tagName: MustacheTemplateName, as noun: String,
        at range: SourceRange, in template: MustacheTemplate
    ) -> Diagnostic {
        let origin =
            if case .dynamic = tagName { " (the value of '\(tagName.text)')" } else { "" }
        return .error(
            .missingTemplate,
            "\(noun) '\(name)'\(origin) refers to no template", at: range, in: template.file)
    }
}
