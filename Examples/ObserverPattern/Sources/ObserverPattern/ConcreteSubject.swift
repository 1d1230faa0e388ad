/// The original's subject: a singleton that keeps every attached observer alive until it is
/// detached, because the generated `ObserverMulticast` holds them strongly.
final class ConcreteSubject: Subject {
    static let shared = ConcreteSubject()

    let name = "ConcreteSubject"
    private let observers = ObserverMulticast()

    private init() {}

    func attach(_ observer: any Observer) {
        observers.add(observer)
    }

    func detach(_ observer: any Observer) {
        observers.remove(observer)
    }

    func notifyObservers() {
        print("\(name): notifyObservers, \(observers.count) attached")
        observers.update(self)
    }
}
