import MDGenMustache
import MDGenSyntax

extension BuiltinTemplates {
    /// The default templates, parsed once.
    static let library = TemplateLibrary(templates)

    /// The default templates as parsed templates. They are checked by the tests, so a failure
    /// to parse here is a bug in `Templates/`, not a user error.
    static let templates: [MustacheTemplate] = sources.map { source in
        do throws(TemplateError) {
            return try MustacheTemplate(
                name: source.name,
                file: SourceFile(path: "Templates/\(source.name).mustache", text: source.text))
        } catch {
            preconditionFailure(
                "built-in template '\(source.name)' does not parse: \(error.diagnostics)")
        }
    }
}

extension TemplateLibrary {
    /// The prefix under which every built-in template stays reachable when a custom template
    /// of the same name replaces it: a custom `dispatch.mustache` can inherit
    /// `{{<builtin/dispatch}}` and override one of its blocks.
    package static let builtinPrefix = "builtin/"

    /// The built-in templates.
    package static var builtin: TemplateLibrary {
        BuiltinTemplates.library
    }

    /// The built-in templates, with those of `custom` replacing the ones of the same name;
    /// every built-in template is also there as `builtin/<name>`, for custom templates to
    /// inherit.
    package static func builtin(overriddenBy custom: [MustacheTemplate]) -> TemplateLibrary {
        let aliases = BuiltinTemplates.templates.map { template in
            template.renamed(builtinPrefix + template.name)
        }
        // The library keeps the later of two templates of one name.
        return TemplateLibrary(BuiltinTemplates.templates + aliases + custom)
    }
}
