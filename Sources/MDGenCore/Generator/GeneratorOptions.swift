import MDGenModel
import MDGenSyntax

/// Choices that shape the generated code without being part of the `.mdgen` file.
package struct GeneratorOptions: Hashable, Sendable {
    /// Overrides every protocol's access level (`--access`), or `nil` to keep each one's own.
    package var accessLevel: AccessLevel?
    /// The input's name in the generated header, such as `Download.mdgen`.
    package var sourceName: String
    /// How long lines are wrapped.
    package var layout: SwiftLayout
    /// The values of the `@multicast(…)` options a protocol leaves out (`mdgen.json`).
    package var defaults: MulticastDefaults
    /// Where the protocol-independent machinery goes.
    package var support: SupportPlacement
    /// The path that `#sourceLocation` directives name, so that compiler errors in generated
    /// declarations point at the `.mdgen` line that declared them; `nil` for no directives.
    package var sourceLocationPath: String?
    /// The module whose protocols spies conform to, imported by a file of spies in another
    /// module (a test target) with `@testable` unless every protocol of the file is `public`;
    /// `nil` when they are in the same module.
    package var testableImport: String?

    /// Creates options.
    package init(
        accessLevel: AccessLevel? = nil, sourceName: String, layout: SwiftLayout = SwiftLayout(),
        defaults: MulticastDefaults = MulticastDefaults(), support: SupportPlacement = .inline,
        sourceLocationPath: String? = nil, testableImport: String? = nil
    ) {
        self.accessLevel = accessLevel
        self.sourceName = sourceName
        self.layout = layout
        self.defaults = defaults
        self.support = support
        self.sourceLocationPath = sourceLocationPath
        self.testableImport = testableImport
    }
}

/// Where the machinery every multicast shares (registries, storage, snapshots) is generated.
package enum SupportPlacement: String, Hashable, Sendable, CaseIterable {
    /// In each generated file, as private declarations: the file works alone (`--stdout`).
    case inline
    /// In a support file of its own, once per output directory or target, which the
    /// generated files use (``Generator/generateSupport(for:)``).
    case external
}
