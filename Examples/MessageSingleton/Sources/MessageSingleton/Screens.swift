import Foundation

/// A screen that listens to the singleton while it is alive, like the original's view
/// controllers. It never unregisters: when it is deallocated, the weak multicast forgets it.
final class Screen: MessageSingletonDelegate {
    let name: String

    init(name: String) {
        self.name = name
        MessageSingleton.shared.addDelegate(self)
    }

    deinit {
        print("\(name): deallocated")
    }

    func messageSingleton(_ singleton: MessageSingleton, logNowDate date: Date) {
        print("\(name): logNowDate (a \(type(of: date)))")
    }

    func messageSingleton(_ singleton: MessageSingleton, updateName name: String) {
        print("\(self.name): updateName \(name)")
    }
}

/// A screen that implements only the required method, and removes itself from inside its
/// callback: with the original's lock held during the call, this deadlocked.
final class OneShotScreen: MessageSingletonDelegate {
    func messageSingleton(_ singleton: MessageSingleton, logNowDate date: Date) {
        print("OneShotScreen: logNowDate, then removes itself inside the callback")
        singleton.removeDelegate(self)
    }
}
