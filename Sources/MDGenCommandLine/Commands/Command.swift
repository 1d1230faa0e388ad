import MDGenCore
import MDGenSyntax

/// How the tool ends: 0 success, 1 errors, 2 drift (`check`), 64 usage errors (`EX_USAGE`).
package enum ExitCode: Int32, Sendable {
    case success = 0
    /// Errors in the inputs, files that cannot be read or written, a file mdgen will not
    /// overwrite: what regenerating does not fix.
    case failure = 1
    /// `check`, without errors: generated files that are out of date, missing or left over,
    /// which regenerating fixes.
    case drift = 2
    case usage = 64
}

/// A subcommand: its help, its options, and what it does.
protocol Command {
    /// The word that selects it: `generate`.
    static var name: String { get }
    /// One line for `mdgen --help`.
    static var summary: String { get }
    /// The synopsis, such as `mdgen generate <inputs…> (--output <dir> | --stdout)`.
    static var usage: String { get }
    /// What it does, in a few lines, for `mdgen <command> --help`.
    static var discussion: String { get }
    /// Its options, besides `--help`.
    static var options: [OptionSpec] { get }
    /// Command lines that show what it is for, for `mdgen <command> --help`.
    static var examples: [Example] { get }
    /// Runs it with parsed arguments.
    @MainActor
    static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError)
        -> ExitCode
}

extension Command {
    /// The command's `--help` text, 80 columns wide.
    static var help: String {
        var text = HelpText.prose("OVERVIEW: \(summary)") + "\nUSAGE: \(usage)\n"
        if !discussion.isEmpty {
            text += "\n" + HelpText.prose(discussion)
        }
        let all = options + [.flag("--help", "Show this help.")]
        text += "\nOPTIONS:\n"
        text += HelpText.table(
            all.map { ($0.name + ($0.valueName.map { " <\($0)>" } ?? ""), $0.help) })
        text += "\nEXAMPLES:\n" + HelpText.examples(examples)
        return text
    }
}

/// Options several commands share.
enum SharedOptions {
    static let access = OptionSpec.value(
        "--access", "level",
        "Give generated declarations this access level: public, package or internal.")
    static let templates = OptionSpec.value(
        "--templates", "dir",
        "Use the *.mustache templates in <dir> instead of the built-in ones of the same name.")
    static let relativeTo = OptionSpec.value(
        "--relative-to", "dir", "Name outputs after the inputs' paths relative to <dir>.")
    static let config = OptionSpec.value(
        "--config", "file",
        "Read options from a JSON file, as the build plugin does with mdgen.json.")
    static let support = OptionSpec.value(
        "--support", "placement",
        "Where the machinery all multicasts share goes: file (MDGenSupport.swift in <dir>, the "
            + "default with --output), inline (a private copy in each file, the default with "
            + "--stdout), none (only the .mdgen files' outputs), only (only MDGenSupport.swift).")
    static let sourceLocations = OptionSpec.flag(
        "--source-locations",
        "Add #sourceLocation directives, so compiler errors in generated declarations point at "
            + "the .mdgen lines (the build plugin does).")
    static let spies = OptionSpec.flag(
        "--spies",
        "Generate spies instead: a test double of each protocol, which records its calls "
            + "(<name>.mdgen.spies.swift, and MDGenSpySupport.swift beside them).")
    static let testableImport = OptionSpec.value(
        "--testable-import", "module",
        "With --spies: the module that declares the protocols, imported with @testable "
            + "unless they are all public.")
    static let prune = OptionSpec.flag(
        "--prune", "Delete (check: report) generated files in <dir> that no input generates.")
    static let warningsAsErrors = OptionSpec.flag(
        "--warnings-as-errors", "Treat warnings as errors.")
    static let raise = OptionSpec.value(
        "--raise", "names",
        "Treat the warnings of these names (comma-separated, as printed in [#…]) as errors.")
    static let silence = OptionSpec.value(
        "--silence", "names", "Print no warnings of these names (comma-separated).")
    static let quiet = OptionSpec.flag("--quiet", "Print errors only (no warnings or notes).")
    static let verbose = OptionSpec.flag(
        "--verbose", "Say what happens to each file, on standard error.")
    static let summary = OptionSpec.flag(
        "--summary",
        "At the end, count on standard error the files written, unchanged and deleted (check: "
            + "up to date, out of date, missing, left over), then name those written or deleted.")

    /// The options `generate` and `check` share, in the order their help lists them.
    static let generation = [
        prune, support, sourceLocations, access, templates, relativeTo, config, warningsAsErrors,
        raise, silence, quiet, verbose, summary, spies, testableImport,
    ]

    /// Where `--support` puts the shared machinery, or `fallback` when it is not given.
    static func supportMode(
        _ arguments: ParsedArguments, default fallback: SupportMode
    ) throws(UsageError) -> SupportMode {
        guard let value = arguments.value(support.name) else {
            return fallback
        }
        guard let mode = SupportMode(rawValue: value) else {
            throw invalidValue(value, of: support, among: SupportMode.allCases.map(\.rawValue))
        }
        return mode
    }

    static func accessLevel(_ arguments: ParsedArguments) throws(UsageError) -> AccessLevel? {
        guard let value = arguments.value(access.name) else {
            return nil
        }
        guard let level = AccessLevel(option: value) else {
            throw invalidValue(value, of: access, among: ConfigurationFile.accessLevels)
        }
        return level
    }

    /// The error for an option's value that is not one of `values`, with the one it most
    /// likely means.
    private static func invalidValue(
        _ value: String, of option: OptionSpec, among values: [String]
    ) -> UsageError {
        UsageError(
            message: "'\(option.name)' must be \(Quoting.alternatives(values)), not '\(value)'"
                + Quoting.didYouMean(Spelling.suggestion(for: value, among: values)))
    }
}

/// Where `generate` and `check` put the machinery that every multicast shares (`--support`).
enum SupportMode: String, Sendable, CaseIterable {
    /// `MDGenSupport.swift` in the output directory, beside the generated files.
    case file
    /// A private copy in each generated file, which then works alone.
    case inline
    /// Only the `.mdgen` files' outputs: the support file comes from another run (`only`), as
    /// the build plugin arranges.
    case none
    /// Only `MDGenSupport.swift`, for the inputs given; their diagnostics are left to the run
    /// that generates their own files.
    case only

    /// How each `.mdgen` file's output refers to the machinery.
    var placement: SupportPlacement {
        self == .inline ? .inline : .external
    }
}
