import MDGenSyntax

/// A command-line option a command accepts.
struct OptionSpec: Sendable, Equatable {
    /// The long name, with its dashes: `--output`.
    var name: String
    /// The value's placeholder in help text, or `nil` for a flag.
    var valueName: String?
    /// One line of help.
    var help: String

    /// An option that takes a value.
    static func value(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, help: help)
    }

    /// An option that is either present or not.
    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help)
    }
}

/// A command line, split into options and positional arguments.
struct ParsedArguments: Sendable, Equatable {
    /// The value given to each option; flags map to an empty string.
    var values: [String: String] = [:]
    /// Arguments that are not options, in order.
    var positionals: [String] = []

    /// Whether the flag or option `name` was given.
    func has(_ name: String) -> Bool {
        values[name] != nil
    }

    /// The value given to `name`.
    func value(_ name: String) -> String? {
        values[name]
    }
}

/// A mistake in how the command was called: reported with a hint, exit code 64.
struct UsageError: Error, Sendable, Equatable {
    /// What is wrong, and what to do instead.
    var message: String

    /// A command that reads inputs was given none.
    static let missingInput = UsageError(
        message: "missing input: give .mdgen files, directories or '-'")
}

/// Splits arguments into options and positionals, the way POSIX tools and SwiftPM do:
/// `--name value`, `--name=value`, flags, `--` ends the options, `-` is a positional (stdin).
///
/// It is strict on purpose, because a typo in a code generator's options silently produces
/// the wrong files: unknown options, a missing or empty value, a value given to a flag and an
/// option given twice are all usage errors.
enum ArgumentParser {
    /// Whether `arguments` ask for help (`--help` or `-h` before any `--`), which wins over
    /// every other mistake on the line.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    }

    /// Parses `arguments` against the options a command accepts.
    static func parse(_ arguments: [String], options: [OptionSpec]) throws(UsageError)
        -> ParsedArguments
    {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = options.first(where: { $0.name == name }) else {
                let suggestion = Spelling.suggestion(for: name, among: options.map(\.name))
                throw UsageError(
                    message: "unknown option '\(name)'"
                        + (options.isEmpty
                            ? "; this command takes no options" : Quoting.didYouMean(suggestion)))
            }
            guard !parsed.has(name) else {
                throw UsageError(message: "option '\(name)' is given more than once")
            }
            guard let valueName = spec.valueName else {
                if inlineValue != nil {
                    throw UsageError(message: "option '\(name)' takes no value")
                }
                parsed.values[name] = ""
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count,
                !arguments[index].hasPrefix("-") || arguments[index] == "-"
            {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(
                    message: "option '\(name)' needs a value: '\(name) <\(valueName)>'")
            }
            guard !value.isEmpty else {
                throw UsageError(
                    message: "option '\(name)' needs a non-empty value: '\(name) <\(valueName)>'")
            }
            parsed.values[name] = value
        }
        return parsed
    }
}
