/// What the other sections of a dump tell about the application, used for
/// the application element when the subtree does not start at it.
struct DebugDescriptionApplicationInfo: Sendable, Equatable {
    /// From the first `Application, …, pid: N, label: '…'` line of a
    /// `Path to element:` or `Query chain:` section.
    var label: String?
    var processID: Int?
    var hasApplicationLine = false
    /// From `Find: Application 'bundle.id'` (or `Find: Target Application '…'`)
    /// in a `Query chain:` section.
    var bundleIdentifier: String?
}
