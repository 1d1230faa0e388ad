import Foundation

// mdgen-benchmarks: the generated multicast's dispatch, registration and memory against the
// hand-written alternatives, and the generator against the compiler, as ratios measured in
// one run. `--smoke` runs everything small and fast for CI; either mode exits with status 1
// when a hard property (allocations, linearity, bounded memory) fails. `--only consumer-cost`
// prints the consumer-cost table alone, `--only generator` the generator's tables,
// `--only dispatch` the dispatch tables.

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "--profile" {
    exit(ProfileMode.run(Array(arguments.dropFirst())) ? 0 : 64)
}

/// The value after `option` in `arguments`, if any.
func value(of option: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else {
        return nil
    }
    return arguments[index + 1]
}

let mode = arguments.contains("--smoke") ? RunMode.smoke : RunMode.full
let tools = Tools.locate(
    mdgen: value(of: "--mdgen", in: arguments), swiftc: value(of: "--swiftc", in: arguments))
var checks = HardChecks()

#if DEBUG
    print("warning: a debug build; run `swift run -c release mdgen-benchmarks` for real numbers\n")
#endif
print("## mdgen benchmarks (\(mode.name))\n")
print("Machine: \(Machine.summary(swiftc: tools?.swiftc)).")
print(
    "Every figure is the median of \(mode.repetitions) repetitions after a warm-up. The numbers "
        + "are relative: compare ratios, not nanoseconds, across machines.\n")

checks.expect(
    Heap.countsSwiftAllocations(), "the allocation counter sees Swift allocations",
    measured: "≥ 1 allocation per object created")

func section(_ tables: Table...) {
    for table in tables {
        print(table.markdown)
    }
    // Flushed per section so that a long run shows its progress through a pipe as well.
    fflush(nil)
}

if let only = value(of: "--only", in: arguments) {
    switch only {
    case "consumer-cost":
        let consumerCost = ConsumerCostBenchmark(tools: tools, mode: mode, checks: &checks)
        section(consumerCost.table, consumerCost.targetTable, checks.table)
    case "generator":
        _ = generatorTables()
        section(checks.table)
    case "dispatch":
        dispatchTables()
        section(checks.table)
    default:
        FileHandle.standardError.write(
            Data("error: --only takes consumer-cost, generator or dispatch\n".utf8))
        exit(64)
    }
    exit(checks.allPassed ? 0 : 1)
}

/// Prints the generator's tables, measured in a folder of their own, and returns the large
/// input's row, which the consumer-cost table shows too.
@MainActor func generatorTables() -> GeneratorBenchmark.Row? {
    guard let tools else {
        checks.expect(
            false, "mdgen and swiftc are found",
            measured: "pass --mdgen <path> and --swiftc <path>")
        return nil
    }
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("mdgen-generator-\(ProcessInfo.processInfo.processIdentifier)")
    do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let generator = try GeneratorBenchmark(tools: tools, mode: mode, directory: directory)
        section(generator.table)
        return generator.large
    } catch {
        checks.expect(false, "the generator benchmark runs", measured: "\(error)")
        return nil
    }
}

/// Prints the dispatch tables: each subject against the hand-written alternatives, the
/// targets, the modes, and the allocations per dispatch.
@MainActor func dispatchTables() {
    let lockProtected = DispatchBenchmark(.lockProtected, mode: mode, checks: &checks)
    section(lockProtected.ratioTable)
    let mainActor = DispatchBenchmark(.mainActor, mode: mode, checks: &checks)
    section(mainActor.ratioTable)
    section(DispatchTargets.table([lockProtected, mainActor]))
    section(DispatchTargets.modeTable(lockProtected))
    DispatchTargets.checkAllocations([lockProtected, mainActor], &checks)
    section(lockProtected.allocationTable, mainActor.allocationTable)
}

dispatchTables()
section(CombineBenchmark(mode: mode).table)
section(RegistrationBenchmark(mode: mode, checks: &checks).table)
section(ChurnBenchmark(checks: &checks).table)
section(EventDeliveryBenchmark(mode: mode, checks: &checks).table)
section(ObserverDispatchBenchmark(mode: mode, checks: &checks).table)

if let large = generatorTables() {
    let consumerCost = ConsumerCostBenchmark(
        tools: tools, mode: mode, generator: large, checks: &checks)
    section(consumerCost.table, consumerCost.targetTable)
}

section(checks.table)
exit(checks.allPassed ? 0 : 1)
