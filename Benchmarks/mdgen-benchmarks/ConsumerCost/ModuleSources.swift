import Foundation

/// The Swift files of one module of delegate protocols, as written on disk: one file per
/// protocol, plus the one file that every protocol of the module shares.
struct ModuleSources {
    let directory: URL
    /// Every Swift file of the module, sorted by path.
    let files: [URL]
    /// The name of the file that every protocol shares.
    let sharedFileName: String

    var sharedFile: URL? {
        files.first { $0.lastPathComponent == sharedFileName }
    }

    var protocolFiles: [URL] {
        files.filter { $0.lastPathComponent != sharedFileName }
    }

    /// The Swift files that `directory` holds.
    private init(directory: URL, sharedFileName: String) throws {
        self.directory = directory
        self.sharedFileName = sharedFileName
        files = try FileManager.default.contentsOfDirectory(
            at: directory, includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// The module mdgen generates for `protocols` one-protocol `.mdgen` files, as the build
    /// plugin sees a target's files: `mdgen generate <folder> --output <folder> --access public`
    /// writes one file per input beside `MDGenSupport.swift`.
    static func generated(
        protocols: Int, methods: Int, mdgen: URL, in directory: URL
    ) throws -> ModuleSources {
        let inputs = directory.appendingPathComponent("mdgen")
        let output = directory.appendingPathComponent("generated")
        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        for index in 0..<protocols {
            try SyntheticInput.file(index, methods: methods).write(
                to: inputs.appendingPathComponent("Service\(index).mdgen"), atomically: true,
                encoding: .utf8)
        }
        let arguments = ["generate", inputs.path, "--output", output.path, "--access", "public"]
        _ = try Tools.time(mdgen, arguments)
        return try ModuleSources(directory: output, sharedFileName: "MDGenSupport.swift")
    }

    /// The thin hand-written equivalent of the same protocols (`ThinHandWrittenModule`).
    static func handWritten(
        protocols: Int, methods: Int, in directory: URL
    ) throws -> ModuleSources {
        let output = directory.appendingPathComponent("hand-written")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let files =
            [ThinHandWrittenModule.registryFile]
            + (0..<protocols).map { ThinHandWrittenModule.file($0, methods: methods) }
        for file in files {
            try file.text.write(
                to: output.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
        }
        return try ModuleSources(
            directory: output, sharedFileName: ThinHandWrittenModule.registryFile.name)
    }

    /// The lines of `file`, all of them and those with code (neither blank nor only a comment);
    /// zero if there is no such file.
    static func lines(of file: URL?) -> Lines {
        let text = file.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let code = lines.filter { line in
            let trimmed = line.drop { $0 == " " }
            return !trimmed.isEmpty && !trimmed.hasPrefix("//")
        }
        return Lines(all: lines.count, code: code.count)
    }

    /// The lines of the protocol files, per protocol.
    var linesPerProtocol: Lines {
        let total = protocolFiles.map(Self.lines).reduce(Lines(all: 0, code: 0)) {
            Lines(all: $0.all + $1.all, code: $0.code + $1.code)
        }
        let count = max(1, protocolFiles.count)
        return Lines(all: total.all / count, code: total.code / count)
    }

    /// How often `text` occurs in the module's files, all together.
    func occurrences(of text: String) -> Int {
        files.map { file in
            let contents = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            return contents.components(separatedBy: text).count - 1
        }.reduce(0, +)
    }
}

/// A count of source lines.
struct Lines {
    /// Every line.
    let all: Int
    /// The lines that are neither blank nor only a comment.
    let code: Int
}
