/// Choices that shape the generated code without being part of the `.mdgen` file.
public struct GeneratorOptions: Hashable, Sendable {
    /// Overrides every protocol's access level (`--access`), or `nil` to keep each one's own.
    public var accessLevel: AccessLevel?
    /// The input's name in the generated header, such as `Download.mdgen`.
    public var sourceName: String
    /// How long lines are wrapped.
    public var layout: SwiftLayout

    /// Creates options.
    public init(
        accessLevel: AccessLevel? = nil, sourceName: String, layout: SwiftLayout = SwiftLayout()
    ) {
        self.accessLevel = accessLevel
        self.sourceName = sourceName
        self.layout = layout
    }
}
