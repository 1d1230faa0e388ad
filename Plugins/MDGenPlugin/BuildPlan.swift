import Foundation
import PackagePlugin

/// The pure part of the build plugin: a target's `.mdgen` files in, build commands out. The
/// SwiftPM and Xcode entry points only gather the paths.
///
/// One command per `.mdgen` file, so that editing one file regenerates only its output, and
/// one for the support file (the machinery every multicast of the target shares, which holds
/// only what the target's protocols use, so it reads them all; an unchanged support file is
/// not rewritten, so editing one `.mdgen` file recompiles it only when it must change). Each
/// command declares everything mdgen reads — the files, `mdgen.json`, the templates it names,
/// and mdgen itself — and the one file it writes, so that a build with nothing changed does
/// not run mdgen at all.
///
/// The generated declarations carry `#sourceLocation` directives, so that the compiler's
/// errors about them point at the `.mdgen` lines the user wrote, not at files in the build
/// folder.
struct BuildPlan {
    /// The folder the inputs' output names are relative to, which holds `mdgen.json`.
    var targetDirectory: URL
    /// The `.mdgen` files.
    var inputs: [URL]
    /// Where generated files go.
    var workDirectory: URL
    /// The `mdgen` executable.
    var tool: URL
    /// The targets whose protocols this one gets spies of: for a test target, those it
    /// depends on that have `.mdgen` files.
    var spySources: [SpySource] = []

    /// A target whose `.mdgen` files give spies.
    struct SpySource {
        /// Its module, which the spies import with `@testable`; `nil` for the target itself.
        var module: String?
        var directory: URL
        var inputs: [URL]
    }

    /// Whether the target in `directory` wants spies: a test target unless its `mdgen.json`
    /// says `"spies": false`; another target only of its own protocols, with `"spies": true`.
    static func wantsSpies(in directory: URL, isTest: Bool) -> Bool {
        options(in: configurationFile(in: directory))?.spies ?? isTest
    }

    /// The options of the `mdgen.json` at `file`, or `nil` when there is none or it does not
    /// decode: mdgen itself reports its mistakes.
    private static func options(in file: URL?) -> ConfigurationFile? {
        guard let file, let data = try? Data(contentsOf: file) else {
            return nil
        }
        return try? JSONDecoder().decode(ConfigurationFile.self, from: data)
    }

    /// The `mdgen.json` in `directory`, if it has one.
    private static func configurationFile(in directory: URL) -> URL? {
        let candidate = directory.appendingPathComponent(TargetFiles.configurationFileName)
        return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
    }

    /// The templates the configuration points to, so that editing one reruns mdgen, and their
    /// folder, so that adding one does too (a folder's modification time changes when a file is
    /// added or removed). SwiftPM asks for the commands again only when the package's files
    /// change, not when `mdgen.json` is edited: Documentation/Plugins.md says to touch `Package.swift` after
    /// pointing `templates` elsewhere. An unreadable configuration, or a missing folder, just
    /// adds no inputs.
    private func templateInputs(configuration: URL?) -> [URL] {
        guard let templates = Self.options(in: configuration)?.templates else {
            return []
        }
        let directory = URL(fileURLWithPath: templates, relativeTo: targetDirectory)
            .standardizedFileURL
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        else {
            return []
        }
        return [directory]
            + names.filter { $0.hasSuffix(".mustache") }.sorted().map {
                directory.appendingPathComponent($0)
            }
    }

    var commands: [Command] {
        multicastCommands + spyCommands
    }

    private var multicastCommands: [Command] {
        guard !inputs.isEmpty else {
            return []
        }
        let configuration = Self.configurationFile(in: targetDirectory)
        let sharedInputs =
            [tool] + (configuration.map { [$0] } ?? [])
            + templateInputs(configuration: configuration)
        let sortedInputs = inputs.sorted { $0.path < $1.path }
        var sharedArguments = [
            "--output", workDirectory.path, "--relative-to", targetDirectory.path,
        ]
        if let configuration {
            sharedArguments += ["--config", configuration.path]
        }
        let generation = sortedInputs.map { input in
            command(
                for: input, under: targetDirectory, naming: OutputNaming.outputFileName,
                arguments: sharedArguments + ["--support", "none", "--source-locations"],
                inputFiles: sharedInputs)
        }
        let support = workDirectory.appendingPathComponent(Self.supportFileName)
        return generation + [
            .buildCommand(
                displayName: "Generating \(Self.supportFileName)",
                executable: tool,
                arguments: ["generate"] + sortedInputs.map(\.path) + sharedArguments + [
                    "--support", "only",
                ],
                inputFiles: sortedInputs + sharedInputs,
                outputFiles: [support])
        ]
    }

    /// One command per `.mdgen` file of each spy source, writing its spies, and one for the
    /// support file they share. A dependency's files are named after their path from the
    /// dependency's parent folder (`App+Download.mdgen.spies.swift`), so that two
    /// dependencies' files never share a name, and read with the dependency's `mdgen.json`, so
    /// that the spies see the protocols as the dependency declares them.
    private var spyCommands: [Command] {
        guard let anyInput = spySources.flatMap(\.inputs).first else {
            return []
        }
        var commands: [Command] = []
        for source in spySources {
            let root =
                source.module == nil
                ? source.directory : source.directory.deletingLastPathComponent()
            let configuration = Self.configurationFile(in: source.directory)
            var arguments = ["--output", workDirectory.path, "--relative-to", root.path, "--spies"]
            if let module = source.module {
                arguments += ["--testable-import", module]
            }
            if let configuration {
                arguments += ["--config", configuration.path]
            }
            commands += source.inputs.sorted(by: { $0.path < $1.path }).map { input in
                command(
                    for: input, under: root, naming: OutputNaming.spiesFileName,
                    arguments: arguments + ["--support", "none", "--source-locations"],
                    inputFiles: [tool] + (configuration.map { [$0] } ?? []))
            }
        }
        let support = workDirectory.appendingPathComponent(Self.spySupportFileName)
        commands.append(
            .buildCommand(
                displayName: "Generating \(Self.spySupportFileName)",
                executable: tool,
                arguments: [
                    "generate", anyInput.path, "--spies", "--support", "only", "--output",
                    workDirectory.path,
                ],
                inputFiles: [tool],
                outputFiles: [support]))
        return commands
    }

    /// The command that generates the file of one `.mdgen` file, which `naming` names after
    /// the input's path inside `root`.
    private func command(
        for input: URL, under root: URL, naming: (_ relativePath: String) -> String,
        arguments: [String], inputFiles: [URL]
    ) -> Command {
        let relativePath = TargetFiles.relativePath(of: input, to: root)
        let output = workDirectory.appendingPathComponent(naming(relativePath))
        return .buildCommand(
            displayName: "Generating \(output.lastPathComponent) from \(relativePath)",
            executable: tool,
            arguments: ["generate", input.path] + arguments,
            inputFiles: [input] + inputFiles,
            outputFiles: [output])
    }

    /// The support file's name, as mdgen writes it (`Generator.supportFileName`).
    static let supportFileName = "MDGenSupport.swift"
    /// The spies' support file's name (`Generator.spySupportFileName`).
    static let spySupportFileName = "MDGenSpySupport.swift"
}
