import Foundation

@testable import MDGenLanguageServer

/// `mdgen lsp` run as a subprocess, as an editor runs it: the messages go in on standard
/// input, through files so that neither side can block the other, and the messages it wrote
/// come back with its exit status.
enum ServerProcess {
    /// What one run did.
    struct Run {
        var status: Int32
        var messages: [JSON]
        var standardError: String
        /// Whether the run was stopped for taking too long.
        var timedOut: Bool

        /// The response to the request with `id`.
        func response(_ id: Int) -> JSON? {
            messages.first { $0["id"]?.int == id }
        }

        /// The diagnostics last published for `uri`.
        func diagnostics(of uri: String) -> [JSON]? {
            messages.last {
                $0["method"]?.string == "textDocument/publishDiagnostics"
                    && $0["params"]?["uri"]?.string == uri
            }?["params"]?["diagnostics"]?.array
        }
    }

    struct NotBuilt: Error, CustomStringConvertible {
        var description: String {
            "mdgen is not built: run 'swift build --product mdgen', or set MDGEN_EXECUTABLE"
        }
    }

    /// The repository's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where `mdgen` is: `$MDGEN_EXECUTABLE`, next to the test bundle, or in .build/debug.
    static let executable: URL? = {
        if let path = ProcessInfo.processInfo.environment["MDGEN_EXECUTABLE"] {
            return URL(fileURLWithPath: path)
        }
        var folders = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
            .map { $0.deletingLastPathComponent() }
        folders.append(
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
                .deletingLastPathComponent())
        folders.append(root.appendingPathComponent(".build/debug"))
        return folders.map { $0.appendingPathComponent("mdgen") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `mdgen arguments` with `input` on standard input, for at most `timeout` seconds.
    static func run(
        _ arguments: [String], input: [UInt8], timeout: TimeInterval = 60
    ) throws -> Run {
        guard let executable else {
            throw NotBuilt()
        }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("mdgen-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (inputURL, outputURL, errorURL) = (
            folder.appendingPathComponent("in"), folder.appendingPathComponent("out"),
            folder.appendingPathComponent("err")
        )
        try Data(input).write(to: inputURL)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        let timedOut = process.isRunning
        if timedOut {
            process.terminate()
        }
        process.waitUntilExit()
        var reader = MessageReader()
        reader.append(Array(try Data(contentsOf: outputURL)))
        var messages: [JSON] = []
        while let event = reader.next() {
            if case .message(let content) = event {
                messages.append(try JSON(parsing: content))
            }
        }
        return Run(
            status: process.terminationStatus, messages: messages,
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
            timedOut: timedOut)
    }

    /// Runs `mdgen` with other arguments, such as `lint`, and returns its standard error.
    static func standardError(of arguments: [String]) throws -> String {
        try run(arguments, input: []).standardError
    }
}

/// Messages a client sends.
enum Client {
    static func request(_ id: Int, _ method: String, _ params: JSON = [:]) -> JSON {
        ["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params]
    }

    static func notification(_ method: String, _ params: JSON = [:]) -> JSON {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    static func open(_ uri: String, _ text: String, version: Int = 1) -> JSON {
        notification(
            "textDocument/didOpen",
            [
                "textDocument": [
                    "uri": .string(uri), "languageId": "mdgen", "version": .int(version),
                    "text": .string(text),
                ]
            ])
    }

    static func at(_ uri: String, _ line: Int, _ character: Int) -> JSON {
        [
            "textDocument": ["uri": .string(uri)],
            "position": ["line": .int(line), "character": .int(character)],
        ]
    }

    /// `initialize` first, then `messages`, then `shutdown` and `exit`, framed.
    static func session(_ messages: [JSON]) -> [UInt8] {
        ([request(0, "initialize", ["capabilities": [:]]), notification("initialized")] + messages
            + [request(999_999, "shutdown"), notification("exit")])
            .flatMap(MessageWriter.frame)
    }
}
