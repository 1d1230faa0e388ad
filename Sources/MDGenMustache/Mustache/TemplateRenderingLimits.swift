/// How far one render may go before it stops with a located error, so that a custom template
/// that recurses or fans out without end can neither hang nor exhaust memory.
///
/// The defaults are far beyond what generating Swift needs (a render of the built-in templates
/// takes kilobytes, a few levels and thousands of steps) and small enough that a runaway
/// template fails within seconds.
///
/// ```swift
/// let limits = TemplateRenderingLimits(maximumOutputBytes: 1 << 20)
/// let text = try library.render("page", with: context, limits: limits)
/// ```
package struct TemplateRenderingLimits: Hashable, Sendable {
    /// The most bytes of UTF-8 text a render may produce: 16 MiB by default.
    package var maximumOutputBytes: Int
    /// How deeply templates may include each other, counting partials, parents and the
    /// arguments rendered in blocks: 100 by default. Recursion that the data ends stays well
    /// within it; recursion that nothing ends reaches it.
    package var maximumDepth: Int
    /// How many steps a render may take, a step being one piece of text or one tag rendered or
    /// one item of a section started: 20 million by default. Rendering 12 MB of Swift through
    /// partials and sections takes about 5 million; 20 million steps of partials that fan out
    /// without writing anything, which the output limit cannot see, take a few seconds.
    package var maximumSteps: Int

    /// Creates limits; each one left out keeps its default.
    package init(
        maximumOutputBytes: Int = 16 << 20,
        maximumDepth: Int = 100,
        maximumSteps: Int = 20_000_000
    ) {
        self.maximumOutputBytes = maximumOutputBytes
        self.maximumDepth = maximumDepth
        self.maximumSteps = maximumSteps
    }

    /// The default limits.
    package static let `default` = TemplateRenderingLimits()
}
