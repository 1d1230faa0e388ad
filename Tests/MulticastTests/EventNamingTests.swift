import Testing

@Suite("Event and observer names: base name and labels, then types, then numbers")
struct EventNamingTests {
    /// Every case of `OverloadsMulticast.Event`, named: a name that changes does not compile.
    static func name(of event: OverloadsMulticast.Event) -> String {
        switch event {
        case .handleInt(value: let argument): "handleInt(\(argument))"
        case .handleString(value: let argument): "handleString(\(argument))"
        case .handleOptionalStringIntDictionary(value: let argument):
            "dictionary(\(argument ?? [:]))"
        case .adjust1(value: let argument): "adjust1(\(argument))"
        case .adjust2(value: let argument): "adjust2(\(argument))"
        case .tapAt1(point: let argument): "tapAt1(\(argument))"
        case .tapAt2(point: let argument): "tapAt2(\(argument))"
        case .mark1(value: let argument): "mark1(\(argument))"
        case .mark2(value: let argument): "mark2(\(argument))"
        case .markInt: "markInt"
        }
    }

    @Test("overloads get their types' names, or numbers in declaration order, as documented")
    func overloadNames() async {
        var multicast: OverloadsMulticast? = OverloadsMulticast()
        let events = multicast!.events()
        multicast?.handle(1)
        multicast?.handle("s")
        multicast?.handle(["k": 2])
        var value = 3
        multicast?.adjust(&value)
        multicast?.adjust(4)
        multicast?.tap(at: 5)
        multicast?.tapAt(6)
        multicast?.mark(7)
        multicast?.mark(true)
        multicast?.markInt()
        multicast = nil
        #expect(
            await collect(events).map(Self.name) == [
                "handleInt(1)", "handleString(s)", "dictionary([\"k\": 2])", "adjust1(3)",
                "adjust2(4)", "tapAt1(5)", "tapAt2(6)", "mark1(7)", "mark2(true)", "markInt",
            ])
    }

    @Test("observe(…) labels its closures with the event names")
    func observerLabels() {
        let multicast = OverloadsMulticast()
        let log = Log()
        let token = multicast.observe(
            handleInt: { log.append("handleInt \($0)") },
            handleString: { log.append("handleString \($0)") },
            adjust1: { $0 += 1 }, adjust2: { log.append("adjust2 \($0)") },
            tapAt1: { log.append("tapAt1 \($0)") }, tapAt2: { log.append("tapAt2 \($0)") },
            mark2: { log.append("mark2 \($0)") }, markInt: { log.append("markInt") })
        multicast.handle(1)
        multicast.handle("s")
        var value = 1
        multicast.adjust(&value)
        multicast.adjust(value)
        multicast.tap(at: 3)
        multicast.tapAt(4)
        multicast.mark(true)
        multicast.mark(5)
        multicast.markInt()
        #expect(
            log.all == [
                "handleInt 1", "handleString s", "adjust2 2", "tapAt1 3", "tapAt2 4",
                "mark2 true", "markInt",
            ])
        withExtendedLifetime(token) {}
    }
}
