import LocatorLabAdvice

/// How the comparison ran, so that figures can be judged.
public struct CompareRunInfo: Sendable, Hashable, Codable {
    /// `debug` timings mean little; build with `-c release`.
    public var build: BuildConfiguration
    public var libxml2: String
    public var minimumTimeNanoseconds: UInt64
    public var timings: [TimingKind]
    public var mutations: [MutationKind]
    public var seeds: [UInt64]
    /// How steady the machine was while timings were taken; `nil` without timings.
    public var noise: MachineNoise?

    public init(build: BuildConfiguration, libxml2: String, settings: CompareSettings) {
        self.build = build
        self.libxml2 = libxml2
        self.minimumTimeNanoseconds = settings.measurement.minimumTime
        self.timings = TimingKind.allCases.filter(settings.timings.contains)
        self.mutations = settings.mutations
        self.seeds = settings.seeds
    }
}

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
