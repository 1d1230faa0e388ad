import Foundation
import Testing

@testable import MDGenLanguageServer

/// `mdgen lsp` publishes, for every `.mdgen` file in Tests/, the diagnostics `mdgen lint`
/// prints: the same places, severities, names, messages and notes.
struct LintComparisonTests {
    /// One diagnostic or note, as both tools give it: the line and the column in UTF-8 bytes
    /// that `mdgen lint` prints.
    struct Reported: Hashable, CustomStringConvertible {
        var line: Int
        var column: Int
        var severity: String
        var message: String
        var name: String?

        var description: String {
            "\(line):\(column): \(severity): \(message)" + (name.map { " [#\($0)]" } ?? "")
        }
    }

    /// Every `.mdgen` file under Tests/ that a client can send: text in UTF-8. (The one that
    /// is not UTF-8 reaches an editor only after the editor decoded it, repaired.)
    static let files: [URL] = {
        let tests = ServerProcess.root.appendingPathComponent("Tests")
        let all =
            FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "mdgen" } ?? []
        return all.filter {
            String(data: (try? Data(contentsOf: $0)) ?? Data(), encoding: .utf8) != nil
        }
        .sorted { $0.path < $1.path }
    }()

    @Test func theServerPublishesWhatLintPrintsForEveryFileInTests() throws {
        #expect(Self.files.count > 100)
        // One server for every file, as an editor with them all open.
        let uris = Self.files.map { DocumentURI.uri(of: $0.standardizedFileURL.path) }
        let texts = try Self.files.map { try String(contentsOf: $0, encoding: .utf8) }
        let run = try ServerProcess.run(
            ["lsp"], input: Client.session(zip(uris, texts).map { Client.open($0, $1) }))
        #expect(run.status == 0 && !run.timedOut, "\(run.standardError)")

        // The files of a target with an mdgen.json are linted with it, as the server finds it.
        var byConfiguration: [String?: [URL]] = [:]
        for file in Self.files {
            byConfiguration[configuration(near: file), default: []].append(file)
        }
        var expected: [String: [Reported]] = [:]
        for (configuration, files) in byConfiguration {
            let paths = files.map(\.standardizedFileURL.path)
            if let configuration {
                // `lint` takes no configuration; `generate` reports the same diagnostics.
                for path in paths {
                    let output = try ServerProcess.standardError(
                        of: [
                            "generate", path, "--stdout", "--support", "none", "--config",
                            configuration,
                        ])
                    expected[path] = Self.parse(output, path: path)
                }
            } else {
                let output = try ServerProcess.standardError(of: ["lint"] + paths)
                for path in paths {
                    expected[path] = Self.parse(output, path: path)
                }
            }
        }
        var compared = 0
        for (file, (uri, text)) in zip(Self.files, zip(uris, texts)) {
            let path = file.standardizedFileURL.path
            let published = try #require(run.diagnostics(of: uri), "nothing published for \(path)")
            let reported = published.flatMap { Self.reported($0, in: text, uri: uri) }
            #expect(reported == expected[path] ?? [], "\(path)")
            compared += reported.count
        }
        #expect(compared > 100, "the files in Tests/ have diagnostics to compare")
    }

    /// The mdgen.json the server uses for `file`: the nearest one up to the package's root.
    private func configuration(near file: URL) -> String? {
        var folder = file.standardizedFileURL.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("mdgen.json")
            if FileManager.default.fileExists(atPath: candidate.path) {
                return candidate.path
            }
            if FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("Package.swift").path)
            {
                return nil
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// The diagnostics `mdgen lint` printed about `path`: `path:line:column: severity: message
    /// [#Name]` lines (the excerpts and carets under them are left out).
    static func parse(_ output: String, path: String) -> [Reported] {
        output.split(separator: "\n").compactMap { line in
            guard line.hasPrefix(path + ":") else {
                return nil
            }
            let fields = line.dropFirst(path.count + 1).split(
                separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, let number = Int(fields[0]), let column = Int(fields[1]) else {
                return nil
            }
            let severity = fields[2].trimmingCharacters(in: .whitespaces)
            var message = String(fields[3].dropFirst())
            var name: String?
            if message.hasSuffix("]"), let start = message.range(of: " [#", options: .backwards) {
                name = String(message[start.upperBound...].dropLast())
                message = String(message[..<start.lowerBound])
            }
            return Reported(
                line: number, column: column, severity: severity, message: message, name: name)
        }
    }

    /// A published diagnostic and its notes, with the column counted in UTF-8 bytes again.
    static func reported(_ diagnostic: JSON, in text: String, uri: String) -> [Reported] {
        let severities = [1: "error", 2: "warning", 3: "note"]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func place(_ range: JSON?) -> (line: Int, column: Int) {
            let line = range?["start"]?["line"]?.int ?? 0
            let character = range?["start"]?["character"]?.int ?? 0
            let lineText = line < lines.count ? lines[line] : ""
            let prefix = String(decoding: Array(lineText.utf16.prefix(character)), as: UTF16.self)
            return (line + 1, prefix.utf8.count + 1)
        }
        let (line, column) = place(diagnostic["range"])
        var result = [
            Reported(
                line: line, column: column,
                severity: severities[diagnostic["severity"]?.int ?? 0] ?? "?",
                message: diagnostic["message"]?.string ?? "", name: diagnostic["code"]?.string)
        ]
        for note in diagnostic["relatedInformation"]?.array ?? [] {
            let (line, column) = place(note["location"]?["range"])
            #expect(note["location"]?["uri"]?.string == uri)
            result.append(
                Reported(
                    line: line, column: column, severity: "note",
                    message: note["message"]?.string ?? "", name: nil))
        }
        return result
    }
}
