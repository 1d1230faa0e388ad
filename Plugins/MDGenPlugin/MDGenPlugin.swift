import Foundation
import PackagePlugin

/// Generates a multicast delegate for every `.mdgen` file of a target, as part of the build.
///
/// One build command per file, with its inputs and outputs declared exactly, so SwiftPM runs
/// mdgen only when a `.mdgen` file, the configuration, a template or mdgen itself changed.
/// A target can set options in an `mdgen.json` file next to its sources (see ``BuildPlan``).
@main
struct MDGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else {
            return []
        }
        let plan = BuildPlan(
            targetDirectory: target.directoryURL,
            inputs: target.sourceFiles(withSuffix: "mdgen").map(\.url),
            otherFiles: target.sourceFiles.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "mdgen").url)
        return plan.commands
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension MDGenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let inputs = target.inputFiles.map(\.url)
            let mdgenFiles = inputs.filter { $0.pathExtension == "mdgen" }
            // An Xcode target has no source folder of its own: its options file sits next to
            // its first .mdgen file.
            let directory =
                mdgenFiles.first?.deletingLastPathComponent() ?? context.xcodeProject.directoryURL
            let plan = BuildPlan(
                targetDirectory: directory, inputs: mdgenFiles, otherFiles: inputs,
                workDirectory: context.pluginWorkDirectoryURL,
                tool: try context.tool(named: "mdgen").url)
            return plan.commands
        }
    }
#endif
