import Foundation

/// Runs the executables the generator benchmark compares: the `mdgen` built beside this
/// benchmark and the toolchain's `swiftc`.
struct Tools {
    let mdgen: URL
    let swiftc: URL

    /// Finds both tools: `--mdgen`/`--swiftc` if given, otherwise `mdgen` in this executable's
    /// folder (SwiftPM builds it there, as a dependency) and `swiftc` on the `PATH`.
    static func locate(mdgen: String?, swiftc: String?) -> Tools? {
        let ownFolder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let mdgenURL =
            mdgen.map(URL.init(fileURLWithPath:))
            ?? ownFolder.appendingPathComponent("mdgen")
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        let swiftcURL =
            swiftc.map(URL.init(fileURLWithPath:))
            ?? searchPath.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard FileManager.default.isExecutableFile(atPath: mdgenURL.path), let swiftcURL else {
            return nil
        }
        return Tools(mdgen: mdgenURL, swiftc: swiftcURL)
    }

    /// How long `executable` takes to run with `arguments`, from launch to exit, its output
    /// discarded. Fails if it does not exit with status 0.
    static func time(_ executable: URL, _ arguments: [String]) throws -> Duration {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        process.waitUntilExit()
        let elapsed = start.duration(to: clock.now)
        guard process.terminationStatus == 0 else {
            throw ToolFailure(command: ([executable.path] + arguments).joined(separator: " "))
        }
        return elapsed
    }

    /// The standard output of `executable` run with `arguments`, or `nil` if it fails.
    static func output(_ executable: URL, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else {
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}

/// A tool the benchmark runs exited with an error.
struct ToolFailure: Error, CustomStringConvertible {
    let command: String

    var description: String {
        "command failed: \(command)"
    }
}
