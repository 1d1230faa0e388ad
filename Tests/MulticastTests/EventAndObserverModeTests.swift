import Testing

@MainActor
final class MainActorScreen: MainActorFeed {
    var appearances: [String] = []

    func screenDidAppear(_ name: String) {
        appearances.append(name)
    }
}

final class LocalProbe: LocalFeed {
    var values: [Int] = []

    func valueDidChange(_ value: Int) {
        values.append(value)
    }

    func label(for value: Int) -> String? {
        "probe:\(value)"
    }
}

@Suite("Streams and observers in each concurrency mode, with the guarantees of delegates")
struct EventAndObserverModeTests {
    @Test("a main-actor multicast: observers run on the main actor, streams reach any task")
    @MainActor
    func mainActor() async {
        var multicast: MainActorFeedMulticast? = MainActorFeedMulticast()
        let screen = MainActorScreen()
        var calls: [String] = []
        let token = multicast!.observe(
            screenDidAppear: { name in calls.append("closure:\(name)") },
            screenShouldClose: { _ in false })
        multicast?.add(screen)
        let events = multicast!.events()
        let consumer = Task.detached {
            var names: [String] = []
            for await case .screenDidAppear(let name) in events {
                names.append(name)
            }
            return names
        }
        multicast?.screenDidAppear("home")
        #expect(multicast?.screenShouldClose("home") == false)
        token.cancel()
        #expect(multicast?.screenShouldClose("home") == true)
        multicast?.screenDidAppear("detail")
        #expect(calls == ["closure:home"])
        #expect(screen.appearances == ["home", "detail"])
        #expect(multicast?.eventStreamCount == 1)
        multicast = nil
        #expect(await consumer.value == ["home", "detail"])
    }

    @Test("a main-actor multicast's tokens can be kept in a Set and dropped")
    @MainActor
    func mainActorTokens() {
        let multicast = MainActorFeedMulticast()
        var appearances = 0
        var tokens: Set<MainActorFeedMulticast.Observation> = []
        tokens.insert(multicast.observe(screenDidAppear: { _ in appearances += 1 }))
        tokens.insert(multicast.observe(screenDidAppear: { _ in appearances += 10 }))
        multicast.screenDidAppear("a")
        tokens.removeAll()
        multicast.screenDidAppear("b")
        #expect(appearances == 11)
        #expect(multicast.isEmpty)
    }

    @Test("a single-domain multicast takes non-Sendable closures, and streams its events")
    func singleDomain() async {
        var multicast: LocalFeedMulticast? = LocalFeedMulticast()
        let probe = LocalProbe()
        var seen: [Int] = []
        let token = multicast!.observe(
            valueDidChange: { seen.append($0) }, labelFor: { "closure:\($0)" })
        multicast?.add(probe)
        let events = multicast!.events()
        multicast?.valueDidChange(1)
        #expect(multicast?.label(for: 2) == ["closure:2", "probe:2"])
        token.cancel()
        multicast?.valueDidChange(3)
        multicast = nil
        var streamed: [Int] = []
        for await case .valueDidChange(let value) in events {
            streamed.append(value)
        }
        #expect(seen == [1])
        #expect(probe.values == [1, 3])
        #expect(streamed == [1, 3])
    }
}
