#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // Shared by both plugins' Xcode entry points; type-checked on Linux against a stub of
    // Xcode's module (.ci/steps/45-xcode-plugins.sh).
    extension XcodeTarget {
        /// The target and the targets of its project it depends on, as the plans see them: its
        /// `.mdgen` files are those among its input files, and it is a test target when its
        /// product is a unit-test bundle.
        var described: PluginTarget {
            PluginTarget(
                xcodeTargetNamed: displayName, isTest: isUnitTestBundle,
                inputFiles: inputFiles.map(\.url),
                dependencies: dependencies.compactMap { dependency in
                    guard case .target(let target) = dependency else {
                        return nil
                    }
                    return PluginTarget(
                        xcodeTargetNamed: target.displayName, isTest: target.isUnitTestBundle,
                        inputFiles: target.inputFiles.map(\.url))
                })
        }

        private var isUnitTestBundle: Bool {
            guard case .other(let type) = product?.kind else {
                return false
            }
            return type == PluginTarget.xcodeUnitTestProductType
        }
    }
#endif
