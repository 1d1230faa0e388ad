import Testing

/// A `Poll` delegate with configurable answers.
final class PollProbe: Poll {
    struct Answers {
        var approves: Bool?
        var wantsMore: Bool?
        var replacement: String?
        var lastWord: String?
        var tag: String?
        var isReady = true
        var priority = 0
        var loaded = "probe"
    }

    private let answers: Locked<Answers>

    init(_ answers: Answers = Answers()) {
        self.answers = Locked(answers)
    }

    private var current: Answers {
        answers.withLock { $0 }
    }

    func approve(_ item: Int) -> Bool { current.approves ?? true }
    func wantsMore() -> Bool { current.wantsMore ?? false }
    func replacement(for name: String) -> String? { current.replacement }
    func lastWord() -> String? { current.lastWord }
    func tag() -> String? { current.tag }
    func isReady() -> Bool { current.isReady }
    func priority() -> Int { current.priority }
    func load(_ id: Int) async throws -> String { current.loaded }
}

@Suite("Observers in combined answers: a closure answers, no closure leaves it to the others")
struct ObserverCombineTests {
    /// An observer with no closure for the optional requirements, first, and a probe.
    static func observedWithoutClosures(
        _ answers: PollProbe.Answers
    ) -> (PollMulticast, PollProbe, PollMulticast.Observation) {
        let multicast = PollMulticast()
        let token = multicast.observe(priority: { 1 }, load: { "observer#\($0)" })
        let probe = PollProbe(answers)
        multicast.add(probe)
        return (multicast, probe, token)
    }

    @Test("without closures, an observer never changes a combined answer")
    func neutralAnswers() async throws {
        var answers = PollProbe.Answers()
        answers.approves = false
        answers.wantsMore = true
        answers.replacement = "probe"
        answers.lastWord = "probe"
        answers.tag = "probe"
        answers.isReady = false
        let (multicast, probe, token) = Self.observedWithoutClosures(answers)
        #expect(multicast.approve(1) == false)
        #expect(multicast.wantsMore() == true)
        #expect(multicast.replacement(for: "x") == "probe", "the observer, first, answers nil")
        #expect(multicast.lastWord() == "probe")
        #expect(multicast.tag() == ["probe"])
        #expect(multicast.isReady() == false, "a required Bool answer needs no closure either")
        withExtendedLifetime((probe, token)) {}
    }

    @Test("without closures and with a probe that agrees, the answers are the probe's")
    func neutralWhenAgreeing() {
        let (multicast, probe, token) = Self.observedWithoutClosures(PollProbe.Answers())
        #expect(multicast.approve(1) == true)
        #expect(multicast.wantsMore() == false)
        #expect(multicast.isReady() == true)
        withExtendedLifetime((probe, token)) {}
    }

    @Test("a closure answers as a delegate would, in registration order")
    func closuresAnswer() async throws {
        let multicast = PollMulticast()
        var answers = PollProbe.Answers()
        answers.replacement = "probe"
        answers.lastWord = "probe"
        answers.tag = "probe"
        answers.priority = 2
        let probe = PollProbe(answers)
        multicast.add(probe)
        let token = multicast.observe(
            approve: { $0 > 0 }, wantsMore: { true }, replacementFor: { "closure:\($0)" },
            lastWord: { "closure" }, tag: { "closure" }, isReady: { false }, priority: { 1 },
            load: { id in "closure#\(id)" })
        #expect(multicast.approve(1) == true)
        #expect(multicast.approve(-1) == false)
        #expect(multicast.wantsMore() == true)
        #expect(multicast.replacement(for: "x") == "probe", "the probe was registered first")
        #expect(multicast.lastWord() == "closure")
        #expect(multicast.tag() == ["probe", "closure"])
        #expect(multicast.isReady() == false)
        #expect(multicast.priority() == 2)
        #expect(try await multicast.load(5) == ["probe", "closure#5"])
        withExtendedLifetime((probe, token)) {}
    }

    @Test("a throwing closure stops a combined dispatch and its error is rethrown")
    func throwingClosure() async {
        let multicast = PollMulticast()
        let token = multicast.observe(
            priority: { 0 }, load: { id in throw ValidationError(value: id) })
        let probe = PollProbe()
        multicast.add(probe)
        await #expect(throws: ValidationError(value: 3)) { try await multicast.load(3) }
        withExtendedLifetime((probe, token)) {}
    }
}
