import MDGenCore

/// `mdgen templates list | cat <name>`: shows the built-in templates.
enum TemplatesCommand: Command {
    static let name = "templates"
    static let summary = "List the built-in templates, or print one."
    static let usage = "mdgen templates list | mdgen templates cat <name>"
    static let discussion = """
        Copy a template into a directory, edit it, and pass the directory with --templates:
        templates you leave out keep their built-in version.
        """
    static let options: [OptionSpec] = []

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitCode {
        let library = TemplateLibrary.builtin
        switch arguments.positionals.first {
        case "list" where arguments.positionals.count == 1:
            for name in library.names {
                console.writeOutput(name + "\n")
            }
            return .success
        case "cat" where arguments.positionals.count == 2:
            let name = arguments.positionals[1]
            guard let template = library[name] else {
                let hint =
                    Spelling.suggestion(for: name, among: library.names).map {
                        "; did you mean '\($0)'?"
                    } ?? ""
                console.error(
                    "no built-in template named '\(name)'\(hint) (see 'mdgen templates list')")
                return .failure
            }
            console.writeOutput(template.file.text)
            return .success
        default:
            throw UsageError(message: "expected 'list' or 'cat <name>'")
        }
    }
}
