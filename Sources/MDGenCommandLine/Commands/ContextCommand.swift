import MDGenCore
import MDGenMustache
import MDGenSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `mdgen context`: prints the template context as JSON, for template authors.
enum ContextCommand: Command {
    static let name = "context"
    static let summary = "Print the template context of a .mdgen file as JSON."
    static let usage = "mdgen context <input> [options] | mdgen context --schema"
    static let discussion = """
        Prints exactly what the templates receive when 'generate' is given the same options.
        The keys are documented in Documentation/Templates.md, under 'Template context'.
        With --schema, prints every key path of each root template's context instead (file,
        spies, support, spySupport), with the kinds of value it holds, over sample inputs that
        between them have every key.
        """
    static let schema = OptionSpec.flag(
        "--schema", "Print every key path of the context and its kinds, for no input")
    static let options: [OptionSpec] = [
        schema,
        SharedOptions.support, SharedOptions.sourceLocations, SharedOptions.access,
        SharedOptions.relativeTo, SharedOptions.config,
    ]
    static let examples = [
        Example(
            "See what the templates receive for a file, as a public protocol would have it:",
            "mdgen context DownloadDelegate.mdgen --access public"),
        Example("List every key of the context and its kinds:", "mdgen context --schema"),
    ]

    @MainActor
    static func run(_ arguments: ParsedArguments, console: Console) async throws(UsageError)
        -> ExitCode
    {
        if arguments.has(schema.name) {
            guard arguments.positionals.isEmpty else {
                throw UsageError(message: "--schema takes no input file")
            }
            let sections = Generator.contextShapes.map { template, shape in
                "# The '\(template)' template\n" + shape.lines.joined(separator: "\n") + "\n"
            }
            console.writeOutput(sections.joined(separator: "\n"))
            return .success
        }
        guard arguments.positionals.count == 1 else {
            throw UsageError(message: "give exactly one input file (or '-')")
        }
        let mode = try SharedOptions.supportMode(arguments, default: .inline)
        var session = try Session(console: console, arguments: arguments)
        guard let configuration = try session.configuration(arguments),
            let inputs = session.inputs(arguments)
        else {
            return session.exitCode
        }
        guard inputs.count == 1 else {
            throw UsageError(
                message:
                    "'\(arguments.positionals[0])' holds \(inputs.count) .mdgen files; give exactly one file"
            )
        }
        let input = inputs[0]
        let options = Session.options(
            for: input, configuration: configuration, arguments: arguments, support: mode)
        let (context, diagnostics) = Generator.context(for: input.source, options: options)
        session.report(diagnostics)
        if let context {
            console.writeOutput(JSON.encode(context) + "\n")
        }
        return session.exitCode
    }
}

/// Prints a template value as JSON with sorted keys, so the output is deterministic.
enum JSON {
    static func encode(_ value: TemplateValue, indent: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case .null:
            return "null"
        case .bool(let bool):
            return bool ? "true" : "false"
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15
                ? String(Int(number)) : String(number)
        case .string(let string):
            return quote(string)
        case .list(let items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { inner + encode($0, indent: inner) }.joined(separator: ",\n")
                + "\n" + indent + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n"
                + members.keys.sorted().map { key in
                    inner + quote(key) + ": " + encode(members[key] ?? .null, indent: inner)
                }.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }

    static func quote(_ string: String) -> String {
        var output = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }
}
