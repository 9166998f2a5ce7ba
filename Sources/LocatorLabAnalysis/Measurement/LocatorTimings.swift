/// The timings of one locator on one page source, and the ratios between
/// their medians. A timing that was not measured is absent.
public struct LocatorTimings: Sendable, Hashable, Encodable {
    public var measurements: [TimingKind: TimingStatistics]

    public init(measurements: [TimingKind: TimingStatistics] = [:]) {
        self.measurements = measurements
    }

    public subscript(kind: TimingKind) -> TimingStatistics? {
        get { measurements[kind] }
        set { measurements[kind] = newValue }
    }

    /// The reported ratios whose two sides were measured.
    public var ratios: [TimingRatio] {
        TimingRatio.reported.compactMap { numerator, denominator in
            guard let top = measurements[numerator]?.median, let bottom = measurements[denominator]?.median, bottom > 0 else {
                return nil
            }
            return TimingRatio(numerator: numerator, denominator: denominator, value: top / bottom)
        }
    }

    /// The ratio of two medians, if both were measured.
    public func ratio(_ numerator: TimingKind, _ denominator: TimingKind) -> Double? {
        guard let top = measurements[numerator]?.median, let bottom = measurements[denominator]?.median, bottom > 0 else {
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
