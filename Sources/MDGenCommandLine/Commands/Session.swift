import MDGenCore
import MDGenModel
import MDGenMustache
import MDGenSyntax

/// One file a run generates, in memory.
struct GeneratedFile {
    /// Its name in the output directory.
    var name: String
    var text: String
    /// The input it comes from; `nil` for the support file.
    var input: Input?
}

/// What every command that reads `.mdgen` files shares: finding the inputs, loading the
/// templates, running the generator, and reporting diagnostics.
struct Session {
    let console: Console
    /// Which warnings are errors and which are not reported, from the options and the
    /// configuration file.
    private(set) var warnings: WarningPolicy
    let quiet: Bool
    let verbose: Bool
    /// Whether to print a ``Summary`` at the end (`--summary`).
    let summarizes: Bool
    /// Texts that diagnostics may point into, by path.
    private(set) var sources: [String: SourceFile] = [:]
    private(set) var errorCount = 0
    /// The names of the diagnostics printed so far, whose documentation links ``finish()``
    /// prints.
    private(set) var reportedNames: Set<DiagnosticName> = []

    init(console: Console, arguments: ParsedArguments) throws(UsageError) {
        self.console = console
        self.warnings = try WarningPolicy(arguments)
        self.quiet = arguments.has(SharedOptions.quiet.name)
        self.verbose = arguments.has(SharedOptions.verbose.name)
        self.summarizes = arguments.has(SharedOptions.summary.name)
    }

    /// The inputs named by `arguments`, or `nil` after reporting why there are none.
    mutating func inputs(_ arguments: ParsedArguments) -> [Input]? {
        do {
            let inputs = try Inputs.resolve(
                arguments.positionals, relativeTo: arguments.value(SharedOptions.relativeTo.name),
                console: console)
            for input in inputs {
                sources[input.source.path] = input.source
            }
            warnAboutNames(arguments.positionals)
            return inputs
        } catch {
            for message in error.messages {
                fail(message)
            }
            return nil
        }
    }

    /// Lets diagnostics point into `source`, read otherwise than as an input.
    mutating func register(_ source: SourceFile) {
        sources[source.path] = source
    }

    /// Warns about each file named on the command line whose name does not end in `.mdgen`:
    /// it is read all the same, but a directory search or the build plugin would skip it.
    private mutating func warnAboutNames(_ paths: [String]) {
        let misnamed = paths.filter { path in
            !path.hasSuffix(".mdgen") && path != "-" && FileSystem.kind(of: path) == .file
        }
        report(
            misnamed.compactMap { path in
                sources[path].map { file in
                    let name = FileSystem.lastComponent(of: path)
                    let stem = name.lastIndex(of: ".").map { name[..<$0] } ?? name[...]
                    return .warning(
                        .misnamedInput,
                        "'\(path)' is read as a .mdgen file, but its name does not end in "
                            + "'.mdgen', so directory searches and the build plugin skip it; "
                            + "rename it '\(stem.isEmpty ? name : String(stem)).mdgen'",
                        at: file.range(0, 0), in: file)
                }
            })
    }

    /// The options of `--config <file>`, overridden by those on the command line, or `nil`
    /// after reporting what is wrong with the file.
    mutating func configuration(_ arguments: ParsedArguments) throws(UsageError) -> Configuration? {
        var configuration = Configuration()
        if let path = arguments.value(SharedOptions.config.name) {
            do {
                let file = SourceFile(path: path, bytes: try FileSystem.read(path))
                sources[path] = file
                let (parsed, diagnostics) = Configuration.parse(file)
                report(diagnostics)
                guard let parsed else {
                    return nil
                }
                configuration = parsed
                warnings.raised.formUnion(parsed.raisedWarnings)
                warnings.silenced.formUnion(parsed.silencedWarnings)
            } catch {
                fail(error.message)
                return nil
            }
        }
        if let level = try SharedOptions.accessLevel(arguments) {
            configuration.accessLevel = level
        }
        if let directory = arguments.value(SharedOptions.templates.name) {
            configuration.templatesDirectory = directory
        }
        return configuration
    }

    /// The generator with the built-in templates, overridden by those in `directory`, or `nil`
    /// after reporting the templates' problems.
    mutating func generator(templates directory: String?) -> Generator? {
        guard let directory else {
            return Generator()
        }
        guard FileSystem.kind(of: directory) == .directory else {
            let problem = FileSystem.kind(of: directory) == .file ? "is a file" : "does not exist"
            fail("the templates directory '\(directory)' \(problem)")
            return nil
        }
        var custom: [MustacheTemplate] = []
        var diagnostics: [Diagnostic] = []
        do {
            for name in try FileSystem.fileNames(in: directory) where name.hasSuffix(".mustache") {
                let path = FileSystem.join(directory, name)
                let file = SourceFile(path: path, bytes: try FileSystem.read(path))
                sources[path] = file
                do {
                    custom.append(
                        try MustacheTemplate(
                            name: String(name.dropLast(".mustache".count)), file: file))
                } catch {
                    diagnostics += error.diagnostics
                }
            }
        } catch {
            fail(error.message)
            return nil
        }
        if custom.isEmpty && diagnostics.isEmpty {
            fail("no .mustache templates in '\(directory)'")
            return nil
        }
        let library = TemplateLibrary.builtin(overriddenBy: custom)
        diagnostics += library.validate()
        report(diagnostics)
        return diagnostics.containsErrors ? nil : Generator(templates: library)
    }

    /// Prints diagnostics (warnings only unless `--quiet` or `errorsOnly`), raising or
    /// silencing warnings as the ``WarningPolicy`` says, and counts the errors.
    mutating func report(_ diagnostics: [Diagnostic], errorsOnly: Bool = false) {
        let renderer = DiagnosticRenderer(usesColor: console.usesColor)
        for diagnostic in diagnostics {
            guard let shown = warnings.apply(to: diagnostic) else {
                continue
            }
            if shown.severity == .error {
                errorCount += 1
            } else if quiet || errorsOnly {
                continue
            }
            console.writeError(renderer.render(shown, source: { sources[$0] }))
            if let name = shown.name {
                reportedNames.insert(name)
            }
        }
    }

    /// Ends the run: prints the documentation link of each name the printed diagnostics
    /// carry, once, as the compiler does after its diagnostics, and returns the exit code.
    mutating func finish() -> ExitCode {
        let links = DiagnosticRenderer().documentationLinks(for: reportedNames)
        if !links.isEmpty {
            console.writeError(links)
        }
        reportedNames = []
        return exitCode
    }

    mutating func fail(_ message: String) {
        console.error(message)
        errorCount += 1
    }

    /// Writes `note: message`, unless `--quiet`.
    func note(_ message: String) {
        if !quiet {
            console.note(message)
        }
    }

    func info(_ message: String) {
        if verbose {
            console.writeError(message + "\n")
        }
    }

    /// Prints `summary` with `--summary`; its file names only without `--verbose`, which has
    /// named every file already.
    func summarize(_ summary: Summary) {
        if summarizes {
            console.writeError(summary.text(namingFiles: !verbose))
        }
    }

    /// Reads the configuration, the inputs and the templates named by `arguments`, and
    /// generates every input, and the support file as `mode` says: what `generate` and `check`
    /// both start with. `nil` after reporting the problems, so that a run either writes every
    /// output or none.
    @MainActor
    mutating func generate(
        _ arguments: ParsedArguments, support mode: SupportMode
    ) async throws(UsageError) -> [GeneratedFile]? {
        guard let configuration = try configuration(arguments),
            let inputs = inputs(arguments),
            let generator = generator(templates: configuration.templatesDirectory)
        else {
            return nil
        }
        let spies = arguments.has(SharedOptions.spies.name)
        var files: [GeneratedFile] = []
        var models: [MulticastFile] = []
        var owners: [String: Input] = [:]
        // Inputs whose output another input already claims are reported and skipped; the
        // others are generated all at once, then reported in the order they were given.
        let claimedOutputs = inputs.map { input in
            let owner = owners[input.outputFileName]
            if owner == nil {
                owners[input.outputFileName] = input
            }
            return owner
        }
        let requests = zip(inputs, claimedOutputs).filter { $0.1 == nil }.map { input, _ in
            let options = Self.options(
                for: input, configuration: configuration, arguments: arguments, support: mode)
            return (input.source, options)
        }
        var generations =
            spies
            ? requests.map { generator.generateSpies($0, options: $1) }[...]
            : await generator.generate(requests)[...]
        for (input, owner) in zip(inputs, claimedOutputs) {
            if let owner {
                fail(Inputs.collisionMessage(owner, input))
                continue
            }
            let generation = generations.removeFirst()
            // With `only`, the errors of every input, so that the one command a build runs
            // first reports them all (the build plugin's file commands wait for it); their
            // warnings, once, by the run that generates each input's file. Spies' support
            // file depends on no input.
            if !(spies && mode == .only) {
                report(generation.diagnostics, errorsOnly: mode == .only)
            }
            if let model = generation.model {
                models.append(model)
            }
            if let output = generation.output, mode != .only {
                let name =
                    spies
                    ? OutputNaming.spiesFileName(forInputAt: input.relativePath)
                    : input.outputFileName
                files.append(GeneratedFile(name: name, text: output, input: input))
            }
        }
        if mode == .file || mode == .only {
            do {
                // The support file comes last.
                let text =
                    try spies
                    ? generator.generateSpySupport() : generator.generateSupport(for: models)
                let name = spies ? Generator.spySupportFileName : Generator.supportFileName
                files.append(GeneratedFile(name: name, text: text))
            } catch {
                report(error.diagnostics)
            }
        }
        return errorCount == 0 ? files : nil
    }

    /// The options `input` is generated with, from the configuration and the command line:
    /// what its templates receive depends on them.
    static func options(
        for input: Input, configuration: Configuration, arguments: ParsedArguments,
        support mode: SupportMode
    ) -> GeneratorOptions {
        GeneratorOptions(
            accessLevel: configuration.accessLevel, sourceName: input.relativePath,
            defaults: configuration.defaults, support: mode.placement,
            sourceLocationPath: arguments.has(SharedOptions.sourceLocations.name)
                ? input.source.path : nil,
            testableImport: arguments.value(SharedOptions.testableImport.name))
    }

    var exitCode: ExitCode {
        errorCount == 0 ? .success : .failure
    }
}
