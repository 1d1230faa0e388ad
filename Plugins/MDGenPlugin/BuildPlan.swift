import Foundation
import PackagePlugin

/// The pure part of the build plugin: inputs in, build commands out. The SwiftPM and Xcode
/// entry points only gather the paths.
struct BuildPlan {
    /// The folder the inputs' output names are relative to, which holds `mdgen.json`.
    var targetDirectory: URL
    /// The `.mdgen` files.
    var inputs: [URL]
    /// Every file of the target, to find `mdgen.json` among them.
    var otherFiles: [URL]
    /// Where generated files go.
    var workDirectory: URL
    /// The `mdgen` executable.
    var tool: URL

    /// The name of the per-target options file:
    /// `{ "access": "public", "templates": "relative/path/to/templates" }`.
    static let configurationFileName = "mdgen.json"

    var configurationFile: URL? {
        let candidate = targetDirectory.appendingPathComponent(Self.configurationFileName)
        return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
    }

    /// The templates the configuration points to, so that editing one reruns mdgen. mdgen itself
    /// validates the configuration and reports its errors; here an unreadable file just adds
    /// no inputs.
    var templateFiles: [URL] {
        guard let configurationFile,
            let data = try? Data(contentsOf: configurationFile),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let templates = object["templates"] as? String
        else {
            return []
        }
        let directory = URL(fileURLWithPath: templates, relativeTo: targetDirectory).standardizedFileURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".mustache") }.sorted().map {
            directory.appendingPathComponent($0)
        }
    }

    var commands: [Command] {
        let configuration = configurationFile
        let templates = templateFiles
        return inputs.sorted { $0.path < $1.path }.map { input in
            let relativePath = Self.relativePath(of: input, to: targetDirectory)
            let output = workDirectory.appendingPathComponent(
                OutputNaming.outputFileName(forInputAt: relativePath))
            var arguments = [
                "generate", input.path, "--output", workDirectory.path,
                "--relative-to", targetDirectory.path,
            ]
            if let configuration {
                arguments += ["--config", configuration.path]
            }
            return .buildCommand(
                displayName: "Generating \(output.lastPathComponent) from \(relativePath)",
                executable: tool,
                arguments: arguments,
                inputFiles: [input] + (configuration.map { [$0] } ?? []) + templates,
                outputFiles: [output])
        }
    }

    /// `file`'s path inside `directory`, or its name when it lies elsewhere.
    static func relativePath(of file: URL, to directory: URL) -> String {
        let filePath = file.standardizedFileURL.path
        let directoryPath = directory.standardizedFileURL.path
        let prefix = directoryPath.hasSuffix("/") ? directoryPath : directoryPath + "/"
        return filePath.hasPrefix(prefix) ? String(filePath.dropFirst(prefix.count)) : file.lastPathComponent
    }
}
