/// The original's `ConcreteObserver`: it logs every update, and its deallocation.
///
/// It conforms to both observer protocols (they have the same requirement), so the same class
/// can be attached to either subject.
final class ConcreteObserver: Observer, WeakObserver {
    let name: String

    init(name: String) {
        self.name = name
    }

    deinit {
        print("\(name): deallocated")
    }

    func update(_ subject: any Subject) {
        print("  \(name): update from \(subject.name)")
    }
}
