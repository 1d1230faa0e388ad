import Foundation
import PackagePlugin

/// Generates a multicast delegate for every `.mdgen` file of a target, as part of the build,
/// and a test target's spies. What to run is ``MDGenPlanner``'s, shared with the command plugin;
/// this file only describes the target to it, as SwiftPM or Xcode sees it, and hands its
/// invocations to the host as build commands.
///
/// A target can set options in an `mdgen.json` file next to its sources.
@main
struct MDGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else {
            return []
        }
        return try Self.commands(
            for: target.described { $0.sourceFiles(withSuffix: "mdgen").map(\.url) },
            workDirectory: context.pluginWorkDirectoryURL, tool: context.tool(named: "mdgen").url)
    }

    /// The planner's invocations for `target`, as the host's build commands.
    static func commands(for target: PluginTarget, workDirectory: URL, tool: URL) -> [Command] {
        MDGenPlanner(tool: tool, configuration: AppliedConfiguration.read)
            .invocations(for: target, .build(workDirectory: workDirectory)).map(command)
    }

    /// The host's command for one of the planner's invocations.
    static func command(_ command: MDGenInvocation) -> Command {
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
            try Self.commands(
                for: target.described, workDirectory: context.pluginWorkDirectoryURL,
                tool: context.tool(named: "mdgen").url)
        }
    }
#endif
