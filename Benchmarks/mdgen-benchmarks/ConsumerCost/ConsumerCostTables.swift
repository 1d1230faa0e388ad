import Foundation

extension ConsumerCostBenchmark {
    /// Each module size, generated ÷ hand-written.
    var table: Table {
        Table(
            title: "Consumer cost: a module of generated multicasts ÷ its thin hand-written "
                + "equivalent",
            headers: [
                "protocols", "lines (code) per protocol", "shared lines (code), once",
                "debug build time", "debug binary size", "release build time",
                "release binary size", "release, stripped",
            ],
            rows: rows.map { row in
                let (generated, handWritten) = (row.generated, row.handWritten)
                return [
                    Format.count(row.protocols),
                    "\(generated.linesPerProtocol) ÷ \(handWritten.linesPerProtocol)",
                    "\(generated.sharedLines) ÷ \(handWritten.sharedLines)",
                    Self.ratio(
                        generated.debugBuild, handWritten.debugBuild, Format.milliseconds),
                    Self.ratio(generated.debugSize, handWritten.debugSize),
                    Self.ratio(
                        generated.releaseBuild, handWritten.releaseBuild, Format.milliseconds),
                    Self.ratio(generated.releaseSize, handWritten.releaseSize),
                    generated.strippedReleaseSize.flatMap { generated in
                        handWritten.strippedReleaseSize.map { Self.ratio(generated, $0) }
                    } ?? "—",
                ]
            },
            notes: [
                "Each protocol has \(mode.consumerCost.methodsPerProtocol) requirements (void, "
                    + "optional, `@combine(all/any/first/last/collect)`, `async`, `throws`, a "
                    + "closure) in a `.mdgen` file of its own; generated with `mdgen generate "
                    + "<folder> --output <folder> --access public` (one file per protocol and "
                    + "`MDGenSupport.swift`). The hand-written side is the same protocols as "
                    + "plain public Swift: defaults for the optional methods and a thin "
                    + "multicast class forwarding to one shared `NSLock` + weak-box registry "
                    + "(`ThinHandWrittenModule`), which offers and promises less. Code lines are "
                    + "those neither blank nor only a comment.",
                "Each module is one `swiftc -wmo -swift-version 6 -parse-as-library "
                    + "-module-name Delegates -emit-library` command: debug `-Onone -g`, release "
                    + "`-O`. Sizes are of `libDelegates.so` as written, not stripped (the debug "
                    + "one keeps its DWARF, both keep their symbol tables), and of the release one "
                    + "after `strip`, as it ships. Build times are the median of "
                    + "\(mode.consumerCost.repetitions) debug and " + releaseBuilds
                    + " builds after a warm-up, both modules in turn within each repetition.",
                "Load average (1 minute) when the section started and ended: \(loadAverages.start), "
                    + "\(loadAverages.end), on \(ProcessInfo.processInfo.activeProcessorCount) "
                    + "cores.",
            ])
    }

    /// "5 release", or, with no release repetitions, what the one release build is worth.
    private var releaseBuilds: String {
        let repetitions = mode.consumerCost.releaseRepetitions
        return repetitions == 0
            ? "1 release (not a median: indicative only)" : "\(repetitions) release"
    }

    /// Issue 14's and issue 43's targets, with the figures of this run: reported, never
    /// asserted.
    var targetTable: Table {
        let largest = rows.first { $0.protocols == Self.protocolsOfTargets }
        let protocols = Self.protocols(Self.protocolsOfTargets)
        return Table(
            title: "Consumer-cost targets (reported, not asserted)",
            headers: ["target", "measured", "result"],
            rows: [
                Self.targetRow(
                    "\(protocols): debug build time ≤ \(Format.ratio(Self.buildTarget)) the "
                        + "hand-written module's",
                    largest.map { $0.generated.debugBuild / $0.handWritten.debugBuild },
                    Self.buildTarget),
                Self.targetRow(
                    "\(protocols): debug binary size ≤ \(Format.ratio(Self.sizeTarget)) the "
                        + "hand-written module's",
                    largest.map {
                        Double($0.generated.debugSize) / Double($0.handWritten.debugSize)
                    }, Self.sizeTarget),
                Self.targetRow(
                    "\(protocols): release (`-O -wmo`) build time ≤ "
                        + "\(Format.ratio(Self.releaseBuildTarget)) the hand-written module's",
                    largest.map { $0.generated.releaseBuild / $0.handWritten.releaseBuild },
                    Self.releaseBuildTarget),
                Self.targetRow(
                    "\(protocols): stripped release binary size ≤ "
                        + "\(Format.ratio(Self.strippedSizeTarget)) the hand-written module's",
                    largest.flatMap { row in
                        row.generated.strippedReleaseSize.flatMap { generated in
                            row.handWritten.strippedReleaseSize.map {
                                Double(generated) / Double($0)
                            }
                        }
                    }, Self.strippedSizeTarget),
                generatorTargetRow,
            ],
            notes: [
                "The generator's figure is measured as the generator table's large row: both "
                    + "whole processes, start-up included."
            ])
    }

    private static func targetRow(_ target: String, _ ratio: Double?, _ limit: Double) -> [String] {
        guard let ratio else {
            return [target, "not measured in this run", "—"]
        }
        return [target, Format.ratio(ratio), ratio <= limit ? "met" : "missed"]
    }

    /// The generator's target, judged only on the input it is about (a smoke run's is smaller).
    private var generatorTargetRow: [String] {
        let target =
            "`mdgen generate` on \(Format.count(Self.generatorTargetMethods)) methods: ≤ "
            + "\(Format.ratio(Self.generatorTarget)) `swiftc -typecheck` of its output"
        guard let generator else {
            return [target, "not measured in this run", "—"]
        }
        let measured = Self.ratio(generator.generate, generator.typecheck, Format.milliseconds)
        let methods = mode.largeInput.methods
        guard methods == Self.generatorTargetMethods else {
            return [target, measured + " on \(Format.count(methods)) methods", "—"]
        }
        let met = generator.generate / generator.typecheck <= Self.generatorTarget
        return [target, measured, met ? "met" : "missed"]
    }

    /// `generated ÷ handWritten`, with both figures after it.
    private static func ratio(
        _ generated: Double, _ handWritten: Double, _ format: (Double) -> String
    ) -> String {
        "\(Format.ratio(generated / handWritten)) (\(format(generated)) ÷ \(format(handWritten)))"
    }

    private static func ratio(_ generated: Int, _ handWritten: Int) -> String {
        ratio(Double(generated), Double(handWritten)) { Format.bytes(Int($0)) }
    }

}

extension Lines: CustomStringConvertible {
    /// `209 (124)`: every line, then the code lines.
    var description: String {
        "\(Format.count(all)) (\(Format.count(code)))"
    }
}
