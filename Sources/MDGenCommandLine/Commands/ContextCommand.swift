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
            return session.finish()
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
            console.writeOutput(json(context) + "\n")
        }
        return session.finish()
    }
}

extension ContextCommand {
    /// `context` as JSON, with sorted keys so that the output is deterministic, through
    /// `TemplateValue`'s `Encodable` form: numbers are written as templates write them.
    static func json(_ context: TemplateValue) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(context), as: UTF8.self)
        } catch {
            // Only a number that is not finite fails, and no context key holds one.
            preconditionFailure("the template context is not valid JSON: \(error)")
        }
    }
}
