/// A screen of the app, standing in for the original's view controllers.
///
/// Like them, it registers with the shared center every time it is about to appear. It never
/// unregisters: the center holds it weakly and forgets it once it is deallocated.
@MainActor
final class Screen: DelegateCenterDelegate {
    let name: String
    /// Created by the first screen and handed to every screen presented after it.
    let center: DelegateCenter

    /// A screen presented by another, sharing its center.
    init(name: String, center: DelegateCenter) {
        self.name = name
        self.center = center
    }

    /// The first screen, which creates the center that every later screen shares.
    convenience init(name: String) {
        print("\(name) creates the DelegateCenter")
        self.init(name: name, center: DelegateCenter())
    }

    deinit {
        print("\(name): deallocated")
    }

    /// Called by the navigation controller whenever the screen comes to the top, so a screen
    /// registers again each time it reappears; the center keeps one entry per screen.
    func viewWillAppear() {
        let before = center.count
        let alreadyRegistered = center.contains(self)
        center.add(self)
        print(
            "\(name) will appear and registers: \(before) -> \(center.count) delegate(s)"
                + (alreadyRegistered ? " (already registered: no duplicate)" : ""))
    }

    /// Creates the screen to present next, handing it this screen's center.
    func makeScreen(named name: String) -> Screen {
        print("\(self.name) creates \(name), handing it the center")
        return Screen(name: name, center: center)
    }

    /// Simulates a button on the screen that broadcasts to every screen through the center.
    func tapNotifyButton() {
        print("\(name) calls doDelegate()")
        center.doDelegate()
    }

    func delegateCenter(_ center: DelegateCenter) {
        print("  \(name): delegateCenter(_:)")
    }
}
