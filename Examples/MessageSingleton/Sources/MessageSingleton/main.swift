import Dispatch
import Synchronization

// The story: two screens listen; the second is deallocated without unregistering; a third
// listener removes itself from inside its callback. The timer ticks every 0.2 s.

let firstScreen = Screen(name: "FirstScreen")
/// Owns SecondScreen until the second tick, as the navigation stack that showed it would.
let secondScreenOwner = Mutex<Screen?>(Screen(name: "SecondScreen"))
let oneShot = OneShotScreen()
MessageSingleton.shared.addDelegate(oneShot)
print("registered: \(MessageSingleton.shared.delegateCount) delegates")

let finished = DispatchSemaphore(value: 0)
MessageSingleton.shared.start(
    ticks: 4, interval: .milliseconds(200),
    onTick: { tick in
        if tick == 2 {
            print("-- SecondScreen's owner lets it go; it never calls removeDelegate")
            secondScreenOwner.withLock { $0 = nil }
        }
    },
    completion: { finished.signal() })
finished.wait()

print("done: \(MessageSingleton.shared.delegateCount) delegate(s) left")
withExtendedLifetime(firstScreen) {}
