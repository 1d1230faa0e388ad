import Testing

@testable import SpyFixtures

/// How calls compare: `Equatable` values by value, objects by identity, optionals at any depth
/// and arrays and dictionaries by what they hold; closures never, saying so in the description
/// that failures print.
@Suite("Comparing a spy's calls")
struct SpyComparisonTests {
    let catalog = Item("catalog")
    let first = Item("first")
    let second = Item("second")

    @Test("nil matches nil for an optional of a type that is not Equatable")
    func nilMatchesNil() {
        let spy = CatalogDelegateSpy()
        spy.catalog(catalog, didFinishWithError: nil)
        #expect(spy.calls == [.catalogDidFinishWithError(catalog: catalog, error: nil)])
        #expect(
            spy.calls != [.catalogDidFinishWithError(catalog: catalog, error: TransferError("x"))])
    }

    @Test("an error compares by value when its type is Equatable")
    func equatableError() {
        let spy = CatalogDelegateSpy()
        spy.catalog(catalog, didFinishWithError: TransferError("disk full"))
        #expect(
            spy.calls == [
                .catalogDidFinishWithError(catalog: catalog, error: TransferError("disk full"))
            ])
        #expect(
            spy.calls != [
                .catalogDidFinishWithError(catalog: catalog, error: TransferError("offline"))
            ])
        #expect(spy.calls != [.catalogDidFinishWithError(catalog: catalog, error: nil)])
    }

    @Test("an object through an optional matches the same instance only")
    func optionalObject() {
        let spy = CatalogDelegateSpy()
        spy.selectionDidChange(to: first)
        spy.selectionDidChange(to: nil)
        #expect(
            spy.calls == [.selectionDidChangeTo(item: first), .selectionDidChangeTo(item: nil)])
        #expect(spy.calls.first != .selectionDidChangeTo(item: Item("first")))
        #expect(spy.calls.first != .selectionDidChangeTo(item: nil))
        #expect(spy.calls.last != .selectionDidChangeTo(item: first))
    }

    @Test("a nested optional tells nil from an optional that holds nil")
    func nestedOptional() {
        let spy = CatalogDelegateSpy()
        spy.lookupDidFind(.some(nil))
        spy.lookupDidFind(first)
        spy.lookupDidFind(nil)
        #expect(
            spy.calls == [
                .lookupDidFind(item: .some(nil)), .lookupDidFind(item: first),
                .lookupDidFind(item: nil),
            ])
        #expect(spy.calls[0] != .lookupDidFind(item: nil))
        #expect(spy.calls[1] != .lookupDidFind(item: second))
        #expect(spy.calls[2] != .lookupDidFind(item: .some(nil)))
    }

    @Test("arrays of objects compare element by element, by identity")
    func arrays() {
        let spy = CatalogDelegateSpy()
        spy.itemsDidLoad([first, second])
        spy.shelvesDidLoad([first, nil])
        #expect(
            spy.calls == [
                .itemsDidLoad(items: [first, second]), .shelvesDidLoad(shelves: [first, nil]),
            ])
        #expect(spy.calls[0] != .itemsDidLoad(items: [first, first]))
        #expect(spy.calls[0] != .itemsDidLoad(items: [first]))
        #expect(spy.calls[0] != .itemsDidLoad(items: [second, first]))
        #expect(spy.calls[1] != .shelvesDidLoad(shelves: [nil, first]))
    }

    @Test("dictionaries of objects compare key by key, by identity")
    func dictionaries() {
        let spy = CatalogDelegateSpy()
        spy.indexDidUpdate(["a": first, "b": second])
        #expect(spy.calls == [.indexDidUpdate(index: ["b": second, "a": first])])
        #expect(spy.calls != [.indexDidUpdate(index: ["a": first, "b": first])])
        #expect(spy.calls != [.indexDidUpdate(index: ["a": first, "c": second])])
        #expect(spy.calls != [.indexDidUpdate(index: ["a": first])])
    }

    @Test("a closure never matches, not even itself, and the call's description says which")
    func closures() {
        let spy = CatalogDelegateSpy()
        let work: @Sendable () -> Void = {}
        spy.schedule(work)
        #expect(spy.calls != [.schedule(work: work)])
        #expect(spy.calls[0] != spy.calls[0])
        let description = String(describing: spy.calls[0])
        #expect(description.hasPrefix(".schedule(work: <"))
        #expect(description.hasSuffix("() -> (), never equal>)"))
    }

    @Test("a call's description shows values as written and objects by their identity")
    func descriptions() {
        let firstCall = CatalogDelegateSpy.Call.selectionDidChangeTo(item: first)
        let sameInstance = String(
            describing: CatalogDelegateSpy.Call.selectionDidChangeTo(item: first))
        let otherInstance = String(
            describing: CatalogDelegateSpy.Call.selectionDidChangeTo(item: Item("first")))
        #expect(
            String(describing: firstCall).hasPrefix(
                ".selectionDidChangeTo(item: <SpyFixtures.Item: 0x"))
        #expect(String(describing: firstCall) == sameInstance)
        #expect(String(describing: firstCall) != otherInstance)
        #expect(
            String(
                describing: CatalogDelegateSpy.Call.catalogDidFinishWithError(
                    catalog: catalog, error: nil)
            )
            .hasSuffix(", error: nil)"))
        #expect(
            String(
                describing: TransferDelegateSpy.Call.progressDidReach(name: "a.txt", fraction: 0.5))
                == #".progressDidReach(name: "a.txt", fraction: 0.5)"#)
        #expect(String(describing: JournalDelegateSpy.Call.journalDidClose) == ".journalDidClose")
    }

    @Test("a failed comparison prints each call's description")
    func failureOutput() {
        let spy = CatalogDelegateSpy()
        spy.schedule({})
        withKnownIssue {
            #expect(spy.calls == [.schedule(work: {})])
        } matching: { issue in
            String(describing: issue).contains("never equal>")
        }
    }
}
