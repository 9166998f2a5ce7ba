/// Whether LocatorLab was compiled with optimisation: timings of a debug
/// build say little about the product (google/swift-benchmark refuses them).
public enum BuildConfiguration: String, Sendable, Codable {
    case debug
    case release

    /// `assert` only runs its condition in debug builds.
    public static var current: BuildConfiguration {
        var configuration = BuildConfiguration.release
        assert(
            {
                configuration = .debug
                return true
            }())
        return configuration
    }
}
