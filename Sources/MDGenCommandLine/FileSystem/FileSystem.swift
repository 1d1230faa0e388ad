#if canImport(FoundationEssentials)
    // The command line imports only FoundationEssentials where it exists (Linux): loading
    // all of Foundation would add milliseconds to every run, which the build plugin makes
    // once per changed file.
    import FoundationEssentials
#else
    import Foundation
#endif

/// A failure to read or write a file, with the path and the reason in words.
struct FileSystemError: Error, Sendable, Equatable {
    /// What went wrong, naming the file.
    var message: String
}

/// The file operations the tool needs, through `FileManager` and `Data`, each with an error
/// message a user can act on.
enum FileSystem {
    enum Kind {
        case file
        case directory
        case missing
    }

    /// What is at `path`, following symbolic links; a link to nothing is missing.
    static func kind(of path: String) -> Kind {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        switch try? FileManager.default.attributesOfItem(atPath: target)[.type]
            as? FileAttributeType
        {
        case nil, .typeSymbolicLink?: return .missing
        case .typeDirectory?: return .directory
        default: return .file
        }
    }

    static func read(_ path: String) throws(FileSystemError) -> [UInt8] {
        // A directory opens for reading like a file, and fails only when read: ask first.
        guard kind(of: path) != .directory else {
            throw FileSystemError(message: "'\(path)' is a directory")
        }
        do {
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
            throw FileSystemError(message: "no such file: '\(path)'")
        } catch {
            throw FileSystemError(message: "cannot read '\(path)': \(reason(error))")
        }
    }

    /// Replaces `path` with `text` atomically: the text goes to a temporary file beside it,
    /// flushed to disk and then renamed over it, so a reader never sees a partial file and a
    /// failure leaves the old one untouched.
    static func write(_ text: String, to path: String) throws(FileSystemError) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw FileSystemError(message: "cannot write '\(path)': \(reason(error))")
        }
    }

    /// Every `.mdgen` file under `directory`, as paths relative to it, sorted so that output
    /// does not depend on the order the file system lists them. Hidden files and folders
    /// (`.build`, `.git`, …) are skipped, as SwiftPM skips them; a link to a folder is not
    /// followed.
    static func mdgenFiles(under directory: String) throws(FileSystemError) -> [String] {
        guard kind(of: directory) == .directory,
            let top = try? FileManager.default.contentsOfDirectory(atPath: directory)
        else {
            throw FileSystemError(message: "cannot list '\(directory)'")
        }
        var found: [String] = []
        // Folders still to list, as paths relative to `directory`, with their names; a folder
        // that cannot be listed is skipped.
        var pending: [(relative: String, names: [String])] = [("", top)]
        while let (folder, names) = pending.popLast() {
            for name in names where !name.hasPrefix(".") {
                let relative = folder.isEmpty ? name : folder + "/" + name
                let path = join(directory, relative)
                if isFolder(path) {
                    if let names = try? FileManager.default.contentsOfDirectory(atPath: path) {
                        pending.append((relative, names))
                    }
                } else if name.hasSuffix(".mdgen"), kind(of: path) == .file {
                    found.append(relative)
                }
            }
        }
        return found.sorted()
    }

    /// Whether `path` is a folder itself, not a link to one.
    private static func isFolder(_ path: String) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return attributes?[.type] as? FileAttributeType == .typeDirectory
    }

    /// The names of the regular files directly in `directory`, sorted; none if it does not
    /// exist.
    static func fileNames(in directory: String) throws(FileSystemError) -> [String] {
        guard kind(of: directory) == .directory else {
            return []
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            throw FileSystemError(message: "cannot list '\(directory)'")
        }
        return names.filter { kind(of: join(directory, $0)) == .file }.sorted()
    }

    /// Deletes the file at `path`.
    static func removeFile(_ path: String) throws(FileSystemError) {
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw FileSystemError(message: "cannot delete '\(path)': \(reason(error))")
        }
    }

    /// Creates `directory` and its parents if needed.
    static func createDirectory(_ directory: String) throws(FileSystemError) {
        switch kind(of: directory) {
        case .directory:
            return
        case .file:
            throw FileSystemError(message: "the output directory '\(directory)' is a file")
        case .missing:
            do {
                try FileManager.default.createDirectory(
                    atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw FileSystemError(
                    message: "cannot create the output directory '\(directory)': \(reason(error))")
            }
        }
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The file name at the end of `path`.
    static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Why `error` happened, in the system's words and in lower case, as the rest of the
    /// message: Foundation's errors carry the system's error code.
    private static func reason(_ error: any Error) -> String {
        let code =
            (error as? CocoaError)?.underlying.flatMap { ($0 as? POSIXError)?.code.rawValue }
        let reason = code.map(Platform.description(ofErrorCode:)) ?? "\(error)"
        return reason.prefix(1).lowercased() + reason.dropFirst()
    }
}
