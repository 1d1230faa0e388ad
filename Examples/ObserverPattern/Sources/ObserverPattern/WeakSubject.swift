/// The same subject with mdgen's default storage: the generated `WeakObserverMulticast` holds
/// its observers weakly, so attaching an observer never extends its life.
final class WeakSubject: Subject {
    let name = "WeakSubject"
    private let observers = WeakObserverMulticast()

    func attach(_ observer: any WeakObserver) {
        observers.add(observer)
    }

    func detach(_ observer: any WeakObserver) {
        observers.remove(observer)
    }

    func notifyObservers() {
        print("\(name): notifyObservers, \(observers.count) attached")
        observers.update(self)
    }
}
