import Foundation
import Testing

@testable import MDGenCommandLine

/// The command line's conventions: help, version, exit codes, where text goes, and colours.
@Suite("Command-line conventions")
struct UsageTests {
    let sandbox: Sandbox

    init() throws {
        sandbox = try Sandbox()
        try sandbox.write(Fixtures.kettle, to: "Kettle.mdgen")
    }

    static let commands = ["init", "generate", "check", "lint", "context", "templates"]

    @Test("--help lists every command and the exit codes, on standard output")
    func toolHelp() throws {
        for spelling in ["--help", "-h", "help"] {
            let run = try mdgen(spelling, in: sandbox)
            #expect(run.status == 0)
            #expect(run.standardError.isEmpty)
            #expect(run.standardOutput.hasPrefix("OVERVIEW: "))
            for command in Self.commands {
                #expect(run.standardOutput.contains("\n  \(command) "))
            }
            #expect(run.standardOutput.contains("64  usage errors"))
            #expect(run.standardOutput.contains("\n  2   'check' without errors: generated files"))
        }
    }

    @Test(
        "every command has --help with its usage and options, wherever the flag is",
        arguments: commands)
    func commandHelp(command: String) throws {
        let run = try mdgen(command, "--help", in: sandbox)
        #expect(run.status == 0 && run.standardError.isEmpty)
        #expect(run.standardOutput.contains("USAGE: mdgen \(command)"))
        #expect(run.standardOutput.contains("  --help "))
        #expect(try mdgen("help", command, in: sandbox).standardOutput == run.standardOutput)
        // Help wins over mistakes elsewhere on the line.
        #expect(
            try mdgen(command, "--bogus", "-h", in: sandbox).standardOutput == run.standardOutput)
    }

    @Test(
        "help fits 80 columns, descriptions wrapped under their column, and ends with examples",
        arguments: [[]] + commands.map { [$0] })
    func helpLayout(command: [String]) throws {
        let help = try MDGenExecutable.run(command + ["--help"], in: sandbox).standardOutput
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0.count > 80 }.isEmpty, "lines over 80 columns in:\n\(help)")
        let examples = try #require(help.range(of: "\nEXAMPLES:\n"), "no examples in:\n\(help)")
        #expect(
            help[examples.upperBound...].contains("\n    mdgen "),
            "each example is a command line, under what it does")
        // A description that wraps goes on under its own column, not under the names.
        let options = try #require(
            help.range(of: command.isEmpty ? "\nCOMMANDS:\n" : "\nOPTIONS:\n"))
        let table = help[options.upperBound...].split(separator: "\n\n").first ?? ""
        let rows = table.split(separator: "\n")
        // Where the first row's description starts: after the name and two spaces or more.
        let first = String(try #require(rows.first))
        let gap = try #require(first.dropFirst(2).range(of: "  "))
        let column =
            first[gap.lowerBound...].prefix { $0 == " " }.count
            + first.distance(from: first.startIndex, to: gap.lowerBound)
        for row in rows.dropFirst() where row.hasPrefix("   ") {
            #expect(row.prefix { $0 == " " }.count == column, "misaligned: \(row)")
        }
    }

    @Test("--version prints the version on standard output")
    func version() throws {
        let run = try mdgen("--version", in: sandbox)
        #expect(run.status == 0)
        #expect(run.standardOutput == "mdgen \(Tool.version)\n")
        #expect(run.standardError.isEmpty)
    }

    @Test(
        "usage errors exit 64 with the mistake and a hint on standard error, nothing on standard output",
        arguments: [
            ([], "error: missing command\n"),
            (
                ["generat"],
                "error: unknown command 'generat'; did you mean 'generate'?\nsee 'mdgen --help'\n"
            ),
            (
                ["--verison"],
                "error: unknown option '--verison'; did you mean '--version'?\nsee 'mdgen --help'\n"
            ),
            (
                ["help", "nothing"],
                "error: 'mdgen help' takes one command name: 'init', 'generate', 'check', 'lint', 'context', 'templates', 'import', 'lsp'\n"
            ),
            (
                ["generate", "Kettle.mdgen", "--ouput", "x"],
                "error: unknown option '--ouput'; did you mean '--output'?\n"
            ),
            (
                ["generate", "Kettle.mdgen"],
                "error: give exactly one of '--output <dir>' and '--stdout'\n"
            ),
            (
                ["generate", "Kettle.mdgen", "--stdout", "--output", "x"],
                "error: give exactly one of '--output <dir>' and '--stdout'\n"
            ),
            (
                ["generate", "--stdout"],
                "error: missing input: give .mdgen files, directories or '-'\n"
            ),
            (
                ["generate", "Kettle.mdgen", "--output"],
                "error: option '--output' needs a value: '--output <dir>'\n"
            ),
            (
                ["generate", "Kettle.mdgen", "--stdout", "--access", "open"],
                "error: '--access' must be 'public', 'package' or 'internal', not 'open'\n"
            ),
            (
                ["generate", "Kettle.mdgen", "--stdout", "--quiet", "--verbose"],
                "error: '--quiet' and '--verbose' cannot be used together\n"
            ),
            (
                ["check", "Kettle.mdgen", "--output", "x", "--quiet", "--summary"],
                "error: '--quiet' and '--summary' cannot be used together\n"
            ),
            (
                ["generate", "Kettle.mdgen", "--stdout", "--summary"],
                "error: '--summary' needs '--output <dir>', not '--stdout'\n"
            ),
            (
                ["check", "Kettle.mdgen"],
                "error: missing '--output <dir>': the directory that holds the generated files\n"
            ),
            (["lint"], "error: missing input: give .mdgen files, directories or '-'\n"),
            (["context"], "error: give exactly one input file (or '-')\n"),
            (["templates"], "error: expected 'list', 'cat <name>' or 'check <dir>'\n"),
            (["templates", "cat"], "error: expected 'list', 'cat <name>' or 'check <dir>'\n"),
            (
                ["templates", "list", "--all"],
                "error: unknown option '--all'; this command takes no options\n"
            ),
            (["generate", "-", "-", "--stdout"], nil),
        ] as [([String], String?)])
    func usageErrors(arguments: [String], message: String?) throws {
        let run = try MDGenExecutable.run(arguments, in: sandbox)
        guard let message else {
            // Reading standard input twice is an input error, not a usage error.
            #expect(run.status == 1)
            #expect(run.standardError == "error: standard input ('-') can be read only once\n")
            return
        }
        #expect(run.status == 64, "\(run)")
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix(message), "\(run)")
        #expect(
            run.standardError.contains("see 'mdgen"), "a usage error ends with where to find help")
    }

    @Test("without a terminal there are no colour codes")
    func noColoursInPipes() throws {
        try sandbox.write(Fixtures.invalid, to: "Gauge.mdgen")
        let run = try mdgen("lint", "Gauge.mdgen", in: sandbox)
        #expect(run.status == 1)
        #expect(!run.standardError.contains("\u{1B}["))
    }

    @Test(
        "on a terminal, errors are coloured, unless NO_COLOR is set",
        .enabled(if: MDGenExecutable.canRunInTerminal))
    func coloursOnTerminals() throws {
        try sandbox.write(Fixtures.invalid, to: "Gauge.mdgen")
        let coloured = try MDGenExecutable.runInTerminal(["lint", "Gauge.mdgen"], in: sandbox)
        #expect(coloured.status == 1)
        #expect(coloured.standardOutput.contains("\u{1B}["), "\(coloured)")
        let plain = try MDGenExecutable.runInTerminal(
            ["lint", "Gauge.mdgen"], in: sandbox, environment: ["NO_COLOR": "1"])
        #expect(plain.status == 1)
        #expect(plain.standardOutput.contains("Gauge.mdgen:2:5: error: "))
        #expect(!plain.standardOutput.contains("\u{1B}["))
    }

    @Test("the console colours only a terminal, and NO_COLOR or TERM=dumb turn colours off")
    func consoleColourRules() {
        #expect(Console.standard(environment: [:], isTerminal: true).usesColor)
        #expect(!Console.standard(environment: [:], isTerminal: false).usesColor)
        #expect(!Console.standard(environment: ["NO_COLOR": "1"], isTerminal: true).usesColor)
        #expect(!Console.standard(environment: ["TERM": "dumb"], isTerminal: true).usesColor)
        // no-color.org: an empty NO_COLOR does not count.
        #expect(Console.standard(environment: ["NO_COLOR": ""], isTerminal: true).usesColor)
    }
}
