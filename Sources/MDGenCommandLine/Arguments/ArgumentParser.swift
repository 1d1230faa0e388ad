import MDGenCore

/// A command-line option a command accepts.
struct OptionSpec: Sendable {
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
struct ParsedArguments: Sendable {
    /// The values given to each option, in order; flags have an empty list per use.
    var values: [String: [String]] = [:]
    /// Arguments that are not options.
    var positionals: [String] = []

    /// Whether the flag or option `name` was given.
    func has(_ name: String) -> Bool {
        values[name] != nil
    }

    /// The last value given to `name`.
    func value(_ name: String) -> String? {
        values[name]?.last
    }
}

/// A mistake in how the command was called: reported with a hint, exit code 64.
struct UsageError: Error, Sendable, Equatable {
    /// What is wrong, and what to do instead.
    var message: String
}

/// Splits arguments into options and positionals, the way POSIX tools and SwiftPM do:
/// `--name value`, `--name=value`, flags, `--` ends the options, `-` is a positional (stdin).
enum ArgumentParser {
    static func parse(_ arguments: [String], options: [OptionSpec]) throws(UsageError) -> ParsedArguments {
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
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = options.first(where: { $0.name == name }) else {
                throw UsageError(message: unknownOptionMessage(name, options: options))
            }
            if spec.valueName == nil {
                if inlineValue != nil {
                    throw UsageError(message: "option '\(name)' takes no value")
                }
                parsed.values[name, default: []].append("")
                continue
            }
            if let inlineValue {
                parsed.values[name, default: []].append(inlineValue)
            } else if index < arguments.count && (!arguments[index].hasPrefix("-") || arguments[index] == "-") {
                parsed.values[name, default: []].append(arguments[index])
                index += 1
            } else {
                throw UsageError(message: "option '\(name)' needs a value: \(name) <\(spec.valueName ?? "value")>")
            }
        }
        return parsed
    }

    private static func unknownOptionMessage(_ name: String, options: [OptionSpec]) -> String {
        if let suggestion = Spelling.suggestion(for: name, among: options.map(\.name)) {
            return "unknown option '\(name)'; did you mean '\(suggestion)'?"
        }
        return "unknown option '\(name)'; see '--help'"
    }
}
