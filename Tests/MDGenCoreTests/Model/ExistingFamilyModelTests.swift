import Testing

@testable import MDGenCore
@testable import MDGenSyntax

/// Families of protocols declared elsewhere (`@multicast(existing: true)`): a parent the file
/// does not declare is a warning that says what to declare, and a declared parent may list no
/// requirement, since it only gives the family its shape.
@Suite("Existing families")
struct ExistingFamilyModelTests {
    static let child = """
        @multicast(existing: true)
        public protocol URLSessionTaskDelegate: URLSessionDelegate, Sendable {
            optional func urlSession(
                _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?)
        }

        """

    func diagnostics(_ text: String) -> [Diagnostic] {
        Generator.model(of: SourceFile(path: "Tasks.mdgen", text: text)).diagnostics
    }

    @Test("a parent that is not in the file is a warning at it, which says what to declare")
    func undeclaredParent() throws {
        let diagnostics = diagnostics(Self.child)
        #expect(diagnostics.count == 1)
        let warning = try #require(diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.range?.start.line == 2)
        #expect(warning.range?.start.column == 41)
        #expect(warning.range?.end.column == 59)
        #expect(
            warning.message.contains(
                "declare it, even with no requirement, as '@multicast(existing: true) public "
                    + "protocol URLSessionDelegate {}'"))
    }

    @Test("a declared parent with no requirement gives the family its shape, without a word")
    func emptyParent() throws {
        let parent = """
            @multicast(existing: true)
            public protocol URLSessionDelegate: NSObjectProtocol {}

            """
        let source = SourceFile(path: "Tasks.mdgen", text: parent + Self.child)
        let (model, diagnostics) = Generator.model(of: source)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let protocols = try #require(model).protocols
        #expect(protocols.map(\.name) == ["URLSessionDelegate", "URLSessionTaskDelegate"])
        #expect(protocols[1].parents == ["URLSessionDelegate"])
        #expect(protocols[1].refinesNSObjectProtocol, "the child's multicast is an NSObject")
        #expect(protocols.allSatisfy { $0.spyObstacle == nil })
    }

    @Test("an empty existing protocol that no protocol of the file inherits is still an error")
    func emptyAlone() {
        let diagnostics = diagnostics(
            "@multicast(existing: true)\nprotocol URLSessionDelegate: NSObjectProtocol {}\n")
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(diagnostics.first?.message.contains("lists no requirement") == true)
    }

    @Test("markers need no declaration", arguments: ["AnyObject", "Sendable", "Copyable"])
    func markers(marker: String) {
        let text = Self.child.replacingOccurrences(of: "URLSessionDelegate, ", with: "")
            .replacingOccurrences(of: "Sendable {", with: marker + " {")
        #expect(diagnostics(text).isEmpty)
    }
}
