import Foundation
import MDGenCommandLine
import Testing

/// The version of a release is written once, as `Tool.version`; what else names it must
/// agree: `mdgen --version` (UsageTests), the CHANGELOG's newest section, and the manifest
/// of the plugins package with the prebuilt binary, rendered from
/// BinaryPlugins/Package.swift.template by scripts/binary-plugins-package.sh (which
/// .ci/steps/47-artifact-bundle.sh runs, and checks with scripts/check-release-version.sh).
@Suite("The release's version")
struct ReleaseVersionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func read(_ path: String) throws -> String {
        try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("Tool.version is a semantic version")
    func semanticVersion() {
        let parts = Tool.version.split(separator: "-", maxSplits: 1)[0].split(separator: ".")
        #expect(parts.count == 3 && parts.allSatisfy { UInt($0) != nil }, "\(Tool.version)")
    }

    @Test("the CHANGELOG's newest version section is Tool.version's, with a date")
    func changelog() throws {
        let headings = try read("CHANGELOG.md").split(separator: "\n")
            .filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        #expect(
            headings.first?.hasPrefix("## [\(Tool.version)] - ") == true,
            "\(headings.first ?? "none")")
        #expect(
            try read("CHANGELOG.md").contains("\n[\(Tool.version)]: "),
            "no link for \(Tool.version)")
    }

    @Test(
        "the plugins package's manifest names the version, and its binary target comes from the script"
    )
    func manifestTemplate() throws {
        let template = try read("BinaryPlugins/Package.swift.template")
        #expect(template.contains("let version = \"@VERSION@\"\n"))
        #expect(template.contains("        @BINARY_TARGET@,\n"))
        let script = try read("scripts/binary-plugins-package.sh")
        #expect(script.contains("s|@VERSION@|$version|g"))
        #expect(script.contains("Sources/MDGenCommandLine/Tool.swift"))
    }
}
