import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory mdgen [--check] [--target <name>]…`:
/// regenerates (or checks) the checked-in Swift of every target that has `.mdgen` files,
/// in `Sources/<Target>/Generated/`. See ``CheckedInPlan``.
@main
struct MDGenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let targets = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.map {
            $0.described { TargetFiles.mdgenFiles(under: $0.directoryURL) }
        }
        try Runner.run(
            targets: targets, host: .swiftPM, in: context.package.directoryURL,
            arguments: arguments, tool: try context.tool(named: "mdgen").url)
    }
}

/// Runs the planner's invocations of mdgen (``MDGenPlanner``, shared with the build plugin) and
/// turns failures into the plugin's messages and exit status. Shared by the SwiftPM and Xcode entry points.
///
/// Everything a run prints goes to one stream, in order: mdgen's diff, its diagnostics and
/// summary, then what failed. SwiftPM prints a plugin's output and its diagnostics on two
/// streams of its own, as they come, so a failure reported as a diagnostic could land before
/// the diff or in the middle of it; it is printed as an `error:` line instead, and the plugin
/// exits with status 1, to which SwiftPM adds only "Plugin ended with exit code 1".
enum Runner {
    static func run(
        targets: [PluginTarget], host: CheckedInPlan.Host, in directory: URL,
        arguments: [String], tool: URL
    ) throws {
        let options = try CheckedInPlan.options(from: arguments)
        let plan = CheckedInPlan(
            targets: targets, options: options, baseDirectory: directory, host: host,
            planner: MDGenPlanner(tool: tool, configuration: AppliedConfiguration.read))
        let selection = try plan.selection()
        if let note = CheckedInPlan.skippedNote(selection.skipped) {
            FileHandle.standardError.write(Data("note: \(note)\n".utf8))
        }
        let invocations = plan.invocations(for: selection.chosen)
        if invocations.isEmpty {
            Diagnostics.warning("no target has .mdgen files; nothing to do")
        }
        var outcomes: [(targetName: String, outcome: CheckedInPlan.Outcome)] = []
        for invocation in invocations {
            let process = Process()
            process.executableURL = invocation.executable
            process.arguments = invocation.arguments
            process.currentDirectoryURL = directory
            // mdgen's standard output (the check's diff) goes straight to the console; its
            // standard error (the summary and diagnostics) is passed on once read, without
            // mdgen's own advice to regenerate (``CheckedInPlan/forwarded(standardError:)``).
            // The exit status alone tells drift from errors.
            let standardError = Pipe()
            process.standardError = standardError
            try process.run()
            let printed = String(
                decoding: standardError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            FileHandle.standardError.write(
                Data(CheckedInPlan.forwarded(standardError: printed).utf8))
            let status = process.terminationStatus
            let outcome: CheckedInPlan.Outcome =
                process.terminationReason == .exit
                ? .init(status: status) : .signalled(status)
            outcomes.append((invocation.targetName, outcome))
        }
        let failures = plan.failures(outcomes)
        guard !failures.isEmpty else {
            return
        }
        FileHandle.standardError.write(Data(failures.map { "error: \($0)\n" }.joined().utf8))
        exit(1)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // Type-checked on Linux against a stub of Xcode's module (.ci/steps/45-xcode-plugins.sh).
    // Xcode's dialog passes `--target` for every target ticked in it: those without `.mdgen`
    // files are skipped, and named once.
    extension MDGenCommandPlugin: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try Runner.run(
                targets: context.xcodeProject.targets.map(\.described), host: .xcode,
                in: context.xcodeProject.directoryURL, arguments: arguments,
                tool: try context.tool(named: "mdgen").url)
        }
    }
#endif
