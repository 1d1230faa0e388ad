import MDGenCore

/// `mdgen lint`: parses and validates, writes nothing.
enum LintCommand: Command {
    static let name = "lint"
    static let summary = "Parse and validate .mdgen files without generating anything."
    static let usage = "mdgen lint <inputs…> [options]"
    static let discussion =
        "Reports the same diagnostics as 'generate' (with --spies, as 'generate --spies'), with "
        + "the same exit codes."
    static let options: [OptionSpec] = [
        spies, SharedOptions.warningsAsErrors, SharedOptions.raise, SharedOptions.silence,
        SharedOptions.quiet, SharedOptions.verbose,
    ]
    /// `--spies`: also what keeps a spy from standing for a protocol, as `generate --spies`
    /// reports it.
    static let spies = OptionSpec.flag(
        "--spies",
        "Also warn about each protocol that gets no spy, at what stands in the way, as "
            + "'generate --spies' does.")
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
            return session.finish()
        }
        for input in inputs {
            var (model, diagnostics) = Generator.model(of: input.source)
            if let model, arguments.has(spies.name) {
                diagnostics = (diagnostics + Generator.spyWarnings(for: model, in: input.source))
                    .sortedByLocation()
            }
            session.report(diagnostics)
            session.info(
                "\(diagnostics.containsErrors ? "invalid" : "valid"): \(input.source.path)")
        }
        return session.finish()
    }
}
