import MDGenCore
import MDGenLanguageServer
import MDGenSyntax

/// `mdgen lsp`: the language server, on standard input and output.
enum LanguageServerCommand: Command {
    static let name = "lsp"
    static let summary = "Run the language server for editors, on standard input and output."
    static let usage = "mdgen lsp [options]"
    static let discussion =
        "Gives an editor what 'mdgen lint' gives a terminal, as you type: the same diagnostics, "
        + "their fix-its as quick fixes, hover that shows what a protocol or requirement "
        + "becomes, completion, an outline and go to definition. Each document is checked with "
        + "the mdgen.json of its target: the first one in its folder or the folders above, up "
        + "to the package's root (the folder with Package.swift), unless --config names one. "
        + "Documentation/LanguageServer.md says how to set up an editor."
    static let options: [OptionSpec] = [
        SharedOptions.config, LintCommand.spies, SharedOptions.warningsAsErrors,
        SharedOptions.raise, SharedOptions.silence,
    ]
    static let examples = [
        Example("Start the server, as an editor does:", "mdgen lsp"),
        Example(
            "Report every warning as an error, as a CI build with --warnings-as-errors does:",
            "mdgen lsp --warnings-as-errors"),
    ]

    @MainActor
    static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError)
        -> ExitCode
    {
        guard arguments.positionals.isEmpty else {
            throw UsageError(
                message: "'lsp' takes no inputs: the editor sends the documents it opens")
        }
        let analyzer = try analyzer(arguments)
        Platform.ignoreBrokenPipes()
        let connection = Connection(
            read: Platform.readInputChunk,
            write: Platform.writeOutput(bytes:),
            log: { console.writeError($0 + "\n") })
        let status = connection.serve(LanguageServer(analyzer: analyzer, version: Tool.version))
        return status == 0 ? .success : .failure
    }

    /// What `mdgen lint` reports for a document, with its target's configuration and the
    /// options of `arguments`.
    static func analyzer(_ arguments: ParsedArguments) throws(UsageError) -> Analyzer {
        let policy = try WarningPolicy(arguments)
        let configuration = arguments.value(SharedOptions.config.name)
        let spies = arguments.has(LintCommand.spies.name)
        return { source in
            analysis(
                of: source,
                configuration: configuration ?? configurationPath(near: source.path),
                policy: policy, spies: spies)
        }
    }

    /// What `mdgen lint` reports for `source`, with the configuration at `path`, if any.
    static func analysis(
        of source: SourceFile, configuration path: String?, policy: WarningPolicy, spies: Bool
    ) -> Analysis {
        var policy = policy
        var configuration = Configuration()
        var diagnostics: [Diagnostic] = []
        var otherFiles: [SourceFile] = []
        if let path, let bytes = try? FileSystem.read(path) {
            let file = SourceFile(path: path, bytes: bytes)
            otherFiles.append(file)
            let (parsed, problems) = Configuration.parse(file)
            diagnostics += problems
            if let parsed {
                configuration = parsed
                policy.raised.formUnion(parsed.raisedWarnings)
                policy.silenced.formUnion(parsed.silencedWarnings)
            }
        }
        var (model, found) = Generator.model(of: source, defaults: configuration.defaults)
        if let model, spies {
            found = (found + Generator.spyWarnings(for: model, in: source)).sortedByLocation()
        }
        diagnostics += found
        return Analysis(
            diagnostics: diagnostics.compactMap(policy.apply(to:)), otherFiles: otherFiles,
            options: GeneratorOptions(
                accessLevel: configuration.accessLevel,
                sourceName: FileSystem.lastComponent(of: source.path),
                defaults: configuration.defaults))
    }

    /// The `mdgen.json` of the target a file at `path` belongs to: the first in its folder or
    /// the folders above it, up to a package's root (the folder that holds `Package.swift`).
    static func configurationPath(near path: String) -> String? {
        guard path.hasPrefix("/") else {
            return nil
        }
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            let directory = folder.isEmpty ? "/" : String(folder)
            let candidate = FileSystem.join(directory, "mdgen.json")
            if FileSystem.kind(of: candidate) == .file {
                return candidate
            }
            if FileSystem.kind(of: FileSystem.join(directory, "Package.swift")) == .file {
                return nil
            }
        }
        return nil
    }
}
