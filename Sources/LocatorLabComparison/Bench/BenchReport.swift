import Foundation
import LocatorLabModel
import LocatorLabReporting

/// The result of `locatorlab bench`: per size, the timings of each locator
/// kind and of the identifier lookup, and memory; plus the scaling figures.
/// The JSON form is documented in docs/compare-report.md.
public struct BenchReport: Sendable, Encodable {
    public static let currentSchemaVersion = 1

    /// How the figures scale from the smallest to the largest size.
    public struct Scaling: Sendable, Hashable, Encodable {
        /// Largest over smallest `id-index` median across all sizes: near 1 means flat.
        public var idIndexSpread: Double?
        /// `xpath` median of the name predicate, largest size over smallest.
        public var xpathGrowth: Double?
        /// Elements, largest size over smallest.
        public var sizeGrowth: Double
    }

    public var schemaVersion = BenchReport.currentSchemaVersion
    public var build: BuildConfiguration
    public var libxml2: String
    public var platform: Platform
    public var seed: UInt64
    public var minimumTimeNanoseconds: UInt64
    public var sizes: [BenchSizeResult]
    public var scaling: Scaling

    public init(settings: BenchSettings, sizes: [BenchSizeResult], libxml2: String, build: BuildConfiguration) {
        self.build = build
        self.libxml2 = libxml2
        self.platform = settings.platform
        self.seed = settings.seed
        self.minimumTimeNanoseconds = settings.measurement.minimumTime
        self.sizes = sizes
        let index = sizes.compactMap { $0.timings[.idIndex]?.median }
        // `--sizes` keeps the order it was given in, so growth is measured
        // between the smallest and the largest page source, not the first and last.
        let smallest = sizes.min { $0.elements < $1.elements }
        let largest = sizes.max { $0.elements < $1.elements }
        var xpathGrowth: Double?
        var sizeGrowth = 1.0
        if sizes.count >= 2, let smallest, let largest {
            sizeGrowth = Double(largest.elements) / Double(smallest.elements)
            if let bottom = smallest.locator(.namePredicate)?.timings[.xpath]?.median,
                let top = largest.locator(.namePredicate)?.timings[.xpath]?.median, bottom > 0
            {
                xpathGrowth = top / bottom
            }
        }
        scaling = Scaling(
            idIndexSpread: index.min().flatMap { minimum in minimum > 0 ? index.max()! / minimum : nil },
            xpathGrowth: xpathGrowth, sizeGrowth: sizeGrowth
        )
    }

    /// Deterministic JSON; throws for a timing JSON cannot hold (NaN).
    public func json() throws(ReportingError) -> [UInt8] {
        try ReportJSON.encode(self, what: "the bench report")
    }
}
