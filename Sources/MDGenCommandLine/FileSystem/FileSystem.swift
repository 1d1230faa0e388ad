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
        // A directory opens for reading like a file, and fails only when read: ask first.
        guard kind(of: path) != .directory else {
            throw FileSystemError(message: "'\(path)' is a directory")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            switch kind(of: path) {
            case .missing: throw FileSystemError(message: "no such file: '\(path)'")
            case .file, .directory:
                throw FileSystemError(message: "cannot read '\(path)': permission denied")
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
    /// does not depend on the order the file system lists them. Hidden files and folders
    /// (`.build`, `.git`, …) are skipped, as SwiftPM skips them.
    static func mdgenFiles(under directory: String) throws(FileSystemError) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
            throw FileSystemError(message: "cannot list '\(directory)'")
        }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = relative.split(separator: "/").last ?? ""
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if relative.hasSuffix(".mdgen"), kind(of: join(directory, relative)) == .file {
                found.append(relative)
            }
        }
        return found.sorted()
    }

    /// The `*.mustache` file names directly in `directory`, sorted.
    static func templateFiles(in directory: String) throws(FileSystemError) -> [String] {
        try fileNames(in: directory).filter { $0.hasSuffix(".mustache") }
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

    /// A file's new bytes, written to a temporary file beside it and flushed to disk, waiting
    /// to be renamed over it.
    struct StagedFile: Sendable {
        var temporary: String
        var path: String
    }

    /// The first half of replacing `path` with `bytes` atomically, so that a reader never
    /// sees a partial file and a failure leaves the old one untouched: writes `bytes` to a new
    /// temporary file beside `path` and flushes it, leaving `path` untouched. Stages of
    /// different files can run at once; the flushes, which wait for the disk, then overlap.
    static func stage(_ text: String, for path: String) throws(FileSystemError) -> StagedFile {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        // O_EXCL: never write through a file or link that is already there (a leftover of a
        // crashed run, say); try the next name instead.
        var temporary = ""
        var descriptor: Int32 = -1
        for attempt in 0..<100 where descriptor < 0 {
            temporary = directory + ".\(name).\(getpid())-\(attempt).mdgen-tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor < 0 && errno != EEXIST {
                break
            }
        }
        guard descriptor >= 0 else {
            throw FileSystemError(message: "cannot write '\(path)': \(lastErrorReason())")
        }
        var written = 0
        var failure: String?
        withUTF8(of: text) { buffer in
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = lastErrorReason()
                    return
                }
                written += count
            }
        }
        if failure == nil && fsync(descriptor) != 0 {
            failure = lastErrorReason()
        }
        if close(descriptor) != 0 && failure == nil {
            failure = lastErrorReason()
        }
        if let failure {
            unlink(temporary)
            throw FileSystemError(message: "cannot write '\(path)': \(failure)")
        }
        return StagedFile(temporary: temporary, path: path)
    }

    /// Calls `body` with the UTF-8 of `text`, in place when the string stores it contiguously,
    /// as strings built in memory do.
    static func withUTF8<Result>(
        of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) {
            return result
        }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// Whether `bytes` are exactly the UTF-8 of `text`.
    static func bytes(_ bytes: [UInt8], areUTF8Of text: String) -> Bool {
        guard bytes.count == text.utf8.count else {
            return false
        }
        return withUTF8(of: text) { utf8 in
            bytes.withUnsafeBufferPointer { bytes in
                bytes.isEmpty || memcmp(bytes.baseAddress!, utf8.baseAddress!, bytes.count) == 0
            }
        }
    }

    /// The second half of an atomic replacement: renames the staged file over its path, or
    /// removes it and fails.
    static func commit(_ file: StagedFile) throws(FileSystemError) {
        if rename(file.temporary, file.path) != 0 {
            let failure = lastErrorReason()
            unlink(file.temporary)
            throw FileSystemError(message: "cannot write '\(file.path)': \(failure)")
        }
    }

    /// Removes a staged file that will not be committed.
    static func discard(_ file: StagedFile) {
        unlink(file.temporary)
    }

    /// `errno` in words, in lower case as the rest of the message.
    private static func lastErrorReason() -> String {
        let reason = String(cString: strerror(errno))
        return reason.prefix(1).lowercased() + reason.dropFirst()
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}
