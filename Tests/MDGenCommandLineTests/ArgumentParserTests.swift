import Testing

@testable import MDGenCommandLine

/// How a command line splits into options and positionals, and which lines are usage errors.
@Suite("Argument parser")
struct ArgumentParserTests {
    let options: [OptionSpec] = [
        .value("--output", "dir", "Where."),
        .value("--access", "level", "How visible."),
        .flag("--stdout", "Print."),
        .flag("--quiet", "Hush."),
    ]

    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        try ArgumentParser.parse(arguments, options: options)
    }

    @Test("positionals keep their order, options are collected by name")
    func positionalsAndOptions() throws {
        let parsed = try parse(["a.mdgen", "--output", "Generated", "b", "--stdout", "c"])
        #expect(parsed.positionals == ["a.mdgen", "b", "c"])
        #expect(parsed.value("--output") == "Generated")
        #expect(parsed.has("--stdout"))
        #expect(!parsed.has("--quiet"))
    }

    @Test("an option's value may follow an equals sign")
    func inlineValue() throws {
        #expect(try parse(["--output=out/dir", "x"]).value("--output") == "out/dir")
        #expect(try parse(["--access=a=b"]).value("--access") == "a=b")
    }

    @Test("'-' is a positional (standard input), and may be an option's value")
    func dashIsStandardInput() throws {
        #expect(try parse(["-"]).positionals == ["-"])
        #expect(try parse(["--output", "-"]).value("--output") == "-")
    }

    @Test("'--' ends the options: what follows is positional even if it starts with a dash")
    func doubleDashEndsOptions() throws {
        let parsed = try parse(["--quiet", "--", "--stdout", "-x"])
        #expect(parsed.positionals == ["--stdout", "-x"])
        #expect(!parsed.has("--stdout"))
    }

    @Test(
        "usage errors say what is wrong",
        arguments: [
            (["--ouput", "x"], "unknown option '--ouput'; did you mean '--output'?"),
            (["--frobnicate"], "unknown option '--frobnicate'"),
            (["-o", "x"], "unknown option '-o'"),
            (["--output"], "option '--output' needs a value: '--output <dir>'"),
            (["--output", "--stdout"], "option '--output' needs a value: '--output <dir>'"),
            (["--output="], "option '--output' needs a non-empty value: '--output <dir>'"),
            (["--output", ""], "option '--output' needs a non-empty value: '--output <dir>'"),
            (["--stdout=yes"], "option '--stdout' takes no value"),
            (["--output", "a", "--output", "b"], "option '--output' is given more than once"),
            (["--quiet", "--quiet"], "option '--quiet' is given more than once"),
        ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message: message)) {
            try parse(arguments)
        }
    }

    @Test("a command without options says so when given one")
    func commandWithoutOptions() {
        #expect(
            throws: UsageError(message: "unknown option '--all'; this command takes no options")
        ) {
            try ArgumentParser.parse(["list", "--all"], options: [])
        }
    }

    @Test(
        "'--help' and '-h' ask for help anywhere before '--'",
        arguments: [
            (["--help"], true), (["a", "-h"], true), (["--output", "x", "--help"], true),
            (["--", "--help"], false), (["a", "b"], false), (["--helper"], false),
        ])
    func help(arguments: [String], asks: Bool) {
        #expect(ArgumentParser.asksForHelp(arguments) == asks)
    }
}
