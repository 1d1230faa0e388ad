import Testing

/// Swift binds a class's conformance where the class declares it: each requirement the class
/// leaves out is bound to the protocol's default there, for the class and its subclasses. A
/// subclass therefore cannot add an optional method that its superclass leaves out; the
/// superclass must implement it, and the subclass override it.
@MainActor
@Suite("Optional methods and subclasses")
struct SubclassOptionalMethodTests {
    class Logger: EditorDelegate {
        func editorDidChange(_ text: String) {}
    }

    final class Completer: Logger {
        func editorPlaceholder() -> String? { "Type a name" }
    }

    class Editor: EditorDelegate {
        func editorDidChange(_ text: String) {}

        func editorPlaceholder() -> String? { nil }
    }

    final class CompletingEditor: Editor {
        override func editorPlaceholder() -> String? { "Type a name" }
    }

    @Test("a subclass that adds an optional method its superclass leaves out is never asked")
    func subclassCannotAddAnOptionalMethod() {
        let multicast = EditorDelegateMulticast()
        let completer = Completer()
        multicast.add(completer)
        #expect(completer.editorPlaceholder() == "Type a name", "called directly, it answers")
        #expect(multicast.editorPlaceholder() == nil, "through the protocol, the default answers")
    }

    @Test("a superclass that implements the optional method lets its subclasses override it")
    func superclassImplementsSubclassOverrides() {
        let multicast = EditorDelegateMulticast()
        let editor = CompletingEditor()
        multicast.add(editor)
        #expect(multicast.editorPlaceholder() == "Type a name")
    }
}
