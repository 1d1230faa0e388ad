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
    ///
    /// The process is started with `posix_spawn` and reaped with `waitpid` rather than with
    /// `Process`: on Linux, `Process.waitUntilExit` polls its run loop and returns up to 50 ms
    /// after the child exits, which would add about 50 ms to both sides of every comparison
    /// (`/bin/true` took 54 ms through it here, 1 ms through `posix_spawn`). Elsewhere,
    /// `Process` waits without polling.
    static func time(_ executable: URL, _ arguments: [String]) throws -> Duration {
        #if os(Linux)
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            let argv = ([executable.path] + arguments).map { strdup($0) }
            defer { for argument in argv { free(argument) } }
            let failure = ToolFailure(
                command: ([executable.path] + arguments).joined(separator: " "))
            var child = pid_t()
            let clock = ContinuousClock()
            let start = clock.now
            guard posix_spawn(&child, executable.path, &actions, nil, argv + [nil], environ) == 0
            else {
                throw failure
            }
            var status: Int32 = 0
            while waitpid(child, &status, 0) == -1 {
                guard errno == EINTR else {
                    throw failure
                }
            }
            let elapsed = start.duration(to: clock.now)
            // Zero is "exited normally, with status 0".
            guard status == 0 else {
                throw failure
            }
            return elapsed
        #else
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
        #endif
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
