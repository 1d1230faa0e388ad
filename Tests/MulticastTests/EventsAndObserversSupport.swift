import Foundation

/// What `FeedMulticast`'s tests deliver: an object, so that a test can tell when the last
/// event holding one is gone.
final class Payload: Sendable {
    let id: Int

    init(_ id: Int) {
        self.id = id
    }
}

/// A `Feed` delegate that logs every call as "name:call".
final class FeedProbe: Feed {
    let name: String
    let log: Log
    private let failure = Locked<ValidationError?>(nil)
    private let reaction = Locked<(@Sendable () -> Void)?>(nil)

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
    }

    /// Makes `validate(_:)` throw.
    func fail(with error: ValidationError) {
        failure.withLock { $0 = error }
    }

    /// Runs `body` inside each `feed(_:didReceive:)` call, for re-entrancy tests.
    func react(_ body: (@Sendable () -> Void)?) {
        reaction.withLock { $0 = body }
    }

    func feed(_ name: String, didReceive value: Int) {
        log.append("\(self.name):\(name)=\(value)")
        reaction.withLock { $0 }?()
    }

    func accumulate(_ total: inout Int) {
        total += 1
        log.append("\(name):accumulate")
    }

    func validate(_ value: Int) throws(ValidationError) {
        log.append("\(name):validate")
        if let failure = failure.withLock({ $0 }) {
            throw failure
        }
    }

    func prepare(_ step: Int) async {
        log.append("\(name):prepare")
    }

    func deliver(_ payload: Payload) {
        log.append("\(name):deliver#\(payload.id)")
    }

    func perform(_ body: () -> Void) {
        body()
    }

    func present(_ item: Int) {
        log.append("\(name):present")
    }

    func `default`(for protocol: String) {
        log.append("\(name):default")
    }
}

/// An event as text, for comparing what a stream received. The switch lists every case of
/// `FeedMulticast.Event`, with its labels: a case added, renamed or left out, or a label
/// changed, does not compile.
func describe(_ event: FeedMulticast.Event) -> String {
    switch event {
    case .feedDidReceive(name: let feed, value: let count): "\(feed)=\(count)"
    case .feedDidFinish(let name): "finish:\(name)"
    case .accumulate(let total): "accumulate:\(total)"
    case .validate(let value): "validate:\(value)"
    case .prepare(let step): "prepare:\(step)"
    case .deliver(let payload): "deliver#\(payload.id)"
    case .present(let item): "present:\(item)"
    case .defaultFor(protocol: let name): "default:\(name)"
    }
}

/// Every event of `stream` until it ends.
func collect<Events: AsyncSequence>(_ stream: Events) async -> [Events.Element]
where Events.Failure == Never {
    var events: [Events.Element] = []
    for await event in stream {
        events.append(event)
    }
    return events
}

/// Records its own deallocation: what a closure or an event captured is gone once it is.
final class Witness: Sendable {
    let log: Log?

    init(log: Log? = nil) {
        self.log = log
    }

    deinit {
        log?.append("witness released")
    }
}
