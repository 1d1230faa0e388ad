import Foundation
import Testing

@testable import MDGenLanguageServer

/// `mdgen lsp` checks each document with its target's `mdgen.json`, found as the build plugin
/// finds it, and reports the file's own problems on it.
struct ConfigurationTests {
    /// A package folder with `Sources/App/mdgen.json` and a `.mdgen` file in a subfolder.
    private func package(configuration: String) throws -> (root: URL, document: String) {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("mdgen-lsp-config-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("Sources/App/Delegates")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.2\n".utf8)
            .write(to: root.appendingPathComponent("Package.swift"))
        try Data(configuration.utf8)
            .write(to: root.appendingPathComponent("Sources/App/mdgen.json"))
        return (root, folder.appendingPathComponent("Lamp.mdgen").path)
    }

    private let lamp = "protocol LampDelegate {\n    @objc func lampDidTurnOn()\n}\n"

    @Test func theTargetsRaiseListMakesAWarningAnError() throws {
        let (root, path) = try package(configuration: #"{"raise": ["ObjCAttributeDropped"]}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let uri = DocumentURI.uri(of: path)
        let run = try ServerProcess.run(["lsp"], input: Client.session([Client.open(uri, lamp)]))
        #expect(run.diagnostics(of: uri)?.map { $0["severity"] } == [1])
        let silenced = try ServerProcess.run(
            ["lsp", "--silence", "ObjCAttributeDropped"],
            input: Client.session([Client.open(uri, lamp)]))
        // Raising wins over silencing, as on the command line.
        #expect(silenced.diagnostics(of: uri)?.map { $0["severity"] } == [1])
    }

    @Test func problemsOfTheConfigurationArePublishedOnIt() throws {
        let (root, path) = try package(configuration: #"{"acess": "public"}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let uri = DocumentURI.uri(of: path)
        let run = try ServerProcess.run(["lsp"], input: Client.session([Client.open(uri, lamp)]))
        let configuration = DocumentURI.uri(
            of: root.appendingPathComponent("Sources/App/mdgen.json").path)
        let problems = try #require(run.diagnostics(of: configuration))
        #expect(problems.first?["message"]?.string?.contains("did you mean 'access'?") == true)
        #expect(run.diagnostics(of: uri)?.map { $0["severity"] } == [2])
    }

    @Test func noConfigurationAboveThePackageRootIsUsed() throws {
        // The package is a folder inside the other one, which has an mdgen.json of its own.
        let (outer, _) = try package(configuration: #"{"raise": ["ObjCAttributeDropped"]}"#)
        defer { try? FileManager.default.removeItem(at: outer) }
        let inner = outer.appendingPathComponent("Sources/App/Inner")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.2\n".utf8)
            .write(to: inner.appendingPathComponent("Package.swift"))
        let uri = DocumentURI.uri(of: inner.appendingPathComponent("Lamp.mdgen").path)
        let run = try ServerProcess.run(["lsp"], input: Client.session([Client.open(uri, lamp)]))
        #expect(run.diagnostics(of: uri)?.map { $0["severity"] } == [2])
    }
}
