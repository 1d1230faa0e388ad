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

    /// One target with `.mdgen` files.
    struct Target {
        /// Its name, as `--target` spells it.
        var name: String
        /// The folder its output names are relative to, which holds `mdgen.json` and `Generated/`.
        var directory: URL
        /// Its `.mdgen` files.
        var inputs: [URL]
        /// For a test target, the targets it depends on whose `.mdgen` files give it spies,
        /// which go into `Generated/Spies/`.
        var spySources: [SpySource] = []
    }

    /// A target whose protocols a test target gets spies of.
    struct SpySource: Equatable {
        /// Its module, which the spies import with `@testable`.
        var module: String
        var directory: URL
        var inputs: [URL]
    }

    /// The folder, inside a test target's `Generated/`, that holds its spies: one folder per
    /// module they spy on, and their support file.
    static let spiesFolderName = "Spies"

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

    /// How one run of mdgen ended, told by its exit status (`mdgen --help` lists them) and,
    /// for status 1, by what it printed.
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

        /// The outcome of a run that exited with `status` after printing `standardError`.
        /// Status 1 means errors or drift: only a check that got as far as comparing files
        /// prints its `--summary` line, and that line counts the files that drifted.
        init(status: Int32, standardError: String) {
            switch status {
            case 0: self = .success
            case 1: self = Self.reportsDrift(standardError) ? .outdated : .errors
            default: self = .unexpected(status)
            }
        }

        /// Whether a `--summary` line (`Sources/App/Generated: 1 file up to date, 1 out of
        /// date`) counts files that are out of date, missing or left over: a line whose every
        /// part after the last `: ` is a count and what it counts.
        static func reportsDrift(_ standardError: String) -> Bool {
            let labels = ["up to date", "out of date", "missing", "left over"]
            return standardError.split(separator: "\n").contains { line in
                guard let colon = line.range(of: ": ", options: .backwards) else {
                    return false
                }
                let parts = line[colon.upperBound...].components(separatedBy: ", ").map { part in
                    part.drop { $0.isNumber }.replacingOccurrences(of: " files ", with: " ")
                        .replacingOccurrences(of: " file ", with: " ").dropFirst()
                }
                let isSummary = parts.allSatisfy { labels.contains(String($0)) }
                return isSummary && parts.contains { $0 != "up to date" }
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

    var targets: [Target]
    var options: Options
    /// The package's (or Xcode project's) folder: mdgen runs there, and paths inside it are
    /// passed relative to it, so that its messages and diffs name files as the user sees them.
    var baseDirectory: URL
    /// Whether a file exists, injectable so the plan can be computed without a disk.
    var fileExists: (URL) -> Bool = { FileManager.default.fileExists(atPath: $0.path) }

    /// The runs of mdgen, one per target, in target order, and for a test target one per
    /// module it spies on, and one for the spies' support file.
    func invocations() throws -> [Invocation] {
        let withInputs = targets.filter { !$0.inputs.isEmpty || !$0.spySources.isEmpty }
        var chosen = withInputs
        if !options.targetNames.isEmpty {
            let available = withInputs.map(\.name)
            for name in options.targetNames where !available.contains(name) {
                let known =
                    available.isEmpty
                    ? "no target has any"
                    : "targets with .mdgen files: "
                        + available.map { "'\($0)'" }.joined(separator: ", ")
                throw UsageError(description: "target '\(name)' has no .mdgen files (\(known))")
            }
            chosen = withInputs.filter { options.targetNames.contains($0.name) }
        }
        return chosen.flatMap { target in
            var invocations: [Invocation] = []
            let generated = target.directory.appendingPathComponent(Self.generatedFolderName)
            if !target.inputs.isEmpty {
                invocations.append(
                    invocation(
                        target, inputs: target.inputs, relativeTo: target.directory,
                        configuration: target.directory, output: generated, extra: ["--prune"]))
            }
            let spies = generated.appendingPathComponent(Self.spiesFolderName)
            for source in target.spySources where !source.inputs.isEmpty {
                invocations.append(
                    invocation(
                        target, inputs: source.inputs,
                        relativeTo: source.directory.deletingLastPathComponent(),
                        configuration: source.directory,
                        output: spies.appendingPathComponent(source.module),
                        extra: [
                            "--prune", "--spies", "--testable-import", source.module, "--support",
                            "none",
                        ]))
            }
            if let anyInput = target.spySources.flatMap(\.inputs).first {
                invocations.append(
                    invocation(
                        target, inputs: [anyInput], relativeTo: nil, configuration: nil,
                        output: spies, extra: ["--spies", "--support", "only"]))
            }
            return invocations
        }
    }

    /// One run of mdgen for `target`: `inputs` into `output`, with the `extra` arguments that
    /// say what to generate and whether to prune, and the `mdgen.json` of the `configuration`
    /// folder if it has one.
    private func invocation(
        _ target: Target, inputs: [URL], relativeTo root: URL?, configuration: URL?,
        output: URL, extra: [String]
    ) -> Invocation {
        var arguments = [options.check ? "check" : "generate"]
        arguments += inputs.map(path).sorted()
        if let root {
            arguments += ["--relative-to", path(root)]
        }
        arguments += ["--output", path(output)] + extra
        let file = configuration?.appendingPathComponent(TargetFiles.configurationFileName)
        if let file, fileExists(file) {
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

    /// The plugin's command that regenerates what was checked: the same targets.
    var regenerateCommand: String {
        (["swift package --allow-writing-to-package-directory mdgen"]
            + options.targetNames.map { "--target \($0)" }).joined(separator: " ")
    }

    /// `url`'s path relative to ``baseDirectory`` when it is inside it, else absolute.
    func path(_ url: URL) -> String {
        TargetFiles.path(of: url, inside: baseDirectory) ?? url.standardizedFileURL.path
    }
}
