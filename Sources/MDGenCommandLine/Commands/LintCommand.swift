import MDGenCore

/// `mdgen lint`: parses and validates, writes nothing.
enum LintCommand: Command {
    static let name = "lint"
    static let summary = "Parse and validate .mdgen files without generating anything."
    static let usage = "mdgen lint <inputs…> [options]"
    static let discussion = "Reports the same diagnostics as 'generate', with the same exit codes."
    static let options: [OptionSpec] = [
        SharedOptions.warningsAsErrors, SharedOptions.raise, SharedOptions.silence,
        SharedOptions.quiet, SharedOptions.verbose,
    ]
    static let examples = [
        Example("Check every .mdgen file under Sources, writing nothing:", "mdgen lint Sources"),
        Example(
            "Check a description given on standard input, warnings included:",
            "mdgen lint - --warnings-as-errors < DownloadDelegate.mdgen"),
    ]

    @MainActor
    static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError)
        -> ExitCode
    {
        guard !arguments.positionals.isEmpty else {
            throw UsageError.missingInput
        }
        var session = try Session(console: console, arguments: arguments)
        guard let inputs = session.inputs(arguments) else {
            return session.exitCode
        }
        for input in inputs {
            let diagnostics = Generator.model(of: input.source).diagnostics
            session.report(diagnostics)
            session.info(
                "\(diagnostics.containsErrors ? "invalid" : "valid"): \(input.source.path)")
        }
        return session.exitCode
    }
}
