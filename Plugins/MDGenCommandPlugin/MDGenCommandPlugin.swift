import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory mdgen [--check] [--target <name>]…`:
/// regenerates (or checks) the checked-in Swift of every target that has `.mdgen` files,
/// in `Sources/<Target>/Generated/`. See ``CheckedInPlan``.
@main
struct MDGenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let targets = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.map {
            target in
            var planned = CheckedInPlan.Target(
                name: target.name, directory: target.directoryURL,
                inputs: TargetFiles.mdgenFiles(under: target.directoryURL))
            if target.kind == .test, Self.wantsSpies(target.directoryURL) {
                planned.spySources = target.dependencies.compactMap { dependency in
                    guard case .target(let dependency) = dependency,
                        let module = dependency as? SwiftSourceModuleTarget
                    else {
                        return nil
                    }
                    return CheckedInPlan.SpySource(
                        module: module.moduleName, directory: module.directoryURL,
                        inputs: TargetFiles.mdgenFiles(under: module.directoryURL))
                }
            }
            return planned
        }
        try Runner.run(
            targets: targets, in: context.package.directoryURL, arguments: arguments,
            tool: try context.tool(named: "mdgen").url)
    }

    /// Whether a test target asks for checked-in spies of its dependencies' protocols, with
    /// `"spies": true` in its `mdgen.json` (the build plugin generates them unasked).
    static func wantsSpies(_ directory: URL) -> Bool {
        let file = directory.appendingPathComponent(TargetFiles.configurationFileName)
        guard let data = try? Data(contentsOf: file) else {
            return false
        }
        return (try? JSONDecoder().decode(ConfigurationFile.self, from: data))?.spies == true
    }
}

/// Runs a plan's invocations of mdgen and turns failures into the plugin's messages and exit
/// status. Shared by the SwiftPM and Xcode entry points.
///
/// Everything a run prints goes to one stream, in order: mdgen's diff, its diagnostics and
/// summary, then what failed. SwiftPM prints a plugin's output and its diagnostics on two
/// streams of its own, as they come, so a failure reported as a diagnostic could land before
/// the diff or in the middle of it; it is printed as an `error:` line instead, and the plugin
/// exits with status 1, to which SwiftPM adds only "Plugin ended with exit code 1".
enum Runner {
    static func run(
        targets: [CheckedInPlan.Target], in directory: URL, arguments: [String], tool: URL
    ) throws {
        let options = try CheckedInPlan.options(from: arguments)
        let plan = CheckedInPlan(targets: targets, options: options, baseDirectory: directory)
        let invocations = try plan.invocations()
        if invocations.isEmpty {
            Diagnostics.warning("no target has .mdgen files; nothing to do")
        }
        var outcomes: [(targetName: String, outcome: CheckedInPlan.Outcome)] = []
        for invocation in invocations {
            let process = Process()
            process.executableURL = tool
            process.arguments = invocation.arguments
            process.currentDirectoryURL = directory
            // mdgen's standard output (the check's diff) goes straight to the console; its
            // standard error (the summary and diagnostics) is passed on once read, since the
            // summary says whether a failed check found drift or errors.
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
                ? .init(status: status, standardError: printed) : .signalled(status)
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

    // Untested here (Linux has no Xcode): it only gathers the targets differently. An Xcode
    // target has no folder of its own, so its `.mdgen` files' common folder stands in for one.
    extension MDGenCommandPlugin: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let targets = context.xcodeProject.targets.compactMap {
                target -> CheckedInPlan.Target? in
                let inputs = target.inputFiles.map(\.url).filter { $0.pathExtension == "mdgen" }
                guard let directory = TargetFiles.commonDirectory(of: inputs) else {
                    return nil
                }
                return CheckedInPlan.Target(
                    name: target.displayName, directory: directory, inputs: inputs)
            }
            try Runner.run(
                targets: targets, in: context.xcodeProject.directoryURL, arguments: arguments,
                tool: try context.tool(named: "mdgen").url)
        }
    }
#endif
