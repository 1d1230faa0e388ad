/// Plays a track of a given length, one second per `tick()`, and tells its delegates.
final class Player {
    let trackLength: Int
    private(set) var position = 0
    private(set) var tracksPlayed = 0
    private(set) var volume = 50

    /// Everyone who follows playback; held weakly, called in registration order.
    let delegates = PlaybackDelegateMulticast()
    /// Who decides what a remote's volume command means.
    let remoteDelegates = RemoteCommandDelegateMulticast()

    init(trackLength: Int) {
        self.trackLength = trackLength
    }

    /// Advances one second; at the end of the track, goes on to the next one if every delegate
    /// agrees, and stops otherwise.
    /// - Returns: whether the player is still playing.
    func tick() -> Bool {
        position += 1
        delegates.player(self, didReachSecond: position)
        guard position == trackLength else {
            return true
        }
        tracksPlayed += 1
        delegates.playerDidFinish(self)
        position = 0
        return delegates.playerShouldContinue(self)
    }

    /// Applies a remote's volume command as the delegates decide; unchanged if none answers.
    func remoteRequestsVolume(_ percent: Int) {
        volume = remoteDelegates.volume(forRequested: percent) ?? volume
    }
}
