/// An access level a generated declaration can have.
package enum AccessLevel: String, Hashable, Sendable, CaseIterable {
    /// Visible to every module.
    case `public`
    /// Visible to the modules of the same package.
    case package
    /// Visible to its module (the default).
    case `internal`
    /// Visible to its file.
    case `fileprivate`
    /// Visible to its file, at file scope.
    case `private`
}
