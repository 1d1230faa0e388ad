import MDGenCore

/// `mdgen check`: fails when checked-in generated files differ from what their inputs give.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "Check that generated files are up to date (for CI)."
    static let usage = "mdgen check <inputs…> --output <dir> [options]"
    static let discussion = """
        Regenerates every input in memory and compares it with the file in <dir>. Prints
        nothing and exits 0 when all are current; otherwise names each missing or outdated
        file, prints a unified diff, and exits 1. Writes nothing.
        """
    static let options: [OptionSpec] = [
        .value("--output", "dir", "The directory that holds the checked-in generated files."),
        SharedOptions.access, SharedOptions.templates, SharedOptions.relativeTo, SharedOptions.config,
        SharedOptions.warningsAsErrors, SharedOptions.quiet,
    ]

    static func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            throw UsageError(message: "missing input: give .mdgen files, directories or '-'")
        }
        guard let output = arguments.value("--output") else {
            throw UsageError(message: "missing '--output <dir>': the directory to check")
        }
        var session = Session(console: console, arguments: arguments)
        guard let configuration = try session.configuration(arguments),
            let inputs = session.inputs(arguments),
            let generator = session.generator(templates: configuration.templatesDirectory),
            let results = session.generateAll(inputs, with: generator, accessLevel: configuration.accessLevel)
        else {
            return session.exitCode
        }
        var drifted: [String] = []
        for result in results {
            let path = FileSystem.join(output, result.input.outputFileName)
            do {
                guard let existing = try FileSystem.contentsIfPresent(path) else {
                    drifted.append(path)
                    console.error("'\(path)' is missing; it is generated from '\(result.input.source.path)'")
                    continue
                }
                let current = String(decoding: existing, as: UTF8.self)
                guard existing != Array(result.text.utf8) else {
                    continue
                }
                drifted.append(path)
                console.error("'\(path)' is out of date with '\(result.input.source.path)'")
                console.writeOutput(
                    UnifiedDiff.make(
                        old: current, new: result.text, oldName: path,
                        newName: path + " (generated from \(result.input.source.path))"))
            } catch {
                session.fail(error.message)
            }
        }
        if !drifted.isEmpty {
            console.note(
                "regenerate with: mdgen generate \(arguments.positionals.joined(separator: " ")) --output \(output)")
            return .failure
        }
        return session.exitCode
    }
}
