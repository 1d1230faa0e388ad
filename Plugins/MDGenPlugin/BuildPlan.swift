import Foundation
import PackagePlugin

/// The pure part of the build plugin: a target's `.mdgen` files in, build commands out. The
/// SwiftPM and Xcode entry points only gather the paths.
///
/// One command per `.mdgen` file, so that editing one file regenerates only its output, and
/// one for the support file (the machinery every multicast of the target shares, which holds
/// only what the target's protocols use, so it reads them all; an unchanged support file is
/// not rewritten, so editing one `.mdgen` file recompiles it only when it must change). Each
/// command declares everything mdgen reads — the files, `mdgen.json`, the templates it names,
/// and mdgen itself — and the one file it writes, so that a build with nothing changed does
/// not run mdgen at all.
///
/// The generated declarations carry `#sourceLocation` directives, so that the compiler's
/// errors about them point at the `.mdgen` lines the user wrote, not at files in the build
/// folder.
struct BuildPlan {
    /// The folder the inputs' output names are relative to, which holds `mdgen.json`.
    var targetDirectory: URL
    /// The `.mdgen` files.
    var inputs: [URL]
    /// Where generated files go.
    var workDirectory: URL
    /// The `mdgen` executable.
    var tool: URL

    var configurationFile: URL? {
        let candidate = targetDirectory.appendingPathComponent(TargetFiles.configurationFileName)
        return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
    }

    /// The templates the configuration points to, so that editing one reruns mdgen, and their
    /// folder, so that adding one does too (a folder's modification time changes when a file is
    /// added or removed). SwiftPM asks for the commands again only when the package's files
    /// change, not when `mdgen.json` is edited: the README says to touch `Package.swift` after
    /// pointing `templates` elsewhere. mdgen itself validates the configuration and reports its
    /// errors as diagnostics; here an unreadable file, or a missing folder, just adds no inputs.
    var templateInputs: [URL] {
        guard let configurationFile,
            let data = try? Data(contentsOf: configurationFile),
            let templates = try? JSONDecoder().decode(ConfigurationFile.self, from: data).templates
        else {
            return []
        }
        let directory = URL(fileURLWithPath: templates, relativeTo: targetDirectory)
            .standardizedFileURL
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        else {
            return []
        }
        return [directory]
            + names.filter { $0.hasSuffix(".mustache") }.sorted().map {
                directory.appendingPathComponent($0)
            }
    }

    var commands: [Command] {
        guard !inputs.isEmpty else {
            return []
        }
        let configuration = configurationFile
        let sharedInputs = [tool] + (configuration.map { [$0] } ?? []) + templateInputs
        let sortedInputs = inputs.sorted { $0.path < $1.path }
        var sharedArguments = [
            "--output", workDirectory.path, "--relative-to", targetDirectory.path,
        ]
        if let configuration {
            sharedArguments += ["--config", configuration.path]
        }
        let generation: [Command] = sortedInputs.map { input in
            let relativePath = TargetFiles.relativePath(of: input, to: targetDirectory)
            let output = workDirectory.appendingPathComponent(
                OutputNaming.outputFileName(forInputAt: relativePath))
            return .buildCommand(
                displayName: "Generating \(output.lastPathComponent) from \(relativePath)",
                executable: tool,
                arguments: ["generate", input.path] + sharedArguments + [
                    "--support", "none", "--source-locations",
                ],
                inputFiles: [input] + sharedInputs,
                outputFiles: [output])
        }
        let support = workDirectory.appendingPathComponent(Self.supportFileName)
        return generation + [
            .buildCommand(
                displayName: "Generating \(Self.supportFileName)",
                executable: tool,
                arguments: ["generate"] + sortedInputs.map(\.path) + sharedArguments + [
                    "--support", "only",
                ],
                inputFiles: sortedInputs + sharedInputs,
                outputFiles: [support])
        ]
    }

    /// The support file's name, as mdgen writes it (`Generator.supportFileName`).
    static let supportFileName = "MDGenSupport.swift"
}
