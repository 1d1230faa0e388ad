/// A radio beacon whose signal the screens show: each measurement goes to every delegate, in
/// the order they were added, through the multicast the build plugin generates.
@MainActor
final class Beacon {
    let delegates = BeaconDelegateMulticast()
    private(set) var strength = 0

    func measure(_ strength: Int) {
        let wasHeard = self.strength > 0
        self.strength = strength
        delegates.beacon(self, didMeasure: strength)
        if wasHeard && strength == 0 {
            delegates.beaconDidGoQuiet(self)
        }
    }
}
