// The story: the first screen creates the center and the second screen, which creates the
// third; each registers as it appears. A call from the third reaches all three, in the order
// they registered. Then the third is dismissed: it is deallocated, and the center forgets it
// without being told.

let navigation = NavigationController()
navigation.push(Screen(name: "FirstScreen"))
navigation.push(navigation.topScreen.makeScreen(named: "SecondScreen"))
navigation.push(navigation.topScreen.makeScreen(named: "ThirdScreen"))

print("")
navigation.topScreen.tapNotifyButton()

print("")
navigation.pop()

print("")
navigation.topScreen.tapNotifyButton()
