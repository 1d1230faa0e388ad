import Testing

@testable import Lighthouse

/// The lamp is dimmed only when every ship agrees, through the checked-in multicast.
@Suite("Lighthouse")
struct LighthouseTests {
    @Test("a ship at sea keeps the lamp bright; ships in harbour let it dim")
    func dimming() {
        let lighthouse = Lighthouse(name: "Test Rock")
        let moored = Ship(name: "Moored", isInHarbour: true)
        lighthouse.ships.add(moored)
        #expect(lighthouse.ships.lighthouseMayDimLamp(lighthouse))
        let atSea = Ship(name: "At Sea", isInHarbour: false)
        lighthouse.ships.add(atSea)
        #expect(!lighthouse.ships.lighthouseMayDimLamp(lighthouse))
        lighthouse.ships.remove(atSea)
        #expect(lighthouse.ships.lighthouseMayDimLamp(lighthouse))
    }
}
