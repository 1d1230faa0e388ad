import Foundation
import PackagePlugin

/// Generates a multicast delegate for every `.mdgen` file of a target, as part of the build,
/// and a test target's spies. What to generate is ``BuildPlan``'s; this file only describes
/// the target to it, as SwiftPM or Xcode sees it, and hands its commands to the host.
///
/// A target can set options in an `mdgen.json` file next to its sources.
@main
struct MDGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else {
            return []
        }
        let plan = BuildPlan(
            target: target.described { $0.sourceFiles(withSuffix: "mdgen").map(\.url) },
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "mdgen").url, configuration: AppliedConfiguration.read)
        return plan.commands.map(Self.command)
    }

    /// The host's command for one of the plan's.
    static func command(_ command: BuildPlan.BuildCommand) -> Command {
        .buildCommand(
            displayName: command.displayName, executable: command.executable,
            arguments: command.arguments, inputFiles: command.inputFiles,
            outputFiles: command.outputFiles)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // Type-checked on Linux against a stub of Xcode's module (.ci/steps/45-xcode-plugins.sh).
    extension MDGenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
            -> [Command]
        {
            let plan = BuildPlan(
                target: target.described, workDirectory: context.pluginWorkDirectoryURL,
                tool: try context.tool(named: "mdgen").url, configuration: AppliedConfiguration.read
            )
            return plan.commands.map(Self.command)
        }
    }
#endif
