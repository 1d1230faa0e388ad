import Foundation

/// The pure part of the build plugin: a target in, build commands out, the same for SwiftPM and
/// Xcode (whose entry points only describe the target, and turn each ``BuildCommand`` into
/// PackagePlugin's `Command.buildCommand`).
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
///
/// A target that wants spies (a test target, unless its `mdgen.json` says `"spies": false`; any
/// other with `"spies": true`) also gets the spies of the protocols of its ``SpySource``s.
struct BuildPlan {
    /// The target to generate for.
    var target: PluginTarget
    /// Where generated files go.
    var workDirectory: URL
    /// The `mdgen` executable.
    var tool: URL
    /// The `mdgen.json` of a folder, if it has one.
    var configuration: ConfigurationLookup

    /// One command, as plain values.
    struct BuildCommand: Equatable {
        var displayName: String
        var executable: URL
        var arguments: [String]
        var inputFiles: [URL]
        var outputFiles: [URL]
    }

    /// Every command, the target's multicasts' first and then its spies'.
    var commands: [BuildCommand] {
        let spySources =
            target.wantsSpies(configuration: configuration, byDefault: target.isTest)
            ? target.spySources : []
        return multicastCommands + spyCommands(spySources)
    }

    private var multicastCommands: [BuildCommand] {
        guard let targetDirectory = target.directory, !target.mdgenFiles.isEmpty else {
            return []
        }
        let configuration = configuration(targetDirectory)
        let sharedInputs = [tool] + Self.configurationInputs(configuration)
        let sortedInputs = target.mdgenFiles.sorted { $0.path < $1.path }
        let sharedArguments =
            ["--output", workDirectory.path, "--relative-to", targetDirectory.path]
            + Self.configurationArguments(configuration)
        // The support file's command reads every input and fails with all their errors; each
        // file's command waits for it (its output is their input), so that a build with
        // several broken files reports them all, not only the first whose command fails:
        // SwiftPM starts no command after one has failed.
        let support = workDirectory.appendingPathComponent(OutputNaming.supportFileName)
        let generation = sortedInputs.map { input in
            command(
                for: input, under: targetDirectory, naming: OutputNaming.outputFileName,
                arguments: sharedArguments + ["--support", "none", "--source-locations"],
                inputFiles: sharedInputs + [support])
        }
        return generation + [
            BuildCommand(
                displayName: "Generating \(OutputNaming.supportFileName)",
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
    /// dependencies' files never share a name, and read with the dependency's `mdgen.json` (and
    /// the templates it names, inputs of the command), so that the spies see the protocols as
    /// the dependency declares them. The support file is generated with the `mdgen.json` of the
    /// first source, whose templates may include its `spySupport`.
    private func spyCommands(_ spySources: [SpySource]) -> [BuildCommand] {
        guard let firstSource = spySources.first(where: { !$0.inputs.isEmpty }),
            let anyInput = firstSource.inputs.min(by: { $0.path < $1.path })
        else {
            return []
        }
        var commands: [BuildCommand] = []
        for source in spySources {
            let root =
                source.module == nil
                ? source.directory : source.directory.deletingLastPathComponent()
            let configuration = configuration(source.directory)
            var arguments = ["--output", workDirectory.path, "--relative-to", root.path, "--spies"]
            if let module = source.module {
                arguments += ["--testable-import", module]
            }
            arguments += Self.configurationArguments(configuration)
            commands += source.inputs.sorted(by: { $0.path < $1.path }).map { input in
                command(
                    for: input, under: root, naming: OutputNaming.spiesFileName,
                    arguments: arguments + ["--support", "none", "--source-locations"],
                    inputFiles: [tool] + Self.configurationInputs(configuration))
            }
        }
        let support = workDirectory.appendingPathComponent(OutputNaming.spySupportFileName)
        let configuration = configuration(firstSource.directory)
        commands.append(
            BuildCommand(
                displayName: "Generating \(OutputNaming.spySupportFileName)",
                executable: tool,
                arguments: [
                    "generate", anyInput.path, "--spies", "--support", "only", "--output",
                    workDirectory.path,
                ] + Self.configurationArguments(configuration),
                inputFiles: [tool] + Self.configurationInputs(configuration),
                outputFiles: [support]))
        return commands
    }

    /// `--config` and the `mdgen.json` to read, if there is one.
    private static func configurationArguments(_ configuration: AppliedConfiguration?)
        -> [String]
    {
        configuration.map { ["--config", $0.file.path] } ?? []
    }

    /// What a command that reads `configuration` depends on: the file, and the templates it
    /// names.
    private static func configurationInputs(_ configuration: AppliedConfiguration?) -> [URL] {
        guard let configuration else {
            return []
        }
        return [configuration.file] + configuration.templateInputs
    }

    /// The command that generates the file of one `.mdgen` file, which `naming` names after
    /// the input's path inside `root`.
    private func command(
        for input: URL, under root: URL, naming: (_ relativePath: String) -> String,
        arguments: [String], inputFiles: [URL]
    ) -> BuildCommand {
        let relativePath = TargetFiles.relativePath(of: input, to: root)
        let output = workDirectory.appendingPathComponent(naming(relativePath))
        return BuildCommand(
            displayName: "Generating \(output.lastPathComponent) from \(relativePath)",
            executable: tool,
            arguments: ["generate", input.path] + arguments,
            inputFiles: [input] + inputFiles,
            outputFiles: [output])
    }
}
