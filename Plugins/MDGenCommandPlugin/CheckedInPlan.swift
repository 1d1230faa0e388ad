import Foundation

/// The command plugin's own part, apart from the runs of mdgen (``MDGenPlanner``'s, shared
/// with the build plugin): its arguments, which targets it runs for, and what it says about
/// how the runs ended. The SwiftPM and Xcode entry points only gather the targets, run the
/// planner's invocations and read their exit status, so both behave the same.
struct CheckedInPlan {
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
    /// The runs of mdgen, and the `mdgen.json` of each folder.
    var planner: MDGenPlanner

    /// The targets to run mdgen for, and the chosen ones skipped for having nothing to generate.
    struct Selection: Equatable {
        var chosen: [PluginTarget]
        var skipped: [String]
    }

    /// Whether a target has anything to generate, `.mdgen` files or spies, and a folder to
    /// write it in (an Xcode target without `.mdgen` files or `mdgen.json` has none).
    private func hasWork(_ target: PluginTarget) -> Bool {
        target.directory != nil
            && (!target.mdgenFiles.isEmpty
                || !planner.spySources(of: target, byDefault: false).isEmpty)
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

    /// The runs of mdgen, one per target, in target order, and for a target that asks for
    /// spies one per module it spies on, and one for the spies' support file.
    func invocations() throws -> [MDGenInvocation] {
        try invocations(for: selection().chosen)
    }

    /// The runs of mdgen for `chosen`, targets that have work.
    func invocations(for chosen: [PluginTarget]) -> [MDGenInvocation] {
        chosen.flatMap {
            planner.invocations(
                for: $0,
                .checkedIn(
                    check: options.check, verbose: options.verbose, baseDirectory: baseDirectory))
        }
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
}
