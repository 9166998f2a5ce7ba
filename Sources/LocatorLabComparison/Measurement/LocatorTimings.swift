/// The timings of one locator on one page source, and the ratios between
/// their medians. A timing that was not measured is absent.
public struct LocatorTimings: Sendable, Hashable, Encodable {
    public var measurements: [TimingKind: TimingStatistics]
    /// `xpath/libxml2-direct` from samples taken in alternation (the median
    /// of the per-round ratios), keyed by the numerator; it replaces the
    /// ratio of the medians.
    public var pairedRatios: [TimingKind: Double]

    public init(measurements: [TimingKind: TimingStatistics] = [:], pairedRatios: [TimingKind: Double] = [:]) {
        self.measurements = measurements
        self.pairedRatios = pairedRatios
    }

    public subscript(kind: TimingKind) -> TimingStatistics? {
        get { measurements[kind] }
        set { measurements[kind] = newValue }
    }

    /// The reported ratios whose two sides were measured.
    public var ratios: [TimingRatio] {
        TimingRatio.reported.compactMap { numerator, denominator in
            ratio(numerator, denominator).map { TimingRatio(numerator: numerator, denominator: denominator, value: $0) }
        }
    }

    /// The ratio of two medians, if both were measured; for `xpath` over
    /// `libxml2-direct`, the paired ratio when there is one.
    public func ratio(_ numerator: TimingKind, _ denominator: TimingKind) -> Double? {
        if numerator == .xpath, denominator == .libxml2Direct, let paired = pairedRatios[.xpath] { return paired }
        guard let top = measurements[numerator]?.median, let bottom = measurements[denominator]?.median, bottom > 0
        else {
            return nil
        }
        return top / bottom
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// `{"xpath": {…}, "id-index": {…}, …, "ratios": {"xpath/id-index": 250.0, …}}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for kind in TimingKind.allCases {
            if let statistics = measurements[kind] {
                try container.encode(statistics, forKey: Key(stringValue: kind.rawValue))
            }
        }
        var ratioContainer = container.nestedContainer(keyedBy: Key.self, forKey: Key(stringValue: "ratios"))
        for ratio in ratios {
            try ratioContainer.encode(ratio.value, forKey: Key(stringValue: ratio.name))
        }
    }
}
