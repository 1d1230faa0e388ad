import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one run of the `mdgen` executable did.
struct Run: CustomStringConvertible {
    var status: Int32
    var standardOutput: String
    var standardError: String

    var description: String {
        "exit \(status)\n--- stdout:\n\(standardOutput)\n--- stderr:\n\(standardError)"
    }
}

/// Whose rights a run of `mdgen` has.
enum Privileges {
    /// The test process's own.
    case current
    /// An ordinary user's, even when the tests run as root, so that a file with mode 000 is
    /// really unreadable. See ``MDGenExecutable/canDenyPermissions``.
    case unprivileged
}

/// The built `mdgen` executable, run as a subprocess exactly as a user runs it.
enum MDGenExecutable {
    /// The user an unprivileged run becomes when the tests run as root: `nobody`.
    static let unprivilegedID: UInt32 = 65534

    /// Where `mdgen` is: `$MDGEN_EXECUTABLE`, or next to the test bundle (`swift test` builds
    /// every product of the package into the same folder).
    static let url: URL? = {
        if let path = ProcessInfo.processInfo.environment["MDGEN_EXECUTABLE"] {
            return URL(fileURLWithPath: path)
        }
        var folders: [URL] = []
        folders += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
            .map { $0.deletingLastPathComponent() }
        folders.append(
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
                .deletingLastPathComponent())
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        return folders.map { $0.appendingPathComponent("mdgen") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Whether a test can make a file unreadable or a folder unwritable for `mdgen`: always
    /// for an ordinary user; as root only if `mdgen` can be run as `nobody` (with `setpriv`),
    /// since root reads and writes regardless of modes.
    static let canDenyPermissions: Bool = {
        guard geteuid() == 0 else {
            return true
        }
        guard let sandbox = try? Sandbox(), (try? sandbox.write("secret", to: "secret.txt")) != nil
        else {
            return false
        }
        sandbox.setMode(0o000, of: "secret.txt")
        let check = try? run(["lint", "secret.txt"], in: sandbox, privileges: .unprivileged)
        return check?.status == 1
            && check?.standardError.contains("cannot read 'secret.txt': permission denied") == true
    }()

    /// Whether `script` is there to give mdgen a terminal: util-linux's on Linux, BSD's on macOS.
    static let canRunInTerminal = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

    /// Runs `mdgen arguments` in `sandbox` with a pseudo-terminal as its standard streams,
    /// as in an interactive shell; what it printed is in ``Run/standardOutput``, and its exit
    /// status is the run's.
    static func runInTerminal(
        _ arguments: [String],
        in sandbox: Sandbox,
        environment: [String: String] = [:]
    ) throws -> Run {
        guard let url else {
            throw MDGenNotBuilt()
        }
        return try run(
            executable: URL(fileURLWithPath: "/usr/bin/script"),
            scriptArguments(running: [url.path] + arguments),
            in: sandbox, input: "", environment: ["TERM": "xterm"].merging(environment) { $1 })
    }

    /// The arguments with which `/usr/bin/script` runs `command` quietly, keeps no transcript
    /// (it writes it to /dev/null) and exits with the command's status.
    static func scriptArguments(running command: [String]) -> [String] {
        #if canImport(Darwin)
            // BSD `script [-q] file [command …]` runs the command itself, with no shell, and
            // always exits with its status; it rejects util-linux's long options.
            return ["-q", "/dev/null"] + command
        #else
            // util-linux's `script` runs one shell command line, so each word is quoted, and
            // passes the command's status on only when asked to (--return).
            let quoted = command.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
            return ["--quiet", "--return", "--command", quoted.joined(separator: " "), "/dev/null"]
        #endif
    }

    /// Runs `mdgen arguments` in `sandbox`, feeding it `input` on standard input.
    static func run(
        _ arguments: [String],
        in sandbox: Sandbox,
        input: String = "",
        environment: [String: String] = [:],
        privileges: Privileges = .current
    ) throws -> Run {
        guard let url else {
            throw MDGenNotBuilt()
        }
        if privileges == .unprivileged && geteuid() == 0 {
            sandbox.handOver(to: unprivilegedID)
            let user = [
                "--reuid=\(unprivilegedID)", "--regid=\(unprivilegedID)", "--clear-groups", "--",
            ]
            return try run(
                executable: URL(fileURLWithPath: "/usr/bin/setpriv"), user + [url.path] + arguments,
                in: sandbox,
                input: input, environment: environment)
        }
        return try run(
            executable: url, arguments, in: sandbox, input: input, environment: environment)
    }

    /// Runs another program, such as `swiftc`, in `sandbox`, the way `mdgen` runs.
    static func run(
        executable: URL,
        _ arguments: [String],
        in sandbox: Sandbox,
        input: String,
        environment: [String: String]
    ) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = sandbox.url
        // A fixed, small environment: the tests must not depend on the caller's NO_COLOR.
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"].merging(environment) {
            $1
        }

        // Files rather than pipes: nothing to deadlock on, however much mdgen prints.
        let streams = try Sandbox()
        try streams.write(input, to: "stdin")
        try streams.write("", to: "stdout")
        try streams.write("", to: "stderr")
        process.standardInput = try FileHandle(
            forReadingFrom: streams.url.appendingPathComponent("stdin"))
        process.standardOutput = try FileHandle(
            forWritingTo: streams.url.appendingPathComponent("stdout"))
        process.standardError = try FileHandle(
            forWritingTo: streams.url.appendingPathComponent("stderr"))
        try process.run()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            standardOutput: try streams.read("stdout"),
            standardError: try streams.read("stderr"))
    }
}

/// The toolchain the tests run with.
enum Toolchain {
    /// `swiftc`, found on the test process's `PATH`.
    static let swiftc: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        return path.split(separator: ":").map {
            URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc")
        }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `swiftc arguments…` in `sandbox`.
    static func swiftc(_ arguments: [String], in sandbox: Sandbox) throws -> Run {
        guard let swiftc else {
            throw MDGenNotBuilt()
        }
        return try MDGenExecutable.run(
            executable: swiftc, arguments, in: sandbox, input: "", environment: [:])
    }
}

/// `mdgen` has not been built next to the tests.
struct MDGenNotBuilt: Error, CustomStringConvertible {
    var description: String {
        "cannot find the mdgen executable next to the tests; run 'swift build' first or set MDGEN_EXECUTABLE"
    }
}

/// Runs `mdgen arguments…` in `sandbox`: the shorthand the command-line tests read with.
func mdgen(
    _ arguments: String...,
    in sandbox: Sandbox,
    input: String = "",
    environment: [String: String] = [:],
    privileges: Privileges = .current
) throws -> Run {
    try MDGenExecutable.run(
        arguments, in: sandbox, input: input, environment: environment, privileges: privileges)
}
