import MDGenMustache
import MDGenSyntax

/// `mdgen templates list | cat <name>`: shows the built-in templates.
enum TemplatesCommand: Command {
    static let name = "templates"
    static let summary = "List the built-in templates and their blocks, or print one."
    static let usage = "mdgen templates list | mdgen templates cat <name>"
    static let discussion = """
        Put templates in a directory and pass it with --templates: templates you leave out keep
        their built-in version. To change one block of a template, write a template of the same
        name that inherits the built-in one and overrides that block:

            {{<builtin/dispatch}}
            {{$dispatchPrologue}}log("{{fullName}}"){{/dispatchPrologue}}
            {{/builtin/dispatch}}

        'list' shows each template's blocks.
        """
    static let options: [OptionSpec] = []
    static let examples = [
        Example("List the built-in templates and their blocks:", "mdgen templates list"),
        Example(
            "Start a custom template from the built-in one:",
            "mdgen templates cat protocol > Templates/protocol.mustache"),
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
        default:
            throw UsageError(message: "expected 'list' or 'cat <name>'")
        }
    }
}
