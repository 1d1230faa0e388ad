/// The screens on display, bottom to top. Like UIKit's, it owns its screens: a screen it pops
/// is deallocated unless something else keeps it.
@MainActor
final class NavigationController {
    private var screens: [Screen] = []

    /// The screen on display.
    var topScreen: Screen {
        screens[screens.count - 1]
    }

    /// Shows `screen` on top of the others.
    func push(_ screen: Screen) {
        screens.append(screen)
        screen.viewWillAppear()
    }

    /// Dismisses the top screen and shows the one below it again.
    func pop() {
        print("\(topScreen.name) is dismissed; nothing unregisters it")
        screens.removeLast()
        topScreen.viewWillAppear()
    }
}
