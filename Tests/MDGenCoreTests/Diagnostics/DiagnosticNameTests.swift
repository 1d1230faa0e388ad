import Foundation
import Testing

@testable import MDGenSyntax

/// Each diagnostic name is a word users search for: `Documentation/Diagnostics.md` explains
/// every one under a heading of that name, and only those.
@Suite("Diagnostic names")
struct DiagnosticNameTests {
    static let reference = ReferenceTests.testsDirectory.deletingLastPathComponent()
        .appendingPathComponent("Documentation/Diagnostics.md")

    /// The names of the `### ` sections of the reference.
    static func documentedNames() throws -> [String] {
        try String(contentsOf: reference, encoding: .utf8)
            .split(separator: "\n")
            .filter { $0.hasPrefix("### ") }
            .map { String($0.dropFirst(4)) }
    }

    @Test(
        "every name has a section in Documentation/Diagnostics.md",
        arguments: DiagnosticName.allCases)
    func everyNameIsDocumented(name: DiagnosticName) throws {
        #expect(
            try Self.documentedNames().contains(name.rawValue),
            "add a '### \(name.rawValue)' section to Documentation/Diagnostics.md")
    }

    @Test("every section of Documentation/Diagnostics.md is a name, documented once")
    func everySectionIsAName() throws {
        let documented = try Self.documentedNames()
        let names = Set(DiagnosticName.allCases.map(\.rawValue))
        #expect(documented.filter { !names.contains($0) } == [])
        #expect(documented.count == Set(documented).count)
    }

    @Test(
        "a name's link leads to its section: the anchor of its heading",
        arguments: DiagnosticName.allCases)
    func linkLeadsToItsSection(name: DiagnosticName) {
        // GitHub's anchor for `### Name` is the heading in lower case.
        #expect(
            name.documentationAddress
                == DiagnosticName.documentationPage + "#" + name.rawValue.lowercased())
        #expect(DiagnosticName.documentationPage.hasSuffix("/Documentation/Diagnostics.md"))
    }

    @Test("a name is its case's name in UpperCamelCase", arguments: DiagnosticName.allCases)
    func nameMatchesItsCase(name: DiagnosticName) {
        let caseName = String(describing: name)
        #expect(name.rawValue == caseName.prefix(1).uppercased() + caseName.dropFirst())
    }

    @Test("every error and warning of the invalid-input goldens ends with a documented name")
    func goldensCarryNames() throws {
        let names = Set(DiagnosticName.allCases.map(\.rawValue))
        for fixture in InvalidInputs.cases {
            let golden = try String(
                contentsOf: Fixtures.url("Invalid/\(fixture).diagnostics"), encoding: .utf8)
            for line in golden.split(separator: "\n")
            where line.contains(": error: ") || line.contains(": warning: ") {
                let name = line.split(separator: "[#").last.map { $0.dropLast() }
                #expect(
                    line.hasSuffix("]") && name.map { names.contains(String($0)) } == true,
                    "\(fixture): \(line)")
            }
        }
    }
}
