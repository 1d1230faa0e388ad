import Approachable
import MainActorDefault
import StrictMemorySafety
import Swift5
import Swift5Complete
import Swift6
import Testing

/// The generated code of every concurrency mode compiles without a warning, and behaves the
/// same, whatever the module's default isolation and language mode: each fixture target
/// compiles the same scenarios with other settings.
@Suite("Concurrency modes in every default isolation and language mode")
@MainActor
struct ConcurrencyModeTests {
    static let expected = [
        "first multicast: 512 bytes, [\"512 bytes from report.pdf\"], retry false, mirror none",
        "lock-protected: 7 bytes, retry false, resume false, events [3, 4], observed 7",
        "main actor: [\"home\"] then [\"home\", \"settings\"], title Settings, loaded Settings, "
            + "events [\"home\", \"settings\"], observed [\"home\", \"settings\"]",
        // The plain delegate removed itself: only the subclass answers the summary.
        "single domain: [\"hello\", \"bye\"] [\"HELLO\", \"BYE\", \"AGAIN\"] [\"3 lines\"], "
            + "archive true, events [\"hello\", \"bye\", \"again\"], observed 3",
        "recipe: [1, 2]",
    ]

    @Test("Swift 6, nonisolated by default")
    func swift6() async {
        let lines = await Swift6.Scenarios.run()
        #expect(lines == Self.expected)
    }

    @Test("Swift 6 with MainActor as the default isolation (Xcode 26 app targets)")
    func mainActorDefault() async {
        let lines = await MainActorDefault.Scenarios.run()
        #expect(lines == Self.expected)
    }

    @Test("Swift 6 with MainActor isolation and the approachable-concurrency features")
    func approachable() async {
        let lines = await Approachable.Scenarios.run()
        #expect(lines == Self.expected)
    }

    @Test("Swift 5 with minimal concurrency checking")
    func swift5() async {
        let lines = await Swift5.Scenarios.run()
        #expect(lines == Self.expected)
    }

    @Test("Swift 6 with strict memory safety")
    func strictMemorySafety() async {
        let lines = await StrictMemorySafety.Scenarios.run()
        #expect(lines == Self.expected)
    }

    @Test("Swift 5 with complete concurrency checking")
    func swift5Complete() async {
        let lines = await Swift5Complete.Scenarios.run()
        #expect(lines == Self.expected)
    }
}
