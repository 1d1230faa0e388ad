import Testing

/// Which way lock-protected dispatches read the flag that removes a delegate: an atomic where
/// `Atomic` exists, or behind a lock of the entry's own (Apple systems before 2024's). CI runs
/// every multicast test a second time, under ThreadSanitizer, with
/// `-Xswiftc -DMDGEN_LOCKED_FLAGS`, which selects the second way here: this test says which way
/// the run took.
@Suite("The lock fallback for systems without Atomic")
struct LockFallbackTests {
    /// The registry's type, to look at the entries it makes.
    private struct Reference: MulticastReference {
        weak var delegate: (any Pulse)?

        static func object(_ delegate: any Pulse) -> AnyObject {
            delegate
        }
    }

    private final class Listener: Pulse {
        func pulse(_ dispatch: Int) {}
    }

    @Test("entries keep removed flags in an atomic, or behind a lock with MDGEN_LOCKED_FLAGS")
    func flagReading() {
        let entry = LockedMulticastRegistry<Reference>.makeEntry(Listener())
        #if MDGEN_LOCKED_FLAGS
            #expect(entry is LockedMulticastEntry<Reference>, "the fallback takes a lock")
        #else
            if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
                #expect(entry is AtomicMulticastEntry<Reference>, "dispatches take no lock")
            }
        #endif
    }
}
