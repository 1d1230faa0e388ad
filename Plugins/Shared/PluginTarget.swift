import Foundation

/// A target as both plugins plan for it, the same whether SwiftPM or Xcode describes it: the
/// hosts' entry points fill it in from `PackagePlugin` or `XcodeProjectPlugin`, and everything
/// the plugins decide is computed from it by plain functions (``MDGenPlanner``),
/// which the unit tests drive with SwiftPM- and Xcode-shaped values alike. Shared by both
/// plugins and the tests through symbolic links, since plugins cannot share a library.
struct PluginTarget: Equatable {
    /// Its name, as `--target` and the host's messages spell it.
    var name: String
    /// The module its code compiles into, which spies import with `@testable`.
    var moduleName: String
    /// Whether it is a test target (in Xcode, a unit-test bundle).
    var isTest: Bool
    /// The folder its output names are relative to, which holds its `mdgen.json` and, for the
    /// command plugin, its `Generated/` folder: SwiftPM's target folder. An Xcode target has no
    /// folder of its own, so the deepest folder holding all its `.mdgen` files stands in for
    /// one, and a target without any has none.
    var directory: URL?
    /// Its `.mdgen` files.
    var mdgenFiles: [URL]
    /// The targets of the same package or project it depends on directly, described the same
    /// way (their own dependencies are not needed, and left empty).
    var dependencies: [PluginTarget] = []

    /// A SwiftPM target, whose folder is known.
    init(
        name: String, moduleName: String, isTest: Bool, directory: URL, mdgenFiles: [URL],
        dependencies: [PluginTarget] = []
    ) {
        self.name = name
        self.moduleName = moduleName
        self.isTest = isTest
        self.directory = directory
        self.mdgenFiles = mdgenFiles
        self.dependencies = dependencies
    }

    /// An Xcode target, from its name and input files (of every kind: only `.mdgen` files and
    /// `mdgen.json` count). Its folder is the deepest one holding both, so that a test target
    /// without `.mdgen` files has one when its `mdgen.json` is a member of it. Its module is
    /// named as Xcode names it by default (``xcodeModuleName(for:)``).
    init(
        xcodeTargetNamed name: String, isTest: Bool, inputFiles: [URL],
        dependencies: [PluginTarget] = []
    ) {
        let mdgenFiles = inputFiles.filter { $0.pathExtension == "mdgen" }
            .sorted { $0.path < $1.path }
        let configurations = inputFiles.filter {
            $0.lastPathComponent == TargetFiles.configurationFileName
        }
        self.name = name
        self.moduleName = Self.xcodeModuleName(for: name)
        self.isTest = isTest
        self.directory = TargetFiles.commonDirectory(of: mdgenFiles + configurations)
        self.mdgenFiles = mdgenFiles
        self.dependencies = dependencies
    }

    /// The product type of Xcode's unit-test bundles, which `XcodeProduct.Kind` reports as
    /// `.other` with this identifier.
    static let xcodeUnitTestProductType = "com.apple.product-type.bundle.unit-test"

    /// The module name Xcode gives a target by default (`PRODUCT_MODULE_NAME`, from the product
    /// name as a C99 identifier): every character that is not a letter, digit or underscore
    /// becomes an underscore, and a leading digit gets one in front. `XcodeTarget` does not
    /// expose the setting, so a target that overrides it needs checked-in spies instead.
    static func xcodeModuleName(for targetName: String) -> String {
        var name = String(
            targetName.map { character in
                character.isLetter || character.isNumber || character == "_" ? character : "_"
            })
        if name.first.map({ $0.isNumber }) ?? true {
            name.insert("_", at: name.startIndex)
        }
        return name
    }
}

/// A target whose `.mdgen` files give another (or itself) spies.
struct SpySource: Equatable {
    /// Its module, which the spies import with `@testable`; `nil` for the target itself.
    var module: String?
    /// The folder its output names are relative to, which holds its `mdgen.json`.
    var directory: URL
    /// Its `.mdgen` files.
    var inputs: [URL]
}

/// The parts of a target's `mdgen.json` that the plugins themselves read (mdgen reads the rest,
/// and reports its mistakes). Read from disk by the entry points
/// (`AppliedConfiguration+Disk.swift`), so that planning needs no disk.
struct AppliedConfiguration: Equatable {
    /// The file, passed to mdgen with `--config`.
    var file: URL
    /// Its `spies` option, `nil` when it has none (or the file does not decode).
    var spies: Bool?
    /// The templates folder it names and the templates in it, which every command that uses
    /// them declares as inputs, so that editing or adding one reruns mdgen.
    var templateInputs: [URL] = []
}

/// Finds the `mdgen.json` of a folder: the file system for the plugins, a dictionary for tests.
typealias ConfigurationLookup = (_ directory: URL) -> AppliedConfiguration?

extension PluginTarget {
    /// The targets whose protocols it gets spies of, when it wants them: for a test target,
    /// those it depends on that have `.mdgen` files; for another target, itself.
    var spySources: [SpySource] {
        guard isTest else {
            return directory.map { [SpySource(module: nil, directory: $0, inputs: mdgenFiles)] }
                ?? []
        }
        return dependencies.compactMap { dependency in
            guard let directory = dependency.directory, !dependency.mdgenFiles.isEmpty else {
                return nil
            }
            return SpySource(
                module: dependency.moduleName, directory: directory, inputs: dependency.mdgenFiles)
        }
    }
}
