import Foundation

/// One run of mdgen, as plain values: what both plugins' entry points turn into work for their
/// host (the build plugin into `Command.buildCommand`, the command plugin into a process whose
/// exit status it reads).
struct MDGenInvocation: Equatable {
    /// The target it generates for.
    var targetName: String
    var displayName: String
    /// The `mdgen` executable.
    var executable: URL
    var arguments: [String]
    /// Everything mdgen reads: the `.mdgen` files, `mdgen.json` and the templates it names, and
    /// mdgen itself.
    var inputFiles: [URL]
    /// What it writes: a file (build plugin) or a folder (command plugin).
    var outputFiles: [URL]
}

/// The one planner of both plugins: a target in, every run of mdgen out, the same for SwiftPM
/// and Xcode (whose entry points only describe the target, as a ``PluginTarget``, and hand the
/// ``MDGenInvocation``s to their host). Shared by both plugins and the tests through symbolic
/// links, since plugins cannot share a library.
///
/// Whatever the plugin, every run that reads `.mdgen` files with an `mdgen.json` passes it with
/// `--config` and lists it, the templates it names and mdgen as inputs, and a target that has
/// `"spies": true` gets the same spies (``spySources(of:byDefault:)``).
struct MDGenPlanner {
    /// The `mdgen` executable.
    var tool: URL
    /// The `mdgen.json` of a folder: read from disk by the entry points, given by the tests.
    var configuration: ConfigurationLookup

    /// What to plan for.
    enum Mode: Equatable {
        /// The build plugin: files into the plugin's work folder, during the build.
        case build(workDirectory: URL)
        /// The command plugin: files into the target's `Generated/` folder, written or checked
        /// (`check`), with paths relative to `baseDirectory`, where mdgen runs.
        case checkedIn(check: Bool, verbose: Bool, baseDirectory: URL)
    }

    /// The folder, inside each target, that holds its checked-in generated files.
    static let generatedFolderName = "Generated"

    /// The folder, inside a target's `Generated/`, that holds its checked-in spies: one folder
    /// per module they spy on, and their support file.
    static let spiesFolderName = "Spies"

    /// Every run of mdgen for `target`: its multicasts' first, then its spies'.
    func invocations(for target: PluginTarget, _ mode: Mode) -> [MDGenInvocation] {
        switch mode {
        case .build(let workDirectory):
            let build = BuildInvocations(
                planner: self, target: target, workDirectory: workDirectory)
            return build.multicasts
                + build.spies(spySources(of: target, byDefault: target.isTest))
        case .checkedIn(let check, let verbose, let baseDirectory):
            return CheckedInInvocations(
                planner: self, target: target, check: check, verbose: verbose,
                baseDirectory: baseDirectory
            ).all(spySources(of: target, byDefault: false))
        }
    }

    /// The targets whose protocols `target` gets spies of, when it wants them: its
    /// `mdgen.json`'s `spies`, or else `defaultValue` — the build plugin gives them to every
    /// test target unless told not to, the command plugin only when asked. `"spies": true`
    /// means the same to both: a test target gets those of the targets it depends on that have
    /// `.mdgen` files; any other target those of its own protocols, in its own module.
    func spySources(of target: PluginTarget, byDefault defaultValue: Bool) -> [SpySource] {
        guard target.directory.flatMap(configuration)?.spies ?? defaultValue else {
            return []
        }
        return target.spySources.filter { !$0.inputs.isEmpty }
    }

    /// `--config` and the `mdgen.json` of `folder`, written by `path`, if it has one.
    func configurationArguments(_ folder: URL?, path: (URL) -> String = \.path) -> [String] {
        folder.flatMap(configuration).map { ["--config", path($0.file)] } ?? []
    }

    /// What a run that reads the `mdgen.json` of `folder` depends on: mdgen, the file, and the
    /// templates it names.
    func sharedInputs(_ folder: URL?) -> [URL] {
        guard let configuration = folder.flatMap(configuration) else {
            return [tool]
        }
        return [tool, configuration.file] + configuration.templateInputs
    }
}

/// The build plugin's runs for one target.
///
/// One command per `.mdgen` file, so that editing one file regenerates only its output, and
/// one for the support file (the machinery every multicast of the target shares, which holds
/// only what the target's protocols use, so it reads them all; an unchanged support file is
/// not rewritten, so editing one `.mdgen` file recompiles it only when it must change). Each
/// command declares everything mdgen reads and the one file it writes, so that a build with
/// nothing changed does not run mdgen at all.
///
/// The generated declarations carry `#sourceLocation` directives, so that the compiler's
/// errors about them point at the `.mdgen` lines the user wrote, not at files in the build
/// folder.
private struct BuildInvocations {
    var planner: MDGenPlanner
    var target: PluginTarget
    var workDirectory: URL

    var multicasts: [MDGenInvocation] {
        guard let targetDirectory = target.directory, !target.mdgenFiles.isEmpty else {
            return []
        }
        let sharedInputs = planner.sharedInputs(targetDirectory)
        let sortedInputs = target.mdgenFiles.sorted { $0.path < $1.path }
        let sharedArguments =
            ["--output", workDirectory.path, "--relative-to", targetDirectory.path]
            + planner.configurationArguments(targetDirectory)
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
            MDGenInvocation(
                targetName: target.name,
                displayName: "Generating \(OutputNaming.supportFileName)",
                executable: planner.tool,
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
    /// that the spies see the protocols as the dependency declares them. The support file is
    /// generated with the `mdgen.json` of the first source, whose templates may include its
    /// `spySupport`.
    func spies(_ spySources: [SpySource]) -> [MDGenInvocation] {
        guard let firstSource = spySources.first,
            let anyInput = firstSource.inputs.min(by: { $0.path < $1.path })
        else {
            return []
        }
        var commands: [MDGenInvocation] = []
        for source in spySources {
            let root =
                source.module == nil
                ? source.directory : source.directory.deletingLastPathComponent()
            var arguments = ["--output", workDirectory.path, "--relative-to", root.path, "--spies"]
            if let module = source.module {
                arguments += ["--testable-import", module]
            }
            arguments += planner.configurationArguments(source.directory)
            commands += source.inputs.sorted(by: { $0.path < $1.path }).map { input in
                command(
                    for: input, under: root, naming: OutputNaming.spiesFileName,
                    arguments: arguments + ["--support", "none", "--source-locations"],
                    inputFiles: planner.sharedInputs(source.directory))
            }
        }
        let support = workDirectory.appendingPathComponent(OutputNaming.spySupportFileName)
        commands.append(
            MDGenInvocation(
                targetName: target.name,
                displayName: "Generating \(OutputNaming.spySupportFileName)",
                executable: planner.tool,
                arguments: [
                    "generate", anyInput.path, "--spies", "--support", "only", "--output",
                    workDirectory.path,
                ] + planner.configurationArguments(firstSource.directory),
                inputFiles: planner.sharedInputs(firstSource.directory),
                outputFiles: [support]))
        return commands
    }

    /// The command that generates the file of one `.mdgen` file, which `naming` names after
    /// the input's path inside `root`.
    private func command(
        for input: URL, under root: URL, naming: (_ relativePath: String) -> String,
        arguments: [String], inputFiles: [URL]
    ) -> MDGenInvocation {
        let relativePath = TargetFiles.relativePath(of: input, to: root)
        let output = workDirectory.appendingPathComponent(naming(relativePath))
        return MDGenInvocation(
            targetName: target.name,
            displayName: "Generating \(output.lastPathComponent) from \(relativePath)",
            executable: planner.tool,
            arguments: ["generate", input.path] + arguments,
            inputFiles: [input] + inputFiles,
            outputFiles: [output])
    }
}

/// The command plugin's runs for one target.
///
/// Its generated files go into one fixed folder inside it, `Generated/`, named as the build
/// plugin names them (by their path inside the target). The plugin runs mdgen's own
/// `generate --output` and `check --output`, so the same safety rules apply: atomic writes,
/// unchanged files untouched, hand-written files never overwritten. `Generated/` is mdgen's,
/// so the plugin also passes `--prune`: the generated file of a deleted `.mdgen` is deleted
/// (and fails the check) instead of lingering; hand-written files there are left alone. It
/// passes `--summary` too, so that each run says what it did to the target's files. Paths
/// inside the base folder are passed relative to it, so that mdgen's messages and diffs name
/// files as the user sees them.
private struct CheckedInInvocations {
    var planner: MDGenPlanner
    var target: PluginTarget
    var check: Bool
    var verbose: Bool
    var baseDirectory: URL

    /// One run for the target's `.mdgen` files, one per module it spies on, and one for the
    /// spies' support file.
    func all(_ sources: [SpySource]) -> [MDGenInvocation] {
        guard let directory = target.directory else {
            return []
        }
        var invocations: [MDGenInvocation] = []
        let generated = directory.appendingPathComponent(MDGenPlanner.generatedFolderName)
        if !target.mdgenFiles.isEmpty {
            invocations.append(
                invocation(
                    inputs: target.mdgenFiles, relativeTo: directory, configuration: directory,
                    output: generated, extra: ["--prune"]))
        }
        let spies = generated.appendingPathComponent(MDGenPlanner.spiesFolderName)
        for source in sources {
            // A target's own spies are in its module, and import nothing of it.
            let imports = source.module.map { ["--testable-import", $0] } ?? []
            invocations.append(
                invocation(
                    inputs: source.inputs,
                    relativeTo: source.directory.deletingLastPathComponent(),
                    configuration: source.directory,
                    output: spies.appendingPathComponent(source.module ?? target.moduleName),
                    extra: ["--prune", "--spies"] + imports + ["--support", "none"]))
        }
        if let first = sources.first, let anyInput = first.inputs.first {
            invocations.append(
                invocation(
                    inputs: [anyInput], relativeTo: nil, configuration: first.directory,
                    output: spies, extra: ["--spies", "--support", "only"]))
        }
        return invocations
    }

    /// One run: `inputs` into `output`, with the `extra` arguments that say what to generate
    /// and whether to prune, and the `mdgen.json` of the `configuration` folder if it has one.
    private func invocation(
        inputs: [URL], relativeTo root: URL?, configuration: URL, output: URL, extra: [String]
    ) -> MDGenInvocation {
        let command = check ? "check" : "generate"
        var arguments = [command]
        arguments += inputs.map(path).sorted()
        if let root {
            arguments += ["--relative-to", path(root)]
        }
        arguments += ["--output", path(output)] + extra
        arguments += planner.configurationArguments(configuration, path: path)
        arguments.append("--summary")
        if verbose {
            arguments.append("--verbose")
        }
        return MDGenInvocation(
            targetName: target.name,
            displayName: "mdgen \(command) \(path(output))",
            executable: planner.tool, arguments: arguments,
            inputFiles: inputs.sorted { $0.path < $1.path } + planner.sharedInputs(configuration),
            outputFiles: [output])
    }

    /// `url`'s path relative to the base folder (`.` for the folder itself) when it is inside
    /// it, else absolute.
    func path(_ url: URL) -> String {
        MDGenPlanner.path(url, relativeTo: baseDirectory)
    }
}

extension MDGenPlanner {
    /// `url`'s path relative to `baseDirectory` (`.` for the folder itself) when it is inside
    /// it, else absolute.
    static func path(_ url: URL, relativeTo baseDirectory: URL) -> String {
        if url.standardizedFileURL.path == baseDirectory.standardizedFileURL.path {
            return "."
        }
        return TargetFiles.path(of: url, inside: baseDirectory) ?? url.standardizedFileURL.path
    }
}
