import Foundation

/// How the consumer-cost table compiles a module: one `swiftc` command for the whole module,
/// into a shared library (`-emit-library`, so that every public declaration is kept), with the
/// same module name on both sides so that symbol names are the same length.
///
/// Both configurations are whole-module (`-wmo`): the driver then runs one frontend process
/// for the module, so the time is the compiler's work on the module and not how the driver
/// spreads files over the machine's two cores. The libraries' sizes are of the files as
/// written, not stripped: the debug one keeps its debug information (`-g`, as `swift build`
/// does), the release one has none but keeps its symbol table. The release library is also
/// measured stripped (`strip`), as it ships.
enum ModuleBuild: CaseIterable {
    case debug
    case release

    /// The flags that differ between the configurations.
    var optimization: [String] {
        switch self {
        case .debug: ["-Onone", "-g"]
        case .release: ["-O"]
        }
    }

    /// The whole command line after `swiftc`, for `module`, writing into `output`.
    func arguments(_ module: ModuleSources, output: URL) -> [String] {
        optimization + [
            "-wmo", "-swift-version", "6", "-parse-as-library", "-module-name", "Delegates",
            "-emit-library", "-o", library(in: output).path,
        ] + module.files.map(\.path)
    }

    /// The library the build writes into `output`: the file whose size the table reports.
    func library(in output: URL) -> URL {
        output.appendingPathComponent("\(self)").appendingPathComponent("libDelegates.so")
    }

    /// Compiles `module` into `output` and says how long it took.
    func run(_ module: ModuleSources, swiftc: URL, output: URL) throws -> Duration {
        try FileManager.default.createDirectory(
            at: library(in: output).deletingLastPathComponent(), withIntermediateDirectories: true)
        return try Tools.time(swiftc, arguments(module, output: output))
    }

    /// The size of the library the last build wrote into `output`, in bytes.
    func librarySize(in output: URL) throws -> Int {
        try Self.size(of: library(in: output))
    }

    /// The size of the library the last build wrote into `output` once `strip` has removed
    /// every symbol the dynamic linker does not need, as an app's build does before it ships;
    /// `nil` if `strip` is missing or fails.
    func strippedLibrarySize(in output: URL) -> Int? {
        let library = library(in: output)
        let stripped = library.appendingPathExtension("stripped")
        let strip = URL(fileURLWithPath: "/usr/bin/env")
        guard (try? Tools.time(strip, ["strip", "-o", stripped.path, library.path])) != nil else {
            return nil
        }
        return try? Self.size(of: stripped)
    }

    private static func size(of file: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        return (attributes[.size] as? NSNumber)?.intValue ?? 0
    }
}
