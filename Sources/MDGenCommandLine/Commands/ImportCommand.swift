import MDGenCore
import MDGenModel
import MDGenSyntax

/// `mdgen import`: the delegate protocols of Swift files as `.mdgen` files. The conversion is
/// `Importer`'s; this command reads, writes and reports.
enum ImportCommand: Command {
    static let name = "import"
    static let summary = "Turn the delegate protocols of Swift files into .mdgen files."
    static let usage = "mdgen import <file.swift…> (--output <dir> | --stdout) [options]"
    static let discussion = """
        Writes <name>.mdgen for each <name>.swift that declares a protocol: its imports and
        protocols as written, where the requirements an extension in the same file implements,
        and '@objc optional' ones, become 'optional'. A requirement that then needs a
        '@combine' strategy gets the one its default suggests, with a note to review; what a
        .mdgen file cannot hold (properties, initializers, default arguments, the extensions
        themselves) is left out with a warning at its line. The new file is then checked as
        'mdgen lint' would. An existing file is never overwritten.
        """
    static let options: [OptionSpec] = [
        .value("--output", "dir", "Write the .mdgen files into <dir>, creating it if needed."),
        .flag("--stdout", "Print the .mdgen text instead of writing files."),
        SharedOptions.quiet,
    ]
    static let examples = [
        Example(
            "Import the protocols of a Swift file next to it:",
            "mdgen import Sources/App/DownloadDelegate.swift --output Sources/App"),
        Example("Print what importing would write:", "mdgen import Delegates.swift --stdout"),
    ]

    @MainActor
    static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError)
        -> ExitCode
    {
        guard !arguments.positionals.isEmpty else {
            throw UsageError.missingInput
        }
        let output = arguments.value("--output")
        let toStandardOutput = arguments.has("--stdout")
        guard (output == nil) != !toStandardOutput else {
            throw UsageError(message: "give exactly one of '--output <dir>' and '--stdout'")
        }
        var session = try Session(console: console, arguments: arguments)
        for path in arguments.positionals {
            let source: SourceFile
            do {
                source = SourceFile(path: path, bytes: try FileSystem.read(path))
            } catch {
                session.fail(error.message)
                continue
            }
            session.register(source)
            let (text, diagnostics) = Importer.convert(source)
            session.report(diagnostics)
            guard let text else {
                continue
            }
            let name = mdgenName(for: path)
            let destination = output.map { FileSystem.join($0, name) } ?? name
            // What lint would say of the new file, pointing into it.
            let imported = SourceFile(path: destination, text: text)
            session.register(imported)
            session.report(Generator.model(of: imported).diagnostics)
            if toStandardOutput {
                console.writeOutput(text)
                continue
            }
            guard let output else { continue }
            guard FileSystem.kind(of: destination) == .missing else {
                session.fail(
                    "\(destination): '\(name)' already exists, and 'mdgen import' never "
                        + "overwrites a file; move it away, or import into another '--output' "
                        + "directory")
                continue
            }
            do {
                try FileSystem.createDirectory(output)
                try FileSystem.write(text, to: destination)
            } catch {
                session.fail(error.message)
            }
        }
        return session.exitCode
    }

    /// `Delegates.mdgen` for `Sources/App/Delegates.swift`.
    static func mdgenName(for path: String) -> String {
        let file = FileSystem.lastComponent(of: path)
        let base = file.hasSuffix(".swift") ? String(file.dropLast(".swift".count)) : file
        return base + ".mdgen"
    }
}
