/// `--profile <subject> <delegates> <dispatches>`: runs one dispatch loop and nothing else, for
/// an instruction-level profiler such as callgrind. Restricting collection to
/// ``ProfileMode/kernel(_:_:)`` (`--toggle-collect='*ProfileMode*kernel*'`) leaves out the
/// set-up, so the instruction count divided by the number of dispatches is the cost of one.
@MainActor
enum ProfileMode {
    /// The subjects by the name the command line gives them.
    static let subjects: [String: () -> any DispatchSubject] = [
        "strong": { StrongLoop() },
        "generated": { GeneratedMulticast() },
        "generated-strong": { GeneratedStrongMulticast() },
        "single-domain": { SingleDomainMulticast() },
        "lock-fallback": { FallbackMulticast() },
        "existing": { ExistingMulticast() },
        "weak-box": { LockedWeakBoxLoop() },
        "closures": { ClosureArray() },
        "notification-center": { NotificationCenterObservers() },
        "main-actor-strong": { MainActorStrongLoop() },
        "main-actor-generated": { MainActorGeneratedMulticast() },
        "main-actor-weak-box": { MainActorWeakBoxLoop() },
        "main-actor-closures": { MainActorClosureArray() },
        "main-actor-notification-center": { MainActorNotificationCenterObservers() },
    ]

    /// Runs the profile described by `arguments` (subject, delegates, dispatches); returns
    /// whether they made sense.
    static func run(_ arguments: [String]) -> Bool {
        guard arguments.count == 3, let make = subjects[arguments[0]],
            let delegates = Int(arguments[1]), let dispatches = Int(arguments[2])
        else {
            print("usage: mdgen-benchmarks --profile <subject> <delegates> <dispatches>")
            print("subjects: " + subjects.keys.sorted().joined(separator: ", "))
            return false
        }
        let subject = make()
        let listeners = (0..<delegates).map { _ in Listener() }
        let mainActorListeners = (0..<delegates).map { _ in MainActorListener() }
        subject.install(listeners, mainActorListeners)
        // One dispatch outside the kernel initialises what is lazily initialised.
        subject.dispatch(1)
        let before = deliveredCalls
        kernel(subject, dispatches)
        let calls = deliveredCalls - before
        // The weak subjects do not keep the delegates alive.
        withExtendedLifetime((listeners, mainActorListeners)) {}
        print("\(arguments[0]): \(dispatches) dispatches to \(delegates) delegates, \(calls) calls")
        return calls == dispatches * delegates
    }

    @inline(never)
    static func kernel(_ subject: any DispatchSubject, _ dispatches: Int) {
        subject.dispatch(dispatches)
    }
}
