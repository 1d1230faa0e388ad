import MDGenCore

/// The pipeline's stages timed in process on one input: where `mdgen generate` spends its
/// time once the process has started.
struct PipelineStages {
    /// Each stage's name and median time in nanoseconds, in pipeline order.
    let stages: [(name: String, nanoseconds: Double)]
    /// The median of `mdgen generate` on the same input, run as a process.
    let endToEnd: Double
    /// The median of `Generator.generate` on the same input in process: the stages as the
    /// generator chains them, each protocol's context computed by the run that renders it.
    let generate: Double

    var total: Double {
        stages.reduce(0) { $0 + $1.nanoseconds }
    }

    init(text: String, sourceName: String, repetitions: Int, endToEnd: Double) throws {
        let templates = TemplateLibrary.builtin
        let options = GeneratorOptions(sourceName: sourceName)
        var samples = Array(repeating: [Double](), count: 4)
        var generateSamples: [Double] = []
        let generator = Generator(templates: templates)
        // The first round is a warm-up, and builds the lazily parsed built-in templates.
        for repetition in 0...repetitions {
            let clock = ContinuousClock()
            let start = clock.now
            let source = SourceFile(path: sourceName, text: text)
            let (syntax, _) = Parser.parse(source)
            let parsed = clock.now
            guard let model = ModelBuilder.build(syntax, in: source).model else {
                throw ToolFailure(command: "building the model of \(sourceName)")
            }
            let modelled = clock.now
            let context = TemplateContext.make(for: model, options: options)
            let contextMade = clock.now
            let output = try templates.render(
                Generator.rootTemplate, with: context, escaping: .none, missingPartials: .error)
            let rendered = clock.now
            if repetition > 0 {
                let marks = [start, parsed, modelled, contextMade, rendered]
                for index in 0..<4 {
                    samples[index].append(marks[index].duration(to: marks[index + 1]).nanoseconds)
                }
            }
            precondition(!output.isEmpty)
            let generating = clock.now
            let generated = generator.generate(source, options: options)
            if repetition > 0 {
                generateSamples.append(generating.duration(to: clock.now).nanoseconds)
            }
            precondition(generated.output == output)
        }
        generate = Timing.median(generateSamples)
        let names = ["parse (lexer and parser)", "model", "template context", "render"]
        stages = zip(names, samples.map(Timing.median)).map { ($0, $1) }
        self.endToEnd = endToEnd
    }

    var table: Table {
        var rows = stages.map { stage in
            [
                stage.name, Format.milliseconds(stage.nanoseconds),
                Format.percent(stage.nanoseconds / total),
            ]
        }
        rows.append(["in-process total", Format.milliseconds(total), "100%"])
        rows.append([
            "`Generator.generate`, the same stages chained", Format.milliseconds(generate),
            Format.percent(generate / total),
        ])
        let render = stages.last!.nanoseconds
        rows.append([
            "render ÷ end-to-end `mdgen generate`", "", Format.ratio(render / endToEnd),
        ])
        return Table(
            title: "Generator stages in process, large input",
            headers: ["stage", "median", "share of in-process total"],
            rows: rows,
            notes: [
                "Timed inside the benchmark through MDGenCore's public stages, each run to the "
                    + "end before the next; `Generator.generate` parses in parts, and computes "
                    + "each protocol's context in the rendering run that renders it, so its "
                    + "total is less than the stages'. The last row compares rendering alone "
                    + "with the whole `mdgen generate` process."
            ])
    }
}
