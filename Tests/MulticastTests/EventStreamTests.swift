import Testing

@Suite("Event streams: every dispatch, as a value, to any number of consumers")
struct EventStreamTests {
    let log = Log()

    @Test("a stream receives each dispatch made after it was created, in order")
    func receivesLaterDispatchesInOrder() async {
        var multicast: FeedMulticast? = FeedMulticast()
        multicast?.feed("before", didReceive: 0)
        let events = multicast!.events()
        multicast?.feed("a", didReceive: 1)
        multicast?.feedDidFinish("a")
        multicast?.feed("b", didReceive: 2)
        multicast = nil
        #expect(await collect(events).map(describe) == ["a=1", "finish:a", "b=2"])
    }

    @Test("each call of events() makes an independent stream that receives every event")
    func independentStreams() async {
        var multicast: FeedMulticast? = FeedMulticast()
        let first = multicast!.events()
        multicast?.feed("x", didReceive: 1)
        let second = multicast!.events()
        multicast?.feed("y", didReceive: 2)
        #expect(multicast?.eventStreamCount == 2)
        var iterator = first.makeAsyncIterator()
        #expect(await iterator.next().map(describe) == "x=1")
        multicast = nil
        #expect(await iterator.next().map(describe) == "y=2")
        #expect(await iterator.next() == nil)
        #expect(await collect(second).map(describe) == ["y=2"])
    }

    @Test("every void requirement is a case, its values labelled by the parameters' names")
    func everyCallIsAnEvent() async throws {
        var multicast: FeedMulticast? = FeedMulticast()
        let events = multicast!.events()
        var total = 41
        multicast?.accumulate(&total)
        try multicast?.validate(3)
        await multicast?.prepare(4)
        multicast?.deliver(Payload(5))
        multicast?.default(for: "protocol")
        multicast?.perform {}
        _ = multicast?.shouldContinue(1)
        _ = multicast?.inspect(1)
        await MainActor.run { [multicast] in multicast?.present(6) }
        multicast = nil
        #expect(
            await collect(events).map(describe) == [
                "accumulate:41", "validate:3", "prepare:4", "deliver#5", "default:protocol",
                "present:6",
            ], "value-returning, generic and non-escaping-closure requirements are not events")
    }

    @Test("an inout parameter's event carries the value passed in, before the delegates change it")
    func inoutCarriesTheValuePassedIn() async {
        var multicast: FeedMulticast? = FeedMulticast()
        let probe = FeedProbe("p", log: log)
        multicast?.add(probe)
        let events = multicast!.events()
        var total = 10
        multicast?.accumulate(&total)
        #expect(total == 11)
        multicast = nil
        #expect(await collect(events).map(describe) == ["accumulate:10"])
    }

    @Test(
        "the event is yielded before the delegates are called, so a throwing delegate cannot hide it"
    )
    func eventBeforeDelegates() async {
        var multicast: FeedMulticast? = FeedMulticast()
        let probe = FeedProbe("p", log: log)
        probe.fail(with: ValidationError(value: 7))
        multicast?.add(probe)
        let events = multicast!.events()
        #expect(throws: ValidationError(value: 7)) { try multicast?.validate(7) }
        multicast = nil
        #expect(await collect(events).map(describe) == ["validate:7"])
    }

    @Test("a dispatch made from inside a callback is yielded after the one that made it")
    func nestedDispatchOrder() async {
        var multicast: FeedMulticast? = FeedMulticast()
        let probe = FeedProbe("p", log: log)
        multicast?.add(probe)
        probe.react { [multicast] in
            probe.react(nil)
            multicast?.feed("inner", didReceive: 2)
        }
        let events = multicast!.events()
        multicast?.feed("outer", didReceive: 1)
        multicast = nil
        #expect(await collect(events).map(describe) == ["outer=1", "inner=2"])
        #expect(log.all == ["p:outer=1", "p:inner=2"])
    }

    @Test("cancelling the consuming task ends its stream and unregisters it")
    func cancellationEndsTheStream() async {
        let multicast = FeedMulticast()
        let events = multicast.events()
        #expect(multicast.eventStreamCount == 1)
        let consumer = Task { await collect(events).count }
        consumer.cancel()
        #expect(await consumer.value == 0)
        #expect(multicast.eventStreamCount == 0)
        multicast.feed("after", didReceive: 1)
        var iterator = events.makeAsyncIterator()
        #expect(await iterator.next() == nil, "an ended stream stays ended")
    }

    @Test("a task cancelled while it iterates stops at once, whether it waits already or not")
    func cancellationWhileWaiting() async {
        let multicast = FeedMulticast()
        let events = multicast.events()
        let started = Locked(false)
        let consumer = Task {
            var iterator = events.makeAsyncIterator()
            started.withLock { $0 = true }
            return await iterator.next()
        }
        // The consumer may be waiting already, or about to: both must end it.
        while !started.withLock({ $0 }) {
            await Task.yield()
        }
        consumer.cancel()
        #expect(await consumer.value == nil)
        #expect(multicast.eventStreamCount == 0)
    }

    @Test("breaking out of the loop drops the iterator, which unregisters the stream")
    func droppingTheIterator() async {
        let multicast = FeedMulticast()
        let events = multicast.events()
        multicast.feed("a", didReceive: 1)
        multicast.feed("b", didReceive: 2)
        for await event in events {
            #expect(describe(event) == "a=1")
            break
        }
        #expect(multicast.eventStreamCount == 0, "the sequence is still alive, its iterator not")
    }

    @Test("a stream that is dropped frees the events it buffered")
    func droppedStreamFreesItsEvents() {
        let multicast = FeedMulticast()
        var payload: Payload? = Payload(1)
        weak let buffered = payload
        do {
            let events = multicast.events()
            multicast.deliver(payload!)
            payload = nil
            #expect(buffered != nil, "the stream buffers the event, and its payload")
            #expect(multicast.eventStreamCount == 1)
            _ = events
        }
        #expect(buffered == nil, "the stream and its buffer are gone")
        #expect(multicast.eventStreamCount == 0)
    }

    @Test("a cancelled stream frees what it buffered although its sequence is still alive")
    func cancelledStreamFreesItsEvents() async {
        let multicast = FeedMulticast()
        var payload: Payload? = Payload(1)
        weak let buffered = payload
        let events = multicast.events()
        multicast.deliver(payload!)
        payload = nil
        let consumer = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            var iterator = events.makeAsyncIterator()
            return await iterator.next()
        }
        #expect(await consumer.value == nil, "cancellation discards what was buffered")
        #expect(buffered == nil)
        withExtendedLifetime(events) {}
    }

    @Test("deallocating the multicast ends every stream after the events it buffered")
    func multicastDeallocationFinishesStreams() async {
        var multicast: FeedMulticast? = FeedMulticast()
        let streams = (0..<3).map { _ in multicast!.events() }
        multicast?.feed("last", didReceive: 9)
        weak let released = multicast
        multicast = nil
        #expect(released == nil, "streams do not keep the multicast alive")
        for events in streams {
            #expect(await collect(events).map(describe) == ["last=9"])
        }
    }

    @Test("a consumer waiting when the multicast goes away receives nil")
    func waitingConsumerSeesTheEnd() async {
        var multicast: FeedMulticast? = FeedMulticast()
        let events = multicast!.events()
        let consumer = Task { await collect(events).count }
        await Task.yield()
        multicast = nil
        #expect(await consumer.value == 0)
    }

    @Test(
        "buffering policies keep the events AsyncStream keeps under the same policy",
        arguments: [
            AsyncStream<Int>.Continuation.BufferingPolicy.unbounded, .bufferingOldest(0),
            .bufferingOldest(1), .bufferingOldest(3), .bufferingNewest(0), .bufferingNewest(1),
            .bufferingNewest(3), .bufferingOldest(-1),
        ])
    func bufferingPolicies(policy: AsyncStream<Int>.Continuation.BufferingPolicy) async {
        let (reference, continuation) = AsyncStream.makeStream(
            of: Int.self, bufferingPolicy: policy)
        var multicast: FeedMulticast? = FeedMulticast()
        let events = multicast!.events(bufferingPolicy: Self.eventPolicy(policy))
        for value in 1...5 {
            continuation.yield(value)
            multicast?.feed("v", didReceive: value)
        }
        continuation.finish()
        multicast = nil
        let expected = await collect(reference)
        let received = await collect(events).map { event in
            if case .feedDidReceive(_, let value) = event { value } else { -1 }
        }
        #expect(received == expected)
    }

    /// The same policy for `FeedMulticast.Event`.
    static func eventPolicy(
        _ policy: AsyncStream<Int>.Continuation.BufferingPolicy
    ) -> AsyncStream<FeedMulticast.Event>.Continuation.BufferingPolicy {
        if case .bufferingOldest(let limit) = policy {
            return .bufferingOldest(limit)
        }
        if case .bufferingNewest(let limit) = policy {
            return .bufferingNewest(limit)
        }
        return .unbounded
    }

    @Test("a full stream drops events for itself only; the others keep theirs")
    func policiesArePerStream() async {
        var multicast: FeedMulticast? = FeedMulticast()
        let small = multicast!.events(bufferingPolicy: .bufferingNewest(1))
        let large = multicast!.events()
        for value in 1...3 {
            multicast?.feed("v", didReceive: value)
        }
        multicast = nil
        #expect(await collect(small).map(describe) == ["v=3"])
        #expect(await collect(large).map(describe) == ["v=1", "v=2", "v=3"])
    }

    @Test("events reach a consumer in another task while it iterates")
    func liveConsumer() async {
        var multicast: FeedMulticast? = FeedMulticast()
        let events = multicast!.events()
        let consumer = Task { await collect(events).map(describe) }
        for value in 1...100 {
            multicast?.feed("v", didReceive: value)
            if value.isMultiple(of: 10) {
                await Task.yield()
            }
        }
        multicast = nil
        #expect(await consumer.value == (1...100).map { "v=\($0)" })
    }
}
