import MDGenCore
import MDGenMustache
import MDGenSyntax

/// `mdgen templates list | cat <name> | check <dir>`: shows the built-in templates, and checks
/// custom ones against the template context.
enum TemplatesCommand: Command {
    static let name = "templates"
    static let summary =
        "List the built-in templates and their blocks, print one, or check custom ones."
    static let usage = "mdgen templates list | cat <name> | check <dir>"
    static let discussion = """
        Put templates in a directory and pass it with --templates: templates you leave out keep
        their built-in version. To change one block of a template, write a template of the same
        name that inherits the built-in one and overrides that block:

            {{<builtin/dispatch}}
            {{$dispatchPrologue}}log("{{fullName}}"){{/dispatchPrologue}}
            {{/builtin/dispatch}}

        'list' shows each template's blocks. 'check' renders the built-in templates, as the
        templates in <dir> override them, with sample contexts that reach every built-in tag,
        and reports each tag whose name is no key of the context; it exits with 1 if any is.
        """
    static let options: [OptionSpec] = []
    static let examples = [
        Example("List the built-in templates and their blocks:", "mdgen templates list"),
        Example(
            "Start a custom template from the built-in one:",
            "mdgen templates cat protocol > Templates/protocol.mustache"),
        Example(
            "Check that custom templates name only keys of the context:",
            "mdgen templates check Templates"),
    ]

    @MainActor
    static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError)
        -> ExitCode
    {
        let library = TemplateLibrary.builtin
        switch arguments.positionals.first {
        case "list" where arguments.positionals.count == 1:
            let width = (library.names.map(\.count).max() ?? 0) + 2
            for name in library.names {
                let blocks = library[name]?.blocks.map(\.name) ?? []
                let padding = String(repeating: " ", count: width - name.count)
                let line =
                    blocks.isEmpty
                    ? name : name + padding + "blocks: " + blocks.joined(separator: ", ")
                console.writeOutput(line + "\n")
            }
            return .success
        case "cat" where arguments.positionals.count == 2:
            let name = arguments.positionals[1]
            guard let template = library[name] else {
                let suggestion = Spelling.suggestion(for: name, among: library.names)
                console.error(
                    "no built-in template named '\(name)'" + Quoting.didYouMean(suggestion)
                        + " (see 'mdgen templates list')")
                return .failure
            }
            console.writeOutput(template.file.text)
            return .success
        case "check" where arguments.positionals.count == 2:
            return try check(arguments.positionals[1], arguments: arguments, console: console)
        default:
            throw UsageError(message: "expected 'list', 'cat <name>' or 'check <dir>'")
        }
    }

    /// Checks the built-in templates as those in `directory` override them, and prints the
    /// diagnostics, or a summary when there is no error.
    @MainActor
    private static func check(
        _ directory: String, arguments: ParsedArguments, console: Console
    ) throws(UsageError) -> ExitCode {
        var session = try Session(console: console, arguments: arguments)
        guard let generator = session.generator(templates: directory) else {
            return session.finish()
        }
        let result = generator.checkTemplates()
        session.report(result.diagnostics)
        // The tags of the directory's templates that no sample reached; built-in templates
        // they replace are not reached either, and need no word.
        let builtin = TemplateLibrary.builtin
        let builtinTexts = Set(builtin.names.compactMap { builtin[$0]?.file.text })
        let unreached = result.unreachedTags.filter { tag in
            generator.templates[tag.template].map { !builtinTexts.contains($0.file.text) } ?? false
        }
        if session.exitCode == .success {
            let note =
                unreached.isEmpty
                ? "" : " (no sample reached \(unreached.count) of their tags: checked by name only)"
            console.writeOutput(
                "the templates in '\(directory)' name only keys of the context\(note)\n")
        }
        return session.finish()
    }
}
