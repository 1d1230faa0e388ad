import AllocationCounter

/// The heap as the allocation counter in `Benchmarks/AllocationCounter` sees it.
enum Heap {
    /// The process's heap allocations so far.
    static var allocations: UInt64 {
        allocation_counter_allocations()
    }

    /// The bytes of heap in use right now (glibc's `mallinfo2`).
    static var bytesInUse: Int {
        Int(allocation_counter_heap_in_use())
    }

    /// The heap allocations `body` makes per iteration, when it runs `iterations` times.
    static func allocations(perIteration iterations: Int, _ body: (Int) -> Void) -> Double {
        let before = allocations
        body(iterations)
        return Double(allocations - before) / Double(iterations)
    }

    /// Whether the counter sees the Swift runtime's allocations: if `malloc` were not
    /// interposed, every "zero allocations" figure would be zero for the wrong reason.
    @inline(never)
    static func countsSwiftAllocations() -> Bool {
        final class Probe {}
        let count = 1_000
        var probes: [Probe] = []
        probes.reserveCapacity(count)
        let before = allocations
        for _ in 0..<count {
            probes.append(Probe())
        }
        return allocations - before >= UInt64(count) && probes.count == count
    }
}
