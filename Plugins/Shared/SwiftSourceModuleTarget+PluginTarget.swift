import Foundation
import PackagePlugin

extension SwiftSourceModuleTarget {
    /// The target and the targets of its package it depends on, as the plans see them, with the
    /// `.mdgen` files that `mdgenFiles` finds for each: the build plugin takes the target's
    /// source files, the command plugin looks on disk (a package that checks its generated
    /// files in excludes the `.mdgen` files from the target). Shared by both plugins' SwiftPM
    /// entry points.
    func described(mdgenFiles: (SwiftSourceModuleTarget) -> [URL]) -> PluginTarget {
        PluginTarget(
            name: name, moduleName: moduleName, isTest: kind == .test, directory: directoryURL,
            mdgenFiles: mdgenFiles(self),
            dependencies: dependencies.compactMap { dependency in
                guard case .target(let target) = dependency,
                    let module = target as? SwiftSourceModuleTarget
                else {
                    return nil
                }
                return PluginTarget(
                    name: module.name, moduleName: module.moduleName, isTest: module.kind == .test,
                    directory: module.directoryURL, mdgenFiles: mdgenFiles(module))
            })
    }
}
