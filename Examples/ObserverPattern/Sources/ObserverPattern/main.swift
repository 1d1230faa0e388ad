// The story, told twice: attach two observers, notify, detach one, notify; then the owner of the
// other lets it go without detaching it. The original design (strong storage) keeps that
// observer alive and updating; mdgen's default (weak storage) lets it be deallocated at once.

print("== The original: ConcreteSubject holds its observers strongly (storage: strong)")
let subject = ConcreteSubject.shared
var observerA: ConcreteObserver? = ConcreteObserver(name: "A")
/// B's only owner outside the subject.
var observerB: ConcreteObserver? = ConcreteObserver(name: "B")
print("attach A, then B")
if let observerA, let observerB {
    subject.attach(observerA)
    subject.attach(observerB)
}
subject.notifyObservers()
print("detach A")
if let observerA {
    subject.detach(observerA)
}
subject.notifyObservers()
print("A's owner lets it go: it was detached, so nothing else holds it")
observerA = nil
print("B's owner lets it go without detaching it")
observerB = nil
subject.notifyObservers()
print("B is still alive: the singleton keeps it for the rest of the program")

print("")
print("== mdgen's default: WeakSubject holds its observers weakly")
let weakSubject = WeakSubject()
let observerC = ConcreteObserver(name: "C")
/// D's only owner: the subject does not count.
var observerD: ConcreteObserver? = ConcreteObserver(name: "D")
print("attach C, then D")
weakSubject.attach(observerC)
if let observerD {
    weakSubject.attach(observerD)
}
weakSubject.notifyObservers()
print("detach C")
weakSubject.detach(observerC)
weakSubject.notifyObservers()
print("D's owner lets it go without detaching it")
observerD = nil
weakSubject.notifyObservers()
