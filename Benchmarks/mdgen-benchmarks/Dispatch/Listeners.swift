import FallbackSubjects

/// The delegate of the lock-protected benchmarks. Its methods are never inlined, so every
/// variant pays for a real call, and each counts itself in ``deliveredCalls``. They also
/// record `self` in ``lastCalled``, as a real delegate uses its own state: a method that
/// ignores `self` lets the optimiser skip loading the reference at all in the simplest
/// loops, which would measure the optimiser rather than the loop.
final class Listener: TickDelegate, StrongTickDelegate, SingleDomainTickDelegate,
    ExistingTickDelegate, FallbackTickDelegate
{
    @inline(never)
    func tick() {
        deliveredCalls &+= 1
        lastCalled = ObjectIdentifier(self)
    }

    @inline(never)
    func approve() -> Bool {
        deliveredCalls &+= 1
        lastCalled = ObjectIdentifier(self)
        return true
    }

    @inline(never)
    func value() -> Int {
        deliveredCalls &+= 1
        lastCalled = ObjectIdentifier(self)
        return deliveredCalls
    }
}

/// The delegate of the main-actor benchmarks, with the same body as ``Listener/tick()``.
@MainActor
final class MainActorListener: MainActorTickDelegate {
    @inline(never)
    func tick() {
        deliveredCalls &+= 1
        lastCalled = ObjectIdentifier(self)
    }
}
