import Testing

@MainActor
final class Screen: ScreenDelegate {
    let name: String
    var appearances: [String] = []
    var allowsClosing = true
    var onAppear: (() -> Void)?

    init(_ name: String) {
        self.name = name
    }

    func screenDidAppear(_ name: String) {
        appearances.append(name)
        onAppear?()
    }

    func screenShouldClose(_ name: String) -> Bool {
        allowsClosing
    }
}

@TestActor
final class Worker: WorkerDelegate {
    var finished: [Int] = []

    func workerDidFinish(_ job: Int) {
        finished.append(job)
    }
}

@Suite("Global-actor protocols get multicasts isolated to the same actor")
struct IsolationTests {
    @Test("a @MainActor multicast dispatches on the main actor, with the same guarantees")
    @MainActor
    func mainActorMulticast() {
        let multicast = ScreenDelegateMulticast()
        let home = Screen("home")
        let detail = Screen("detail")
        multicast.add(home)
        multicast.add(detail)
        multicast.add(home)
        home.onAppear = { [multicast] in multicast.remove(detail) }
        multicast.screenDidAppear("first")
        #expect(home.appearances == ["first"])
        #expect(detail.appearances.isEmpty, "removed by an earlier delegate during the dispatch")
        #expect(multicast.count == 1)
        home.allowsClosing = false
        #expect(multicast.screenShouldClose("home") == false)
    }

    @Test("a @MainActor multicast forgets a deallocated screen")
    @MainActor
    func mainActorWeakStorage() {
        let multicast = ScreenDelegateMulticast()
        var screen: Screen? = Screen("gone")
        multicast.add(screen!)
        screen = nil
        #expect(multicast.isEmpty)
    }

    @Test("a multicast isolated to a custom global actor runs on it")
    @TestActor
    func customGlobalActor() {
        let multicast = WorkerDelegateMulticast()
        let worker = Worker()
        multicast.add(worker)
        multicast.workerDidFinish(1)
        multicast.workerDidFinish(2)
        #expect(worker.finished == [1, 2])
    }
}
