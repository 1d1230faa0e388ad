let lighthouse = Lighthouse(name: "Fastnet")
let rowboat = Rowboat()
let brigid = Ship(name: "Brigid", isInHarbour: true)
var aurora: Ship? = Ship(name: "Aurora", isInHarbour: false)

lighthouse.ships.add(aurora!)
lighthouse.ships.add(brigid)
lighthouse.ships.add(rowboat)
print("\(lighthouse.ships.count) ships listening")

lighthouse.reportFog(visibility: 800)
lighthouse.warnOfStorm()
lighthouse.tryToDimLamp()
lighthouse.callForHelp(for: "Brigid")

// Aurora sails out of range: nobody removes it, the weak reference simply lets go.
aurora = nil
print("\(lighthouse.ships.count) ships listening")
lighthouse.tryToDimLamp()
lighthouse.callForHelp(for: "Brigid")
