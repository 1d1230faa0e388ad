import Testing

final class RecordingPresenter: Presenter {
    let log = Log()

    func prepare(_ item: Int) {
        log.append("prepare \(item)")
    }

    @MainActor
    func present(_ item: Int) {
        MainActor.assertIsolated()
        log.append("present \(item)")
    }
}

@Suite("A requirement's own global actor is kept")
struct ActorAttributeTests {
    @Test("a @MainActor requirement of a thread-safe protocol is dispatched on the main actor")
    @MainActor
    func mainActorRequirement() async {
        let multicast = PresenterMulticast()
        let presenter = RecordingPresenter()
        multicast.add(presenter)
        await Task.detached { multicast.prepare(1) }.value
        multicast.present(1)
        #expect(presenter.log.all == ["prepare 1", "present 1"])
    }
}
