import Foundation
import PackagePlugin

/// Generates a multicast delegate for every `.mdgen` file of a target, as part of the build.
///
/// A target can set options in an `mdgen.json` file next to its sources (see ``BuildPlan``).
@main
struct MDGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else {
            return []
        }
        var plan = BuildPlan(
            targetDirectory: target.directoryURL,
            inputs: target.sourceFiles(withSuffix: "mdgen").map(\.url),
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "mdgen").url)
        if BuildPlan.wantsSpies(in: target.directoryURL, isTest: target.kind == .test) {
            plan.spySources = spySources(of: target)
        }
        return plan.commands
    }

    /// The sources of a target's spies: for a test target, the targets of the same package it
    /// depends on; for another, the target itself.
    private func spySources(of target: SwiftSourceModuleTarget) -> [BuildPlan.SpySource] {
        guard target.kind == .test else {
            return [
                .init(
                    module: nil, directory: target.directoryURL,
                    inputs: target.sourceFiles(withSuffix: "mdgen").map(\.url))
            ]
        }
        return target.dependencies.compactMap { dependency in
            guard case .target(let dependency) = dependency,
                let module = dependency as? SwiftSourceModuleTarget
            else {
                return nil
            }
            return .init(
                module: module.moduleName, directory: module.directoryURL,
                inputs: module.sourceFiles(withSuffix: "mdgen").map(\.url))
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // Untested here (Linux has no Xcode): it only gathers the paths differently. An Xcode
    // target has no folder of its own, so its `.mdgen` files' common folder stands in for one
    // (it names the outputs and holds `mdgen.json`).
    extension MDGenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
            -> [Command]
        {
            let inputs = target.inputFiles.map(\.url).filter { $0.pathExtension == "mdgen" }
            guard let directory = TargetFiles.commonDirectory(of: inputs) else {
                return []
            }
            let plan = BuildPlan(
                targetDirectory: directory, inputs: inputs,
                workDirectory: context.pluginWorkDirectoryURL,
                tool: try context.tool(named: "mdgen").url)
            return plan.commands
        }
    }
#endif
