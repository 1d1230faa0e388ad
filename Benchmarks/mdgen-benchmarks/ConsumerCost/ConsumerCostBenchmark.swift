import Foundation

/// How many protocols the consumer-cost table compiles, and how often.
struct ConsumerCostPlan: Sendable {
    /// The module sizes, in protocols of `methodsPerProtocol` requirements each.
    let protocolCounts: [Int]
    /// Timed debug builds of each module; the table shows their median. A build takes
    /// seconds, long enough to even out short bursts of other work, so fewer repetitions than
    /// the other tables' suffice.
    let repetitions: Int
    /// Timed release (`-O -wmo`) builds of each module after a warm-up; the table shows their
    /// median. With none, the one release build (which the sizes need) is timed and reported
    /// as indicative only: what the smoke run does, since a release build of 50 protocols
    /// takes several times a debug one.
    let releaseRepetitions: Int
    let methodsPerProtocol = 10
}

/// What a module of delegate protocols costs the target that compiles it: the module mdgen
/// generates against the thin hand-written equivalent (`ThinHandWrittenModule`), both written
/// and compiled in the same run with the same flags (`ModuleBuild`).
struct ConsumerCostBenchmark {
    /// One side's figures for one module size.
    struct Side {
        let linesPerProtocol: Lines
        let sharedLines: Lines
        /// The median debug build, in nanoseconds.
        let debugBuild: Double
        /// The median release build, in nanoseconds (the one release build, indicative only,
        /// when the plan has no release repetitions).
        let releaseBuild: Double
        let debugSize: Int
        let releaseSize: Int
        /// The release library without its symbol table, if `strip` could make it.
        let strippedReleaseSize: Int?
    }

    /// Both sides at one module size.
    struct Row {
        let protocols: Int
        let generated: Side
        let handWritten: Side
    }

    /// The targets of issue 14: goals for the generated code, reported and never asserted.
    static let protocolsOfTargets = 50
    static let buildTarget = 1.5
    static let sizeTarget = 1.5
    /// The targets of issue 43, for what ships: release (`-O -wmo`) build time, and the
    /// release library's size once stripped.
    static let releaseBuildTarget = 1.5
    static let strippedSizeTarget = 1.3
    static let generatorTarget = 0.1
    static let generatorTargetMethods = 10_000

    let mode: RunMode
    private(set) var rows: [Row] = []
    /// The machine's load average when the measurement started and ended: compile times
    /// depend on it more than anything.
    private(set) var loadAverages = (start: Machine.loadAverage, end: Machine.loadAverage)
    /// `mdgen generate` on the generator table's large input against `swiftc -typecheck` of its
    /// output, as the generator table measured it.
    private(set) var generator: GeneratorBenchmark.Row?

    /// Measures every module size of `mode`'s plan. A module that does not compile, or a
    /// generated module with more than one copy of the shared machinery, fails `checks`; the
    /// generator's figure is measured here too unless the generator table passes it on.
    init(
        tools: Tools?, mode: RunMode, generator: GeneratorBenchmark.Row? = nil,
        checks: inout HardChecks
    ) {
        self.mode = mode
        self.generator = generator
        guard let tools else {
            checks.expect(
                false, "mdgen and swiftc are found",
                measured: "pass --mdgen <path> and --swiftc <path>")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mdgen-consumer-cost-\(ProcessInfo.processInfo.processIdentifier)")
        defer {
            try? FileManager.default.removeItem(at: directory)
            loadAverages.end = Machine.loadAverage
        }
        do {
            if generator == nil {
                try FileManager.default.createDirectory(
                    at: directory, withIntermediateDirectories: true)
                self.generator = try GeneratorBenchmark.measureLarge(
                    tools: tools, mode: mode, directory: directory)
            }
            for protocols in mode.consumerCost.protocolCounts {
                if let row = try Self.measure(
                    protocols, tools: tools, plan: mode.consumerCost,
                    directory: directory.appendingPathComponent("\(protocols)"), checks: &checks)
                {
                    rows.append(row)
                }
            }
        } catch {
            checks.expect(false, "the consumer-cost benchmark runs", measured: "\(error)")
        }
    }

    /// Writes both modules of `protocols` protocols, checks the generated one's shared
    /// machinery, then builds each in release `plan.releaseRepetitions` times and in debug
    /// `plan.repetitions` times after a warm-up, both in turn within each repetition. `nil` if a module does not compile.
    private static func measure(
        _ protocols: Int, tools: Tools, plan: ConsumerCostPlan, directory: URL,
        checks: inout HardChecks
    ) throws -> Row? {
        let modules = [
            try ModuleSources.generated(
                protocols: protocols, methods: plan.methodsPerProtocol, mdgen: tools.mdgen,
                in: directory),
            try ModuleSources.handWritten(
                protocols: protocols, methods: plan.methodsPerProtocol, in: directory),
        ]
        checkSharedMachinery(modules[0], protocols: protocols, &checks)
        let outputs = modules.map { $0.directory.appendingPathExtension("build") }
        var debugBuilds: [[Double]] = [[], []]
        var releaseBuilds: [[Double]] = [[], []]
        var failures: [String] = []
        // As the debug builds below: the first round is a warm-up, not counted unless it is the
        // only one. The last release build of each side leaves the library that is measured.
        for repetition in 0...plan.releaseRepetitions where failures.isEmpty {
            for side in modules.indices {
                do {
                    let time = try ModuleBuild.release.run(
                        modules[side], swiftc: tools.swiftc, output: outputs[side])
                    if repetition > 0 || plan.releaseRepetitions == 0 {
                        releaseBuilds[side].append(time.nanoseconds)
                    }
                } catch {
                    failures.append("\(error)")
                }
            }
        }
        // The first round warms the file cache and the compiler's own start-up, and is not
        // counted.
        for repetition in 0...plan.repetitions where failures.isEmpty {
            for side in modules.indices {
                do {
                    let time = try ModuleBuild.debug.run(
                        modules[side], swiftc: tools.swiftc, output: outputs[side])
                    if repetition > 0 {
                        debugBuilds[side].append(time.nanoseconds)
                    }
                } catch {
                    failures.append("\(error)")
                }
            }
        }
        checks.expect(
            failures.isEmpty,
            "the generated and the hand-written modules of \(Self.protocols(protocols)) compile",
            measured: failures.first ?? "debug and release, both modules")
        guard failures.isEmpty else {
            return nil
        }
        let sides = try modules.indices.map { side in
            Side(
                linesPerProtocol: modules[side].linesPerProtocol,
                sharedLines: ModuleSources.lines(of: modules[side].sharedFile),
                debugBuild: Timing.median(debugBuilds[side]),
                releaseBuild: Timing.median(releaseBuilds[side]),
                debugSize: try ModuleBuild.debug.librarySize(in: outputs[side]),
                releaseSize: try ModuleBuild.release.librarySize(in: outputs[side]),
                strippedReleaseSize: ModuleBuild.release.strippedLibrarySize(in: outputs[side]))
        }
        return Row(protocols: protocols, generated: sides[0], handWritten: sides[1])
    }

    /// The generated module has one file per protocol, plus one support file, and the shared
    /// machinery is declared once in all of them: no file carries its own copy.
    private static func checkSharedMachinery(
        _ module: ModuleSources, protocols: Int, _ checks: inout HardChecks
    ) {
        let declarations = module.occurrences(of: "struct MulticastRegistrations<")
        let files = module.files.count
        checks.expect(
            declarations == 1 && files == protocols + 1 && module.sharedFile != nil,
            "the generated module of \(Self.protocols(protocols)) has one copy of the shared "
                + "machinery",
            measured: "\(files) files, \(module.sharedFile == nil ? "no" : "with")"
                + " \(module.sharedFileName); MulticastRegistrations declared \(declarations)×")
    }

    /// `1 protocol`, `10 protocols`.
    static func protocols(_ count: Int) -> String {
        "\(Format.count(count)) protocol" + (count == 1 ? "" : "s")
    }
}
