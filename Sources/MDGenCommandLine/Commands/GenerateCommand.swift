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
        Kitchen+Kettle.mdgen.swift. Beside them goes MDGenSupport.swift, the machinery every
        multicast shares (see --support); with --stdout, each file carries its own copy.

        Nothing is written unless every input is valid. Writes are atomic, an output whose
        bytes would not change is left untouched (so builds stay incremental), and a file that
        mdgen did not generate is never overwritten. With --prune, generated files left in the
        output directory by inputs that are gone are deleted; files without mdgen's header
        never are.
        """
    static let options: [OptionSpec] =
        [
            .value(
                "--output", "dir", "Write the generated files into <dir>, creating it if needed."),
            .flag("--stdout", "Print the generated Swift instead of writing files."),
        ] + SharedOptions.generation
    static let examples = [
        Example(
            "Write the Swift of every .mdgen file under Sources/App, and the machinery they "
                + "share, into Sources/App/Generated:",
            "mdgen generate Sources/App --output Sources/App/Generated"),
        Example(
            "Print the Swift of one file, with the machinery it needs inlined:",
            "mdgen generate DownloadDelegate.mdgen --stdout"),
        Example(
            "Make generated declarations public; delete outputs whose input is gone:",
            "mdgen generate Sources/App --output Generated --access public --prune"),
    ]

    @MainActor
    static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError)
        -> ExitCode
    {
        let output = arguments.value("--output")
        let toStandardOutput = arguments.has("--stdout")
        guard !arguments.positionals.isEmpty else {
            throw UsageError.missingInput
        }
        guard (output != nil) != toStandardOutput else {
            throw UsageError(message: "give exactly one of '--output <dir>' and '--stdout'")
        }
        for option in [SharedOptions.prune, SharedOptions.summary]
        where toStandardOutput && arguments.has(option.name) {
            throw UsageError(message: "'\(option.name)' needs '--output <dir>', not '--stdout'")
        }
        let mode = try SharedOptions.supportMode(
            arguments, default: toStandardOutput ? .inline : .file)
        var session = try Session(console: console, arguments: arguments)
        guard let files = try await session.generate(arguments, support: mode) else {
            return session.finish()
        }
        guard let output else {
            for file in files {
                console.writeOutput(file.text)
            }
            return session.finish()
        }
        let writer = OutputWriter(directory: output)
        let plan: [OutputWriter.Change]
        do {
            plan = try writer.plan(files.map { ($0.name, $0.text) })
        } catch {
            session.fail(error.message)
            return session.finish()
        }
        // From here on files change, so the summary says what happened even if a write fails.
        var summary = Summary(directory: output)
        do {
            try writer.apply(plan) { index in
                let change = plan[index]
                session.info("\(change.isUnchanged ? "unchanged" : "wrote"): \(change.path)")
                summary.record(
                    change.isUnchanged ? .unchanged : .written, name: files[index].name)
            }
            if arguments.has(SharedOptions.prune.name) {
                let outputNames = Set(files.map(\.name))
                for file in try writer.staleFiles(keeping: outputNames) {
                    try FileSystem.removeFile(file.path)
                    session.info("deleted: \(file.path)")
                    summary.record(.deleted, name: file.name)
                }
            }
        } catch {
            session.fail(error.message)
        }
        session.summarize(summary)
        return session.finish()
    }
}
