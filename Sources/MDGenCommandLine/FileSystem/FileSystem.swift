#if canImport(FoundationEssentials)
    // The command line imports only FoundationEssentials where it exists (Linux): loading
    // all of Foundation would add milliseconds to every run, which the build plugin makes
    // once per changed file.
    import FoundationEssentials
#else
    import Foundation
#endif

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
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .missing
        }
        return Int(info.st_mode) & Int(S_IFMT) == Int(S_IFDIR) ? .directory : .file
    }

    static func read(_ path: String) throws(FileSystemError) -> [UInt8] {
        // A directory opens for reading like a file, and fails only when read: ask first.
        guard kind(of: path) != .directory else {
            throw FileSystemError(message: "'\(path)' is a directory")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT: throw FileSystemError(message: "no such file: '\(path)'")
            case EACCES: throw FileSystemError(message: "cannot read '\(path)': permission denied")
            default: throw FileSystemError(message: "cannot read '\(path)': \(lastErrorReason())")
            }
        }
        defer { close(descriptor) }
        guard let bytes = readAll(descriptor) else {
            throw FileSystemError(message: "cannot read '\(path)': \(lastErrorReason())")
        }
        return bytes
    }

    /// The standard streams' descriptors.
    static let standardInput = STDIN_FILENO
    static let standardOutput = STDOUT_FILENO
    static let standardError = STDERR_FILENO

    /// Whether `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Everything left to read from `descriptor`, or `nil` (with `errno` set) on a failure.
    static func readAll(_ descriptor: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        var info = stat()
        let size = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
        bytes.reserveCapacity(max(size, 0) + 1)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes {
                systemRead(descriptor, $0.baseAddress, $0.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 {
                return bytes
            }
            bytes += chunk[..<count]
        }
    }

    /// Writes all of `text` to `descriptor`; `false`, with `errno` set, on a failure.
    @discardableResult
    static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
        withUTF8(of: text) { buffer in
            var written = 0
            while written < buffer.count {
                let count = systemWrite(
                    descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += count
            }
            return true
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
        guard kind(of: directory) == .directory,
            let top = try? FileManager.default.contentsOfDirectory(atPath: directory)
        else {
            throw FileSystemError(message: "cannot list '\(directory)'")
        }
        var found: [String] = []
        // Folders still to list, as paths relative to `directory`, with their names; a folder
        // that cannot be listed is skipped, and a link to a folder is not followed.
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
        var info = stat()
        return lstat(path, &info) == 0 && Int(info.st_mode) & Int(S_IFMT) == Int(S_IFDIR)
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
    /// sees a partial file and a failure leaves the old one untouched: writes `text` to a new
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
        var failure: String?
        if !writeAll(text, to: descriptor) {
            failure = lastErrorReason()
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
    static func lastErrorReason() -> String {
        let reason = String(cString: strerror(errno))
        return reason.prefix(1).lowercased() + reason.dropFirst()
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    private static func reason(_ error: any Error) -> String {
        // The file system's own words, in lower case as the rest of the message.
        let reason =
            if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
                String(cString: strerror(underlying.code.rawValue))
            } else {
                "\(error)"
            }
        return reason.prefix(1).lowercased() + reason.dropFirst()
    }
}

/// The C library's `read`, which `FileSystem.read(_:)` hides inside the type.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
    -> Int
{
    read(descriptor, buffer, count)
}

/// The C library's `write`, which `FileSystem.writeAll(_:to:)` calls.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
