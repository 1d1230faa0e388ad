import Foundation

extension AppliedConfiguration {
    /// The `mdgen.json` in `directory`, as the plugins see it, or `nil` when there is none. A
    /// file that does not decode still counts (mdgen reports its mistakes), with no `spies`; a
    /// `templates` folder that is missing adds no inputs. Kept apart from the planning code, which
    /// takes the result as a value.
    static func read(in directory: URL) -> AppliedConfiguration? {
        let file = directory.appendingPathComponent(TargetFiles.configurationFileName)
        guard FileManager.default.fileExists(atPath: file.path) else {
            return nil
        }
        let options = (try? Data(contentsOf: file)).flatMap {
            try? JSONDecoder().decode(ConfigurationFile.self, from: $0)
        }
        var configuration = AppliedConfiguration(file: file, spies: options?.spies)
        if let templates = options?.templates {
            let folder = URL(fileURLWithPath: templates, relativeTo: directory).standardizedFileURL
            if let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) {
                configuration.templateInputs =
                    [folder]
                    + names.filter { $0.hasSuffix(".mustache") }.sorted().map {
                        folder.appendingPathComponent($0)
                    }
            }
        }
        return configuration
    }
}
