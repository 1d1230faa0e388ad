/// A ship that implements every optional method.
final class Ship: LighthouseDelegate {
    let name: String
    let isInHarbour: Bool

    init(name: String, isInHarbour: Bool) {
        self.name = name
        self.isInHarbour = isInHarbour
    }

    func lighthouse(_ lighthouse: Lighthouse, didSightFogWithVisibility meters: Int) {
        print("  \(name) slows to \(meters / 100) knots")
    }

    func lighthouseDidWarnOfStorm(_ lighthouse: Lighthouse) {
        print("  \(name) \(isInHarbour ? "stays moored" : "heads for harbour")")
    }

    func lighthouseMayDimLamp(_ lighthouse: Lighthouse) -> Bool {
        // A ship at sea needs the light.
        isInHarbour
    }

    func lighthouse(_ lighthouse: Lighthouse, rescuerFor shipName: String) -> String? {
        isInHarbour || shipName == name ? nil : name
    }
}

/// A rowing boat that only cares about fog: every optional method keeps its default, which
/// never changes the combined answer.
final class Rowboat: LighthouseDelegate {
    func lighthouse(_ lighthouse: Lighthouse, didSightFogWithVisibility meters: Int) {
        print("  the rowing boat stays on the beach")
    }
}
