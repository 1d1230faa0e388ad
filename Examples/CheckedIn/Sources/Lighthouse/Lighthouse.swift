/// A lighthouse that tells every ship in range what its keeper sees.
final class Lighthouse: Sendable {
    let name: String
    /// The ships listening, held weakly: a ship that sinks or sails away just stops hearing.
    let ships = LighthouseDelegateMulticast()

    init(name: String) {
        self.name = name
    }

    func reportFog(visibility meters: Int) {
        print("\(name): fog, visibility \(meters) m")
        ships.lighthouse(self, didSightFogWithVisibility: meters)
    }

    func warnOfStorm() {
        print("\(name): storm warning")
        ships.lighthouseDidWarnOfStorm(self)
    }

    func tryToDimLamp() {
        let agreed = ships.lighthouseMayDimLamp(self)
        print("\(name): \(agreed ? "dims the lamp" : "keeps the lamp bright") for the night")
    }

    func callForHelp(for shipName: String) {
        let rescuer = ships.lighthouse(self, rescuerFor: shipName)
        print(
            "\(name): \(rescuer.map { "\($0) goes to help \(shipName)" } ?? "nobody can help \(shipName)")"
        )
    }
}
