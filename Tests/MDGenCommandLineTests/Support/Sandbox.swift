import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A temporary directory for one test, removed (whatever modes the test left) when the test
/// lets go of it. Paths are relative to it.
final class Sandbox {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("mdgen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // A test may have left a folder unwritable or a file unreadable.
        restoreModes(url)
        try? FileManager.default.removeItem(at: url)
    }

    /// The absolute path of `relative`.
    func path(_ relative: String) -> String {
        url.appendingPathComponent(relative).path
    }

    /// Writes `text` to `relative`, creating its folders.
    func write(_ text: String, to relative: String) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// Creates the folder `relative` and its parents.
    func makeDirectory(_ relative: String) throws {
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent(relative), withIntermediateDirectories: true)
    }

    /// The text of `relative`.
    func read(_ relative: String) throws -> String {
        String(decoding: try bytes(relative), as: UTF8.self)
    }

    /// The bytes of `relative`.
    func bytes(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url.appendingPathComponent(relative)))
    }

    /// Deletes the file or folder `relative`.
    func remove(_ relative: String) throws {
        try FileManager.default.removeItem(atPath: path(relative))
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path(relative))
    }

    /// The names in the folder `relative`, sorted.
    func list(_ relative: String = ".") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path(relative)).sorted()
    }

    /// The modification time of `relative`, to the nanosecond.
    func modificationTime(_ relative: String) throws -> timespec {
        var status = stat()
        guard stat(path(relative), &status) == 0 else {
            throw CocoaError(.fileNoSuchFile)
        }
        #if canImport(Darwin)
            return status.st_mtimespec
        #else
            return status.st_mtim
        #endif
    }

    /// Sets the modification time of `relative` well in the past, so that a rewrite would
    /// show even on a file system with coarse timestamps.
    func age(_ relative: String) {
        var times = [
            timespec(tv_sec: 1_000_000_000, tv_nsec: 0),
            timespec(tv_sec: 1_000_000_000, tv_nsec: 0),
        ]
        utimensat(AT_FDCWD, path(relative), &times, 0)
    }

    func setMode(_ mode: mode_t, of relative: String) {
        chmod(path(relative), mode)
    }

    /// Gives every file in the sandbox to `user`, so that a run as that user owns them.
    func handOver(to user: UInt32) {
        lchown(url.path, user, user)
        for relative in FileManager.default.subpaths(atPath: url.path) ?? [] {
            lchown(path(relative), user, user)
        }
    }

    private func restoreModes(_ directory: URL) {
        chmod(directory.path, 0o755)
        for relative in FileManager.default.subpaths(atPath: directory.path) ?? [] {
            chmod(directory.appendingPathComponent(relative).path, 0o755)
        }
    }
}
