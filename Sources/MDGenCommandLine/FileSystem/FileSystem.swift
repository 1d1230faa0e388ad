import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failure to read or write a file, with the path and the reason in words.
struct FileSystemError: Error, Sendable, Equatable {
    /// What went wrong, naming the file.
    var message: String
}

/// The file operations the tool needs, each with an error message a user can act on.
enum FileSystem {
    enum Kind {
        case file
        case directory
        case missing
    }

    static func kind(of path: String) -> Kind {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .missing
        }
        return isDirectory.boolValue ? .directory : .file
    }

    static func read(_ path: String) throws(FileSystemError) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            switch kind(of: path) {
            case .missing: throw FileSystemError(message: "no such file: '\(path)'")
            case .directory: throw FileSystemError(message: "'\(path)' is a directory")
            case .file: throw FileSystemError(message: "cannot read '\(path)': permission denied")
            }
        }
        defer { try? handle.close() }
        do {
            return [UInt8](try handle.readToEnd() ?? Data())
        } catch {
            throw FileSystemError(message: "cannot read '\(path)': \(error.localizedDescription)")
        }
    }

    /// The contents of `path`, or `nil` when there is no such file.
    static func contentsIfPresent(_ path: String) throws(FileSystemError) -> [UInt8]? {
        kind(of: path) == .missing ? nil : try read(path)
    }

    /// Every `.mdgen` file under `directory`, as paths relative to it, sorted so that output
    /// does not depend on the order the file system lists them.
    static func mdgenFiles(under directory: String) throws(FileSystemError) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
            throw FileSystemError(message: "cannot list '\(directory)'")
        }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".mdgen"), kind(of: join(directory, relative)) == .file {
                found.append(relative)
            }
        }
        return found.sorted()
    }

    /// The `*.mustache` file names directly in `directory`, sorted.
    static func templateFiles(in directory: String) throws(FileSystemError) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            throw FileSystemError(message: "cannot list '\(directory)'")
        }
        return names.filter { $0.hasSuffix(".mustache") }.sorted()
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
                throw FileSystemError(message: "cannot create the output directory '\(directory)': \(reason(error))")
            }
        }
    }

    /// Replaces `path` with `bytes` atomically: the bytes go to a temporary file next to it,
    /// which is then renamed over it, so a reader never sees a partial file and a failure
    /// leaves the old one untouched.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = join(directory.isEmpty ? "." : directory, ".\(name).mdgen-\(getpid()).tmp")
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw FileSystemError(message: "cannot write '\(path)': the directory is not writable")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw FileSystemError(message: "cannot write '\(path)': \(reason)")
        }
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}
