import UIKit

/// Shows the beacon's signal in a label, a delegate of the beacon like any other screen.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let beacon = Beacon()
    private let signal = SignalLabel()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        signal.frame = controller.view.bounds
        signal.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        signal.textAlignment = .center
        controller.view.addSubview(signal)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        beacon.delegates.add(signal)
        beacon.measure(3)
        return true
    }
}

/// Writes each measurement, and says when the beacon goes quiet.
final class SignalLabel: UILabel, BeaconDelegate {
    func beacon(_ beacon: Beacon, didMeasure strength: Int) {
        text = "Signal: \(strength)"
    }

    func beaconDidGoQuiet(_ beacon: Beacon) {
        text = "Quiet"
    }
}
