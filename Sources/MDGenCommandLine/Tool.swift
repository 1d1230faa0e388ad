import MDGenCore

/// The `mdgen` command line: picks the subcommand, parses its options, and turns every
/// outcome into an exit code. `main.swift` only calls ``run(_:console:)``.
public enum Tool {
    /// The tool's version, printed by `--version`.
    public static let version = "0.1.0"

    static var commands: [any Command.Type] {
        [
            GenerateCommand.self, CheckCommand.self, LintCommand.self, ContextCommand.self,
            TemplatesCommand.self,
        ]
    }

    static var help: String {
        var text = """
            OVERVIEW: Generate typed multicast delegates from Swift-shaped protocol descriptions.

            USAGE: mdgen <command> [options]

            COMMANDS:

            """
        let width = (commands.map { $0.name.count }.max() ?? 0) + 2
        for command in commands {
            text += "  " + command.name.padding(to: width) + command.summary + "\n"
        }
        text += """

            OPTIONS:
              --help     Show help; 'mdgen <command> --help' shows a command's options.
              --version  Show the version.

            EXIT CODES: 0 success, 1 errors in the inputs or outdated files, 64 usage errors.

            """
        return text
    }

    /// Runs the tool with `arguments` (without the program name).
    public static func run(_ arguments: [String], console: Console) -> ExitCode {
        guard let first = arguments.first else {
            console.writeError(help)
            return .usage
        }
        switch first {
        case "--help", "-h", "help":
            if first == "help", arguments.count > 1, let command = command(named: arguments[1]) {
                console.writeOutput(command.help)
            } else {
                console.writeOutput(help)
            }
            return .success
        case "--version":
            console.writeOutput("mdgen \(version)\n")
            return .success
        default:
            break
        }
        guard let command = command(named: first) else {
            let hint = Spelling.suggestion(for: first, among: commands.map { $0.name }).map {
                "; did you mean '\($0)'?"
            } ?? ""
            console.error("unknown command '\(first)'\(hint)")
            console.writeError("see 'mdgen --help'\n")
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.writeOutput(command.help)
            return .success
        }
        do {
            let parsed = try ArgumentParser.parse(rest, options: command.options)
            return try command.run(parsed, console: console)
        } catch {
            console.error(error.message)
            console.writeError("usage: \(command.usage)\nsee 'mdgen \(command.name) --help'\n")
            return .usage
        }
    }

    private static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }
}
