/// Reading back what ``LocatorTimings/encode(to:)`` wrote, for the parts of a
/// sharded run (`locatorlab merge`).
extension LocatorTimings: Decodable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Every timing kind present, and `xpath/libxml2-direct` as the paired
    /// ratio: written, it is the paired ratio when there was one and else
    /// the ratio of these very medians, so ``ratio(_:_:)`` answers the same.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        var measurements: [TimingKind: TimingStatistics] = [:]
        for kind in TimingKind.allCases {
            if let statistics = try container.decodeIfPresent(TimingStatistics.self, forKey: Key(stringValue: kind.rawValue)) {
                measurements[kind] = statistics
            }
        }
        var pairedRatios: [TimingKind: Double] = [:]
        let ratios = try container.decodeIfPresent([String: Double].self, forKey: Key(stringValue: "ratios")) ?? [:]
        let paired = TimingRatio(numerator: .xpath, denominator: .libxml2Direct, value: 0).name
        if let value = ratios[paired] { pairedRatios[.xpath] = value }
        self.init(measurements: measurements, pairedRatios: pairedRatios)
    }
}
