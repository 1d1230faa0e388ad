import MDGenCore

/// `mdgen generate`: writes the Swift for each input, or prints it.
enum GenerateCommand: Command {
    static let name = "generate"
    static let summary = "Generate Swift from .mdgen files."
    static let usage = "mdgen generate <inputs…> (--output <dir> | --stdout) [options]"
    static let discussion = """
        Inputs are .mdgen files, directories (searched recursively for *.mdgen, skipping
        hidden folders), or '-' for standard input. Each input becomes one file in the output
        directory, named after its path: Kettle.mdgen gives Kettle.mdgen.swift, and
        Kitchen/Kettle.mdgen found in a directory (or under --relative-to) gives
        Kitchen+Kettle.mdgen.swift.

        Nothing is written unless every input is valid. Writes are atomic, an output whose
        bytes would not change is left untouched (so builds stay incremental), and a file that
        mdgen did not generate is never overwritten. With --prune, generated files left in the
        output directory by inputs that are gone are deleted; files without mdgen's header
        never are.
        """
    static let options: [OptionSpec] = [
        .value("--output", "dir", "Write the generated files into <dir>, creating it if needed."),
        .flag("--stdout", "Print the generated Swift instead of writing files."),
        SharedOptions.prune, SharedOptions.access, SharedOptions.templates,
        SharedOptions.relativeTo, SharedOptions.config,
        SharedOptions.warningsAsErrors, SharedOptions.quiet, SharedOptions.verbose,
    ]

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitCode {
        let output = arguments.value("--output")
        let toStandardOutput = arguments.has("--stdout")
        guard !arguments.positionals.isEmpty else {
            throw UsageError(message: "missing input: give .mdgen files, directories or '-'")
        }
        guard (output != nil) != toStandardOutput else {
            throw UsageError(message: "give exactly one of '--output <dir>' and '--stdout'")
        }
        guard !(toStandardOutput && arguments.has(SharedOptions.prune.name)) else {
            throw UsageError(message: "'--prune' needs '--output <dir>', not '--stdout'")
        }
        var session = Session(console: console, arguments: arguments)
        guard let results = try session.generate(arguments) else {
            return session.exitCode
        }
        guard let output else {
            for result in results {
                console.writeOutput(result.text)
            }
            return session.exitCode
        }
        let writer = OutputWriter(directory: output)
        do {
            let plan = try writer.plan(results.map { ($0.input.outputFileName, $0.text) })
            for change in plan {
                try writer.apply(change)
                session.info("\(change.isUnchanged ? "unchanged" : "wrote"): \(change.path)")
            }
            if arguments.has(SharedOptions.prune.name) {
                let outputNames = Set(results.map(\.input.outputFileName))
                for file in try writer.staleFiles(keeping: outputNames) {
                    try FileSystem.removeFile(file.path)
                    session.info("deleted: \(file.path)")
                }
            }
        } catch {
            session.fail(error.message)
        }
        return session.exitCode
    }
}
