import PackagePlugin

/// Placeholder: regenerates checked-in sources (issue 6).
@main
struct MDGenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        Diagnostics.error("not implemented yet")
    }
}
