import MDGenSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `mdgen` command line: picks the subcommand, parses its options, and turns every
/// outcome into an exit code. `main.swift` only calls ``main()``.
package enum Tool {
    /// Runs the process's command line on its standard streams, and exits with its code.
    ///
    /// A run stays on the main thread, except for the tasks that generate several files at
    /// once: its memory comes from the main thread's heap, which the C library grows in large
    /// steps.
    @MainActor
    package static func main() async -> Never {
        let console = Console.standard(environment: ProcessInfo.processInfo.environment)
        let code = await run(Array(CommandLine.arguments.dropFirst()), console: console)
        Platform.exitProcess(status: code.rawValue)
    }

    /// The tool's version, printed by `--version`.
    package static let version = "0.1.0"

    static var commands: [any Command.Type] {
        [
            InitCommand.self, GenerateCommand.self, CheckCommand.self, LintCommand.self,
            ContextCommand.self, TemplatesCommand.self, ImportCommand.self,
            LanguageServerCommand.self,
        ]
    }

    static var help: String {
        var text = HelpText.prose(
            "OVERVIEW: Generate typed multicast delegates from Swift-shaped descriptions.")
        text += "\nUSAGE: mdgen <command> [options]\n\nCOMMANDS:\n"
        text += HelpText.table(commands.map { ($0.name, $0.summary) })
        text += "\nOPTIONS:\n"
        text += HelpText.table([
            (
                "--help",
                "Show help; 'mdgen <command> --help' shows a command's options and examples."
            ),
            ("--version", "Show the version."),
        ])
        text += "\n"
        text += HelpText.prose(
            """
            Errors and diagnostics go to standard error, results to standard output. Colours are
            used only on a terminal, and never when NO_COLOR is set (and not empty).
            """)
        text += "\nEXIT CODES:\n"
        text += HelpText.table([
            ("0", "success (for 'check': every generated file is current)"),
            (
                "1",
                "errors in the inputs, files that cannot be read or written, a file mdgen will "
                    + "not overwrite, an unknown template name"
            ),
            (
                "2",
                "'check' without errors: generated files that are out of date, missing or left "
                    + "over"
            ),
            ("64", "usage errors: an unknown command or option, a missing argument"),
        ])
        text += "\nEXAMPLES:\n"
        text += HelpText.examples([
            Example(
                "Start a delegate protocol, with the .mdgen language explained in comments:",
                "mdgen init DownloadDelegate"),
            Example(
                "Generate its Swift, and the machinery multicasts share, into Generated:",
                "mdgen generate DownloadDelegate.mdgen --output Generated"),
            Example(
                "See what a command takes, with examples:", "mdgen generate --help"),
        ])
        return text
    }

    /// Runs the tool with `arguments` (without the program name).
    @MainActor
    package static func run(_ arguments: [String], console: Console) async -> ExitCode {
        guard let first = arguments.first else {
            console.error("missing command")
            console.writeError("usage: mdgen <command> [options]\nsee 'mdgen --help'\n")
            return .usage
        }
        switch first {
        case "--help", "-h":
            console.writeOutput(help)
            return .success
        case "help":
            return showHelp(for: Array(arguments.dropFirst()), console: console)
        case "--version":
            console.writeOutput("mdgen \(version)\n")
            return .success
        default:
            break
        }
        guard let command = command(named: first) else {
            let kind = first.hasPrefix("-") ? "option" : "command"
            let candidates =
                first.hasPrefix("-") ? ["--help", "--version"] : commands.map { $0.name }
            let suggestion = Spelling.suggestion(for: first, among: candidates)
            console.error("unknown \(kind) '\(first)'" + Quoting.didYouMean(suggestion))
            console.writeError("see 'mdgen --help'\n")
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        if ArgumentParser.asksForHelp(rest) {
            console.writeOutput(command.help)
            return .success
        }
        do throws(UsageError) {
            let parsed = try ArgumentParser.parse(rest, options: command.options)
            for talkative in [SharedOptions.verbose, SharedOptions.summary]
            where parsed.has(SharedOptions.quiet.name) && parsed.has(talkative.name) {
                throw UsageError(
                    message: "'--quiet' and '\(talkative.name)' cannot be used together")
            }
            return try await command.run(parsed, console: console)
        } catch {
            console.error(error.message)
            console.writeError("usage: \(command.usage)\nsee 'mdgen \(command.name) --help'\n")
            return .usage
        }
    }

    /// `mdgen help [command]`.
    private static func showHelp(for arguments: [String], console: Console) -> ExitCode {
        guard let name = arguments.first else {
            console.writeOutput(help)
            return .success
        }
        guard arguments.count == 1, let command = command(named: name) else {
            console.error(
                "'mdgen help' takes one command name: \(Quoting.list(commands.map { $0.name }))"
            )
            console.writeError("see 'mdgen --help'\n")
            return .usage
        }
        console.writeOutput(command.help)
        return .success
    }

    private static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }
}
