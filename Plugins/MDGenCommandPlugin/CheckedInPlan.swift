import Foundation

/// The pure part of the command plugin: which `mdgen` runs regenerate (or check) the
/// checked-in Swift of each target. The SwiftPM and Xcode entry points only gather the
/// targets and run what this returns, so both behave the same.
///
/// Every target's generated files go into one fixed folder inside it, `Generated/`, named as
/// the build plugin names them (by their path inside the target). The plugin runs mdgen's own
/// `generate --output` and `check --output`, so the same safety rules apply: atomic writes,
/// unchanged files untouched, hand-written files never overwritten. `Generated/` is mdgen's,
/// so the plugin also passes `--prune`: the generated file of a deleted `.mdgen` is deleted
/// (and fails the check) instead of lingering; hand-written files there are left alone. It
/// passes `--summary` too, so that each run says what it did to the target's files.
struct CheckedInPlan {
    /// The folder, inside each target, that holds its generated files.
    static let generatedFolderName = "Generated"

    /// The folder, inside a test target's `Generated/`, that holds its spies: one folder per
    /// module they spy on, and their support file.
    static let spiesFolderName = "Spies"

    /// Where the plugin runs, which decides how its advice names the plugin's action.
    enum Host: Equatable {
        /// `swift package mdgen`.
        case swiftPM
        /// The project navigator's context menu, whose dialog passes `--target` for each target
        /// ticked in it.
        case xcode
    }

    /// The name under which Xcode lists the plugin in the project navigator's context menu:
    /// the plugin target's name.
    static let xcodeMenuItem = "MDGenCommandPlugin"

    /// What the plugin was asked to do.
    struct Options: Equatable {
        /// Check instead of writing (`--check`).
        var check = false
        /// Only these targets (`--target`, repeatable); all with `.mdgen` files when empty.
        var targetNames: [String] = []
        /// Pass `--verbose` to mdgen.
        var verbose = false
    }

    /// One run of mdgen.
    struct Invocation: Equatable {
        var targetName: String
        var arguments: [String]
    }

    /// How one run of mdgen ended, told by its exit status (`mdgen --help` lists them).
    enum Outcome: Equatable {
        case success
        /// Errors in the `.mdgen` files, `mdgen.json` or the files, which mdgen has printed:
        /// regenerating does not fix them.
        case errors
        /// `check`: the generated files are out of date, missing or left over, which
        /// regenerating fixes.
        case outdated
        /// Any other status: a usage error (the plugin's mistake), say.
        case unexpected(Int32)
        /// Killed by this signal: a crash, or the user.
        case signalled(Int32)

        /// The outcome of a run that exited with `status`: 0 success, 1 errors, 2 drift.
        init(status: Int32) {
            switch status {
            case 0: self = .success
            case 1: self = .errors
            case 2: self = .outdated
            default: self = .unexpected(status)
            }
        }
    }

    /// A mistake in the plugin's arguments or target names.
    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    static let usage = """
        usage: swift package --allow-writing-to-package-directory mdgen [--target <name>]… [--verbose]
               swift package --allow-writing-to-package-directory mdgen --check [--target <name>]… [--verbose]
        In Xcode, the same arguments go in the plugin's dialog, which passes --target for each target ticked in it.
        """

    /// Reads the plugin's arguments strictly: an unknown one is an error, not ignored.
    static func options(from arguments: [String]) throws -> Options {
        var options = Options()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--check":
                options.check = true
            case "--verbose":
                options.verbose = true
            case "--target":
                guard index < arguments.count, !arguments[index].hasPrefix("-") else {
                    throw UsageError(description: "'--target' needs a target name\n\(usage)")
                }
                options.targetNames.append(arguments[index])
                index += 1
            default:
                if argument.hasPrefix("--target=") {
                    options.targetNames.append(String(argument.dropFirst("--target=".count)))
                } else {
                    throw UsageError(description: "unknown argument '\(argument)'\n\(usage)")
                }
            }
        }
        return options
    }

    /// Every target of the package or project, with or without `.mdgen` files.
    var targets: [PluginTarget]
    var options: Options
    /// The package's (or Xcode project's) folder: mdgen runs there, and paths inside it are
    /// passed relative to it, so that its messages and diffs name files as the user sees them.
    var baseDirectory: URL
    /// Where the plugin runs, for its advice.
    var host: Host = .swiftPM
    /// The `mdgen.json` of a folder: read from disk by the entry points, given by the tests.
    var configuration: ConfigurationLookup

    /// The targets to run mdgen for, and the chosen ones skipped for having nothing to generate.
    struct Selection: Equatable {
        var chosen: [PluginTarget]
        var skipped: [String]
    }

    /// The spies a target gets when its `mdgen.json` says `"spies": true`, as the build plugin
    /// gives them: for a test target, those of the targets it depends on that have `.mdgen`
    /// files; for any other, those of its own protocols, in its own module. (The build plugin
    /// gives a test target its spies unasked; checked-in spies are asked for.)
    private func spySources(of target: PluginTarget) -> [SpySource] {
        guard target.wantsSpies(configuration: configuration, byDefault: false) else {
            return []
        }
        return target.spySources.filter { !$0.inputs.isEmpty }
    }

    /// Whether a target has anything to generate, `.mdgen` files or spies, and a folder to
    /// write it in (an Xcode target without `.mdgen` files or `mdgen.json` has none).
    private func hasWork(_ target: PluginTarget) -> Bool {
        target.directory != nil && (!target.mdgenFiles.isEmpty || !spySources(of: target).isEmpty)
    }

    /// The targets to regenerate (or check): all that have work when no `--target` is given,
    /// else the chosen ones that have, the others skipped. A name that is no target, or a choice
    /// in which no target has work, is an error, before anything runs.
    func selection() throws -> Selection {
        let withWork = targets.filter(hasWork)
        guard !options.targetNames.isEmpty else {
            return Selection(chosen: withWork, skipped: [])
        }
        let available = withWork.map { "'\($0.name)'" }.joined(separator: ", ")
        let known = Set(targets.map(\.name))
        for name in options.targetNames where !known.contains(name) {
            throw UsageError(
                description: "no target is named '\(name)' ("
                    + (available.isEmpty
                        ? "no target has .mdgen files"
                        : "targets with .mdgen files: \(available)") + ")")
        }
        let chosen = targets.filter { options.targetNames.contains($0.name) }
        let selection = Selection(
            chosen: chosen.filter(hasWork), skipped: chosen.filter { !hasWork($0) }.map(\.name))
        guard !selection.chosen.isEmpty else {
            let names = selection.skipped.map { "'\($0)'" }.joined(separator: ", ")
            throw UsageError(
                description: "none of the chosen targets has .mdgen files (\(names)): "
                    + advice(toChoose: available))
        }
        return selection
    }

    /// What to do when the chosen targets have nothing to generate.
    private func advice(toChoose available: String) -> String {
        let addFiles =
            "add .mdgen files to one of them (a test target gets spies of its dependencies' "
            + "with \"spies\": true in its mdgen.json)"
        guard !available.isEmpty else {
            return addFiles
        }
        switch host {
        case .swiftPM:
            return "choose one that has some (\(available)) with --target, or \(addFiles)"
        case .xcode:
            return "tick one that has some (\(available)) in the plugin's dialog, or \(addFiles)"
        }
    }

    /// The one line that names the chosen targets skipped for having no `.mdgen` files, or
    /// `nil` when none was.
    static func skippedNote(_ skipped: [String]) -> String? {
        guard !skipped.isEmpty else {
            return nil
        }
        let names = skipped.map { "'\($0)'" }.joined(separator: ", ")
        return "skipped \(names): no .mdgen files"
    }

    /// The runs of mdgen, one per target, in target order, and for a test target one per
    /// module it spies on, and one for the spies' support file.
    func invocations() throws -> [Invocation] {
        try invocations(for: selection().chosen)
    }

    /// The runs of mdgen for `chosen`, targets that have work.
    func invocations(for chosen: [PluginTarget]) -> [Invocation] {
        chosen.flatMap { target -> [Invocation] in
            guard let directory = target.directory else {
                return []
            }
            var invocations: [Invocation] = []
            let generated = directory.appendingPathComponent(Self.generatedFolderName)
            if !target.mdgenFiles.isEmpty {
                invocations.append(
                    invocation(
                        target, inputs: target.mdgenFiles, relativeTo: directory,
                        configuration: directory, output: generated, extra: ["--prune"]))
            }
            let spies = generated.appendingPathComponent(Self.spiesFolderName)
            let sources = spySources(of: target)
            for source in sources {
                // A target's own spies are in its module, and import nothing of it.
                let imports = source.module.map { ["--testable-import", $0] } ?? []
                invocations.append(
                    invocation(
                        target, inputs: source.inputs,
                        relativeTo: source.directory.deletingLastPathComponent(),
                        configuration: source.directory,
                        output: spies.appendingPathComponent(source.module ?? target.moduleName),
                        extra: ["--prune", "--spies"] + imports + ["--support", "none"]))
            }
            if let first = sources.first, let anyInput = first.inputs.first {
                invocations.append(
                    invocation(
                        target, inputs: [anyInput], relativeTo: nil,
                        configuration: first.directory, output: spies,
                        extra: ["--spies", "--support", "only"]))
            }
            return invocations
        }
    }

    /// One run of mdgen for `target`: `inputs` into `output`, with the `extra` arguments that
    /// say what to generate and whether to prune, and the `mdgen.json` of the `configuration`
    /// folder if it has one.
    private func invocation(
        _ target: PluginTarget, inputs: [URL], relativeTo root: URL?, configuration: URL?,
        output: URL, extra: [String]
    ) -> Invocation {
        var arguments = [options.check ? "check" : "generate"]
        arguments += inputs.map(path).sorted()
        if let root {
            arguments += ["--relative-to", path(root)]
        }
        arguments += ["--output", path(output)] + extra
        if let file = configuration.flatMap(self.configuration)?.file {
            arguments += ["--config", path(file)]
        }
        arguments.append("--summary")
        if options.verbose {
            arguments.append("--verbose")
        }
        return Invocation(targetName: target.name, arguments: arguments)
    }

    /// What went wrong, one message per kind of failure, to follow mdgen's own output (its
    /// diagnostics and diffs): the advice to regenerate last, and only for outdated files,
    /// since it cannot help with errors in a `.mdgen` file.
    func failures(_ outcomes: [(targetName: String, outcome: Outcome)]) -> [String] {
        func names(_ matching: (Outcome) -> Bool) -> String? {
            let names = outcomes.filter { matching($0.outcome) }.map { "'\($0.targetName)'" }
            return names.isEmpty ? nil : names.joined(separator: ", ")
        }
        let command = "'mdgen \(options.check ? "check" : "generate")'"
        var messages: [String] = []
        if let targets = names({ $0 == .errors }) {
            messages.append("\(command) failed for \(targets): fix the errors mdgen reported")
        }
        for (targetName, outcome) in outcomes {
            switch outcome {
            case .unexpected(let status):
                messages.append("\(command) exited with status \(status) for '\(targetName)'")
            case .signalled(let signal):
                messages.append("\(command) was stopped by signal \(signal) for '\(targetName)'")
            default:
                break
            }
        }
        if let targets = names({ $0 == .outdated }) {
            messages.append(
                "the generated files of \(targets) are not up to date (mdgen printed the diff); "
                    + "regenerate with: \(regenerateCommand)")
        }
        return messages
    }

    /// What the plugin passes on of what mdgen printed on standard error: all of it but
    /// `mdgen check`'s own advice to regenerate with `mdgen generate`, which the plugin's
    /// advice, given once at the end, replaces.
    static func forwarded(standardError: String) -> String {
        standardError.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("note: regenerate with: mdgen generate ") }
            .joined(separator: "\n")
    }

    /// The plugin's action that regenerates what was checked: the same targets.
    var regenerateCommand: String {
        switch host {
        case .swiftPM:
            return
                (["swift package --allow-writing-to-package-directory mdgen"]
                + options.targetNames.map { "--target \($0)" }).joined(separator: " ")
        case .xcode:
            return "right-click the project in Xcode's project navigator, choose "
                + "\(Self.xcodeMenuItem), and run it without --check"
        }
    }

    /// `url`'s path relative to ``baseDirectory`` (`.` for the folder itself) when it is inside
    /// it, else absolute.
    func path(_ url: URL) -> String {
        if url.standardizedFileURL.path == baseDirectory.standardizedFileURL.path {
            return "."
        }
        return TargetFiles.path(of: url, inside: baseDirectory) ?? url.standardizedFileURL.path
    }
}
