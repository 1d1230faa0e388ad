import Testing

/// Which way lock-protected dispatches read the flag that drops a delegate: an atomic where
/// `Atomic` exists, or under the lock (Apple systems before 2024's). CI runs every multicast
/// test a second time, under ThreadSanitizer, with `-Xswiftc -DMDGEN_LOCKED_FLAGS`, which
/// selects the second way here: this test says which way the run took.
@Suite("The lock fallback for systems without Atomic")
struct LockFallbackTests {
    /// The registry's type, to look at the snapshot a dispatch takes.
    private struct Reference: MulticastReference {
        weak var delegate: (any Pulse)?

        static func object(_ delegate: any Pulse) -> AnyObject {
            delegate
        }
    }

    @Test("dispatches read dropped flags atomically, or under the lock with MDGEN_LOCKED_FLAGS")
    func flagReading() {
        let snapshot = LockedMulticastRegistry<Reference>().snapshot()
        #if MDGEN_LOCKED_FLAGS
            #expect(snapshot.flagLock != nil, "the fallback reads flags under the lock")
        #else
            #expect(snapshot.flagLock == nil, "with Atomic, dispatches take no lock per delegate")
        #endif
    }
}
