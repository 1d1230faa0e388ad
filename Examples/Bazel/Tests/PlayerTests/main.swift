// The player's delegate calls, checked through its multicasts with an ordinary delegate and
// with the spies mdgen generates for this test (see BUILD.bazel). A failed check prints where,
// and the test exits with an error at the end.

import Foundation

@testable import Player

var failures = 0

@MainActor
func check(_ condition: Bool, _ what: String, line: Int = #line) {
    if !condition {
        print("main.swift:\(line): failed: \(what)")
        failures += 1
    }
}

/// A screen that shows how far into the track the player is.
final class PositionLabel: PlaybackDelegate {
    private(set) var text = ""

    func player(_ player: Player, didReachSecond seconds: Int) {
        text = "\(seconds) s"
    }
}

/// Keeps the volume at or below a limit.
final class VolumeLimiter: RemoteCommandDelegate {
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    func volume(forRequested percent: Int) -> Int? {
        min(percent, limit)
    }
}

// Every delegate hears every second, in registration order; the spy records the calls.
let player = Player(trackLength: 2)
let label = PositionLabel()
let spy = PlaybackDelegateSpy()
player.delegates.add(label)
player.delegates.add(spy)
check(player.tick(), "mid-track, the player plays on")
check(label.text == "1 s", "the label shows the first second, not '\(label.text)'")

// @combine(all): the spy says no, so the player stops at the end of the track, although the
// label (which leaves the question out, so agrees) would go on.
spy.playerShouldContinueAnswer = false
check(!player.tick(), "one delegate said no: the player stops")
check(
    spy.calls == [
        .playerDidReachSecond(player: player, seconds: 1),
        .playerDidReachSecond(player: player, seconds: 2),
        .playerDidFinish(player: player),
        .playerShouldContinue(player: player),
    ],
    "the spy recorded every call in order: \(spy.calls)")
spy.playerShouldContinueAnswer = true
check(player.tick() && player.tick(), "every delegate agrees: the next track plays")
check(player.tracksPlayed == 2, "two tracks played, not \(player.tracksPlayed)")

// Delegates are held weakly: one that is gone is no longer called or counted.
do {
    let shortLived = PositionLabel()
    player.delegates.add(shortLived)
    check(player.delegates.count == 3, "three delegates while the third is alive")
}
check(player.delegates.count == 2, "two delegates once the third is gone")

// @combine(first): the spy leaves the answer out (nil), so the limiter's answer wins.
let remoteSpy = RemoteCommandDelegateSpy()
let limiter = VolumeLimiter(limit: 80)
player.remoteDelegates.add(remoteSpy)
player.remoteDelegates.add(limiter)
player.remoteRequestsVolume(100)
check(player.volume == 80, "the limiter capped the volume at 80, not \(player.volume)")
check(remoteSpy.volumeForRequestedCalls == [100], "the spy saw the request")

if failures > 0 {
    print("PlayerTests: \(failures) checks failed")
    exit(1)
}
print("PlayerTests: every check passed")
