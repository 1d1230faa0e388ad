/// A list in the top context whose items are computed only as a render reaches them.
///
/// The generator hands its list of protocols to the renderer this way: a section over it
/// renders in runs on all cores, and each run computes its own items just before rendering
/// them and drops them just after. A file's context is then never whole in memory: the items
/// of a run are still in the core's cache when they render, and their memory is freed by the
/// thread that used it, at once, instead of by one thread at the end.
///
/// Templates cannot tell it from a list: any other use of the name (an inverted section, an
/// interpolation, a dotted name, a section inside one of the runs) sees the list whole.
struct DeferredList: Sendable {
    /// How many items the list has.
    let count: Int
    /// The item at an index in `0..<count`, computed afresh on each call.
    let item: @Sendable (Int) -> RenderValue

    /// The whole list, its items computed on all cores.
    var value: RenderValue {
        .list(Array(0..<count).concurrentMap(item))
    }
}
