// swift-format-ignore-file
// The multicast that round one of mdgen generated for `RoundOneTickDelegate` (its templates at
// commit 2c7946e, with the requirements cut down to `tick()`), kept as the baseline that the
// current generated code is measured against in the same run: "dispatch stays as fast".
import Foundation
import Synchronization

/// The protocol the baseline forwards.
protocol RoundOneTickDelegate: AnyObject, Sendable {
    func tick()
}

/// Forwards each `RoundOneTickDelegate` call to every registered delegate.
///
/// - Delegates are held weakly: one that is deallocated simply stops being called.
/// - Calls go out in registration order; adding a registered delegate again does nothing.
/// - Any thread may add, remove and dispatch at the same time. Delegates are called on the
///   dispatching thread, never while the internal lock is held, so a delegate may add,
///   remove or dispatch from inside a callback.
/// - A dispatch calls the delegates registered when it starts, except those removed before
///   their turn: once `remove(_:)` returns, the delegate receives no further call.
final class RoundOneTickDelegateMulticast: RoundOneTickDelegate {
    /// An `NSLock` rather than a `Mutex`: ThreadSanitizer understands it, so code that uses
    /// this multicast can be checked for data races.
    private let lock = NSLock()
    /// Only used with `lock` held.
    private nonisolated(unsafe) var registry = MulticastRegistry()

    /// Creates a multicast with no delegates.
    init() {}

    /// The live delegates, in the order they are called.
    var delegates: [any RoundOneTickDelegate] {
        Array(snapshot())
    }

    /// The number of live delegates.
    var count: Int {
        snapshot().reduce(0) { count, _ in count + 1 }
    }

    /// Whether no live delegate is registered.
    var isEmpty: Bool {
        var iterator = snapshot().makeIterator()
        return iterator.next() == nil
    }

    /// Registers `delegate` after the others; does nothing if it is already registered.
    func add(_ delegate: any RoundOneTickDelegate) {
        let storageGrew = lock.withLock { registry.add(delegate) }
        if storageGrew {
            dropDeallocatedDelegates()
        }
    }

    /// Unregisters `delegate`: it receives no call that starts after this returns, not even
    /// from a dispatch already in progress.
    func remove(_ delegate: any RoundOneTickDelegate) {
        lock.withLock { registry.remove(delegate) }
    }

    /// Unregisters every delegate.
    func removeAll() {
        let removed = lock.withLock { registry.removeAll() }
        // Released here, after the lock: the last reference to a delegate may go
        // with it, and its deinit may call back into the multicast.
        _ = removed
    }

    /// Whether `delegate` is registered.
    func contains(_ delegate: any RoundOneTickDelegate) -> Bool {
        lock.withLock { registry.contains(delegate) }
    }

    /// Calls every delegate, in registration order.
    func tick() {
        for delegate in snapshot() {
            delegate.tick()
        }
    }

    /// Drops the entries of delegates deallocated without being removed. Finding them means
    /// loading every delegate, so it happens here, without the lock: a load may end up
    /// holding a delegate's last reference, and its deinit may call back into the multicast.
    private func dropDeallocatedDelegates() {
        let deallocated = snapshot().deallocatedEntries()
        lock.withLock { registry.drop(deallocated) }
    }

    /// The delegates a dispatch calls, taken under the lock, which is released before any
    /// delegate is called.
    private func snapshot() -> MulticastSnapshot {
        lock.withLock { registry.snapshot }
    }
}

extension RoundOneTickDelegateMulticast {
    /// One registration. Dispatches in progress may hold it, so nothing in it changes after
    /// creation except the flag that dropping it sets.
    private final class MulticastEntry: Sendable {
        /// The delegate's identity, kept so that the registry can find an entry without
        /// loading its delegate.
        let id: ObjectIdentifier
        weak let delegate: (any RoundOneTickDelegate)?
        /// Atomic: dispatches read it without the lock.
        private let dropped = Atomic<Bool>(false)

        init(_ delegate: any RoundOneTickDelegate) {
            id = ObjectIdentifier(delegate)
            self.delegate = delegate
        }

        /// Whether the delegate was removed, or found deallocated.
        var isDropped: Bool {
            dropped.load(ordering: .sequentiallyConsistent)
        }

        /// The delegate, unless it was removed or has been deallocated.
        var liveDelegate: (any RoundOneTickDelegate)? {
            isDropped ? nil : delegate
        }

        /// Whether this entry registers `delegate`. The identity check comes first: it makes
        /// sure the delegate loaded to compare is `delegate` itself, which the caller keeps
        /// alive, and not another object whose last reference this load could turn out to be.
        func registers(_ delegate: any RoundOneTickDelegate) -> Bool {
            id == ObjectIdentifier(delegate) && liveDelegate === delegate
        }

        func markDropped() {
            dropped.store(true, ordering: .sequentiallyConsistent)
        }
    }

    /// Fixed-capacity slots for entries, filled in order and never rewritten: a snapshot
    /// reads the slots below its count while `MulticastRegistry` fills the ones above it.
    ///
    /// A slot keeps its entry alive (it is retained when stored and released with the storage)
    /// through an `Unmanaged` reference, so that a dispatch can read an entry without retaining
    /// it: whoever holds the storage holds every entry in it.
    private final class MulticastStorage {
        private let capacity: Int
        /// The slots filled so far; only the registry fills them.
        private(set) var count = 0
        private let slots: UnsafeMutablePointer<Unmanaged<MulticastEntry>>

        init(capacity: Int) {
            self.capacity = capacity
            slots = .allocate(capacity: capacity)
        }

        deinit {
            for index in 0..<count {
                slots[index].release()
            }
            slots.deallocate()
        }

        var isFull: Bool {
            count == capacity
        }

        subscript(index: Int) -> MulticastEntry {
            slots[index].takeUnretainedValue()
        }

        func append(_ entry: MulticastEntry) {
            precondition(!isFull, "MulticastStorage is full")
            (slots + count).initialize(to: .passRetained(entry))
            count += 1
        }

        /// The delegate of the entry at `index`, if it is still registered and alive.
        /// The caller holds the storage, which holds the entry, so the entry is read without
        /// retaining it: this is a dispatch's inner loop.
        func liveDelegate(at index: Int) -> (any RoundOneTickDelegate)? {
            slots[index]._withUnsafeGuaranteedRef { $0.liveDelegate }
        }
    }

    /// The delegates registered when a dispatch starts, minus those removed or deallocated
    /// before their turn. Iterating it takes no lock and allocates nothing.
    private struct MulticastSnapshot: Sequence {
        let storage: MulticastStorage
        /// The slots it covers: at most how many delegates iterating yields.
        let slotCount: Int

        struct Iterator: IteratorProtocol {
            let storage: MulticastStorage
            let count: Int
            var index = 0

            mutating func next() -> (any RoundOneTickDelegate)? {
                while index < count {
                    let delegate = storage.liveDelegate(at: index)
                    index += 1
                    if let delegate {
                        return delegate
                    }
                }
                return nil
            }
        }

        func makeIterator() -> Iterator {
            Iterator(storage: storage, count: slotCount)
        }

        /// The entries of delegates deallocated without being removed.
        func deallocatedEntries() -> [MulticastEntry] {
            (0..<slotCount).map { storage[$0] }.filter { entry in
                !entry.isDropped && entry.delegate == nil
            }
        }
    }

    /// The registrations, in order.
    ///
    /// Nothing here loads a delegate other than the one passed in: a load can turn out to
    /// hold a delegate's last reference, and releasing it would run the delegate's deinit
    /// with the lock held, where a call back into the multicast would deadlock.
    private struct MulticastRegistry {
        private var storage = MulticastStorage(capacity: 8)
        /// Each delegate's entry, to find it in O(1). A key can outlive its delegate and then
        /// name a new object at the same address: `MulticastEntry.registers(_:)` tells them apart.
        private var entries: [ObjectIdentifier: MulticastEntry] = [:]
        /// Entries dropped since the last compaction.
        private var dropped = 0

        var snapshot: MulticastSnapshot {
            MulticastSnapshot(storage: storage, slotCount: storage.count)
        }

        func contains(_ delegate: any RoundOneTickDelegate) -> Bool {
            entries[ObjectIdentifier(delegate)]?.registers(delegate) == true
        }

        /// Registers `delegate`, and says whether the storage had to grow: the moment to
        /// look for deallocated delegates.
        mutating func add(_ delegate: any RoundOneTickDelegate) -> Bool {
            let id = ObjectIdentifier(delegate)
            if entries[id]?.registers(delegate) == true {
                return false
            }
            let isFull = storage.isFull
            if isFull {
                compact()
            }
            let entry = MulticastEntry(delegate)
            storage.append(entry)
            entries[id] = entry
            return isFull
        }

        mutating func remove(_ delegate: any RoundOneTickDelegate) {
            if let entry = entries[ObjectIdentifier(delegate)], entry.registers(delegate) {
                drop(entry)
            }
        }

        /// Drops the entries of delegates found deallocated.
        mutating func drop(_ deallocated: [MulticastEntry]) {
            for entry in deallocated where !entry.isDropped {
                drop(entry)
            }
        }

        /// Empties the registry and returns what it held, for the caller to release once it
        /// is safe to run delegates' deinits.
        mutating func removeAll() -> MulticastRegistry {
            for index in 0..<storage.count {
                storage[index].markDropped()
            }
            defer { self = MulticastRegistry() }
            return self
        }

        private mutating func drop(_ entry: MulticastEntry) {
            entry.markDropped()
            if entries[entry.id] === entry {
                entries[entry.id] = nil
            }
            dropped += 1
            if dropped > storage.count / 2 {
                compact()
            }
        }

        /// Moves the entries still registered into new storage with room to grow; snapshots
        /// keep the old storage while they need it. Runs when the storage is full or half
        /// dropped, so it costs amortised O(1) per call and keeps the storage proportional to
        /// the registered delegates.
        private mutating func compact() {
            let kept = (0..<storage.count).map { storage[$0] }.filter { !$0.isDropped }
            storage = MulticastStorage(capacity: max(8, 2 * kept.count))
            for entry in kept {
                storage.append(entry)
            }
            dropped = 0
        }
    }
}
