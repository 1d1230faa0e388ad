/// The keys of one kind of the generator's objects: the cases of a `String` enum, whose raw
/// values are the keys, in the order a record stores their values.
protocol TemplateRecordKey: CaseIterable, RawRepresentable, Sendable, Equatable
where RawValue == String {
    /// The shape of the records of these keys; ``TemplateShape/init(_:)`` makes it.
    static var shape: TemplateShape { get }
}

extension TemplateRecordKey {
    /// The case's position among ``allCases``, which is the slot of its value in a record.
    ///
    /// An enum whose cases have no payloads stores a case as exactly that number, its tag, in
    /// one byte; ``TemplateShape/init(_:)`` checks it for every case of a key type before any
    /// record of it is built. So a record sets a value without looking its key up, and the
    /// key's name comes from its raw value rather than from reflection, which took a fifth of
    /// a one-protocol run.
    var ordinal: Int {
        withUnsafeBytes(of: self) { Int($0[0]) }
    }
}

/// The keys that every record of a kind has, with a table that finds a key's slot by a hash
/// computed once per tag.
final class TemplateShape: Sendable {
    /// The keys, in slot order.
    let keys: [String]
    private let hashes: [Int]
    /// Open addressing over `hashes`: each entry is a slot plus one, or zero when empty.
    private let table: [Int]

    /// The shape of the records of `Key`.
    convenience init<Key: TemplateRecordKey>(_ key: Key.Type) {
        let cases = Array(Key.allCases)
        precondition(
            MemoryLayout<Key>.size == 1 && cases.indices.allSatisfy { cases[$0].ordinal == $0 },
            "\(Key.self) must be an enum of at most 256 cases without payloads")
        self.init(keys: cases.map(\.rawValue))
    }

    /// A shape of `keys`, which must differ from each other.
    init(keys: [String]) {
        precondition(Set(keys).count == keys.count, "a shape's keys must differ")
        self.keys = keys
        hashes = keys.map(Self.hash)
        // At most half full, so that a missing key usually meets an empty entry at once.
        var size = 4
        while size < keys.count * 2 {
            size *= 2
        }
        var table = Array(repeating: 0, count: size)
        for (slot, hash) in hashes.enumerated() {
            var index = hash & (size - 1)
            while table[index] != 0 {
                index = (index + 1) & (size - 1)
            }
            table[index] = slot + 1
        }
        self.table = table
    }

    /// The slot of `key`, whose hash is `hash`, if the shape has it.
    func slot(of key: String, hash: Int) -> Int? {
        let mask = table.count - 1
        var index = hash & mask
        while true {
            let entry = table[index]
            if entry == 0 {
                return nil
            }
            if hashes[entry - 1] == hash && keys[entry - 1] == key {
                return entry - 1
            }
            index = (index + 1) & mask
        }
    }

    /// A cheap hash of `key` (64-bit FNV-1a of its UTF-8), the same in every process, which
    /// ``MustacheName`` computes for each of its parts when a template is parsed.
    static func hash(_ key: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}

/// One of the generator's objects: a value for each key of its shape.
///
/// Every key is present; a key the generator was told no template names holds `null`. A key
/// only hides the same name further down the context stack where some tag names it, so no
/// render can tell the difference.
struct TemplateRecord: Sendable {
    /// The shape: a key type's static ``TemplateRecordKey/shape``, which lives as long as the
    /// process, so a record counts no reference to it. Records are copied at every lookup of a
    /// section's object, on two threads at once, and the count was one more contended write to
    /// one shared object each time.
    unowned(unsafe) let shape: TemplateShape
    private var values: [RenderValue]

    /// A record of `shape`, with a value for each of its keys in order.
    fileprivate init(shape: TemplateShape, values: [RenderValue]) {
        self.shape = shape
        self.values = values
    }

    /// Tells the record, the item at `index` of a list of `count`, whether it is the first or
    /// the last, in its `isFirst` and `isLast` keys, when its shape has them.
    mutating func position(at index: Int, of count: Int) {
        if let first = shape.slot(of: "isFirst", hash: Self.isFirstHash) {
            values[first] = .bool(index == 0)
        }
        if let last = shape.slot(of: "isLast", hash: Self.isLastHash) {
            values[last] = .bool(index == count - 1)
        }
    }

    private static let isFirstHash = TemplateShape.hash("isFirst")
    private static let isLastHash = TemplateShape.hash("isLast")

    /// The member called `key`, whose hash is `hash`.
    func member(_ key: String, hash: Int) -> RenderValue? {
        shape.slot(of: key, hash: hash).map { values[$0] }
    }

    /// The record as an object.
    var templateValue: TemplateValue {
        .object(
            Dictionary(uniqueKeysWithValues: zip(shape.keys, values.lazy.map(\.templateValue))))
    }
}

/// Builds a record of the keys `Key`, set one by one.
struct TemplateRecordBuilder<Key: TemplateRecordKey> {
    private var values = Array(repeating: RenderValue.null, count: Key.shape.keys.count)

    /// A value for each key, `null` until set.
    init() {}

    subscript(key: Key) -> RenderValue {
        get { values[key.ordinal] }
        set { values[key.ordinal] = newValue }
    }

    /// The record, as a value.
    var value: RenderValue {
        .record(TemplateRecord(shape: Key.shape, values: values))
    }
}
