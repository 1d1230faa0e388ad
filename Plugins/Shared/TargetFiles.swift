import Foundation

/// Where a target's mdgen files are, shared by both plugins (each includes this file through
/// a symbolic link, since plugins cannot share a library).
enum TargetFiles {
    /// The per-target options file, next to the target's sources:
    /// `{ "access": "public", "templates": "relative/path/to/templates" }`.
    static let configurationFileName = "mdgen.json"

    /// The `.mdgen` files under `directory`, found on disk rather than among a target's
    /// sources, since a package that checks its generated files in excludes the `.mdgen`
    /// files from the target (SwiftPM warns about files it does not know otherwise).
    /// Hidden folders are skipped, as mdgen skips them.
    static func mdgenFiles(under directory: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "mdgen" }
            .sorted { $0.path < $1.path }
    }

    /// The deepest folder that holds all of `files`: an Xcode target's stand-in for a target
    /// folder, since an Xcode target has none of its own.
    static func commonDirectory(of files: [URL]) -> URL? {
        let folders = files.map {
            $0.deletingLastPathComponent().standardizedFileURL.pathComponents
        }
        guard var common = folders.first else {
            return nil
        }
        for components in folders.dropFirst() {
            common = zip(common, components).prefix { $0 == $1 }.map(\.0)
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common), isDirectory: true)
    }

    /// `file`'s path inside `directory`, or its name when it lies elsewhere.
    static func relativePath(of file: URL, to directory: URL) -> String {
        path(of: file, inside: directory) ?? file.lastPathComponent
    }

    /// `file`'s path inside `directory`, or `nil` when it lies elsewhere.
    static func path(of file: URL, inside directory: URL) -> String? {
        let filePath = file.standardizedFileURL.path
        let directoryPath = directory.standardizedFileURL.path
        let prefix = directoryPath.hasSuffix("/") ? directoryPath : directoryPath + "/"
        return filePath.hasPrefix(prefix) ? String(filePath.dropFirst(prefix.count)) : nil
    }
}
