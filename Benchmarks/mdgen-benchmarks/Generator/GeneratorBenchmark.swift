import Foundation

/// The generator's speed: `mdgen generate` run as a process (as the build plugin runs it),
/// against `swiftc -typecheck` of the Swift it produced — the least the compiler does with that
/// file in a build — and `swiftc -parse`, the cheapest thing it does with it.
struct GeneratorBenchmark {
    /// One input's figures, in nanoseconds.
    struct Row {
        let input: String
        let generate: Double
        let typecheck: Double
        let parse: Double
    }

    let rows: [Row]

    /// Writes the inputs into `directory`, then times both tools on each.
    init(tools: Tools, mode: RunMode, directory: URL) throws {
        let large = try Self.measureLarge(tools: tools, mode: mode, directory: directory)
        let small = try Self.measure(
            "small: 1 protocol, 4 methods", name: "Small.mdgen", text: SyntheticInput.small,
            declaring: SyntheticInput.smallTypes, tools: tools, mode: mode,
            directory: directory)
        let files = try Self.measureFiles(tools: tools, mode: mode, directory: directory)
        rows = [large, files, small]
    }

    /// The large input's row: the generator's figure in the consumer-cost table too.
    var large: Row {
        rows[0]
    }

    /// Times both tools on the large input alone.
    static func measureLarge(tools: Tools, mode: RunMode, directory: URL) throws -> Row {
        let large = mode.largeInput
        return try measure(
            "large: \(Format.count(large.protocols)) protocols, "
                + "\(Format.count(large.methods)) methods",
            name: "Large.mdgen", text: SyntheticInput.text(large), tools: tools, mode: mode,
            directory: directory)
    }

    /// Times both tools on the large input's protocols, each in a file of its own, as
    /// `mdgen generate <folder> --output` (and the command plugin) meets a module's files:
    /// the files are generated all at once.
    static func measureFiles(tools: Tools, mode: RunMode, directory: URL) throws -> Row {
        let size = mode.largeInput
        let inputs = directory.appendingPathComponent("Files")
        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        for index in 0..<size.protocols {
            try SyntheticInput.file(index, methods: size.methodsPerProtocol).write(
                to: inputs.appendingPathComponent("Service\(index).mdgen"), atomically: true,
                encoding: .utf8)
        }
        let outputs = directory.appendingPathComponent("Files-output")
        guard Tools.output(tools.mdgen, ["generate", inputs.path, "--output", outputs.path]) != nil
        else {
            throw ToolFailure(command: "\(tools.mdgen.path) generate \(inputs.path)")
        }
        let swiftFiles = try FileManager.default.contentsOfDirectory(atPath: outputs.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { outputs.appendingPathComponent($0).path }
        // `-wmo`: one compiler process for every file, as for the single large file; without
        // it the driver starts one per file.
        return try timeBoth(
            "the same in \(Format.count(size.protocols)) files, one protocol each",
            generating: inputs, into: "Files", compiling: ["-wmo"] + swiftFiles, tools: tools,
            mode: mode, directory: directory)
    }

    /// Times both tools on `text`; `types`, if any, is Swift that declares the types the input
    /// names, compiled with the output so that it type-checks.
    private static func measure(
        _ label: String, name: String, text: String, declaring types: String? = nil,
        tools: Tools, mode: RunMode, directory: URL
    ) throws -> Row {
        let input = directory.appendingPathComponent(name)
        try text.write(to: input, atomically: true, encoding: .utf8)
        guard let swift = Tools.output(tools.mdgen, ["generate", input.path, "--stdout"]) else {
            throw ToolFailure(command: "\(tools.mdgen.path) generate \(input.path) --stdout")
        }
        let output = directory.appendingPathComponent(name + ".swift")
        try swift.write(to: output, atomically: true, encoding: .utf8)
        var sources = [output.path]
        if let types {
            let declarations = directory.appendingPathComponent(name + ".types.swift")
            try types.write(to: declarations, atomically: true, encoding: .utf8)
            sources.append(declarations.path)
        }
        return try timeBoth(
            label, generating: input, into: name, compiling: sources, tools: tools,
            mode: mode, directory: directory)
    }

    /// The row `label`: `mdgen generate <input> --output <folder>` against `swiftc -typecheck`
    /// and `swiftc -parse` with `swiftArguments`, each timed in turn in each repetition.
    private static func timeBoth(
        _ label: String, generating input: URL, into outputName: String,
        compiling swiftArguments: [String], tools: Tools, mode: RunMode, directory: URL
    ) throws -> Row {
        var generate: [Double] = []
        var typecheck: [Double] = []
        var parse: [Double] = []
        // The first round warms the file cache and the dynamic loader, and is not counted.
        for repetition in 0...mode.repetitions {
            // A fresh output folder each time, so mdgen writes the files instead of finding
            // them unchanged.
            let outputFolder = directory.appendingPathComponent("\(outputName)-\(repetition)")
            let generateTime = try Tools.time(
                tools.mdgen, ["generate", input.path, "--output", outputFolder.path])
            let typecheckTime = try Tools.time(tools.swiftc, ["-typecheck"] + swiftArguments)
            let parseTime = try Tools.time(tools.swiftc, ["-parse"] + swiftArguments)
            if repetition > 0 {
                generate.append(generateTime.nanoseconds)
                typecheck.append(typecheckTime.nanoseconds)
                parse.append(parseTime.nanoseconds)
            }
        }
        return Row(
            input: label, generate: Timing.median(generate),
            typecheck: Timing.median(typecheck), parse: Timing.median(parse))
    }

    var table: Table {
        Table(
            title: "Generator: `mdgen generate` ÷ `swiftc -typecheck` of the Swift it produced",
            headers: [
                "input", "mdgen generate", "swiftc -typecheck", "ratio", "swiftc -parse",
                "ratio to -parse",
            ],
            rows: rows.map {
                [
                    $0.input, Format.milliseconds($0.generate), Format.milliseconds($0.typecheck),
                    Format.ratio($0.generate / $0.typecheck), Format.milliseconds($0.parse),
                    Format.ratio($0.generate / $0.parse),
                ]
            },
            notes: [
                "Both are whole processes, start-up included; mdgen writes its output file as "
                    + "the build plugin has it do. The small file's absolute time is what the "
                    + "build plugin adds per changed .mdgen file.",
                "mdgen generates each file on one core, and the files of a folder at once; "
                    + "`swiftc -typecheck` and `-parse` work on one core. Times are wall-clock.",
            ])
    }
}
