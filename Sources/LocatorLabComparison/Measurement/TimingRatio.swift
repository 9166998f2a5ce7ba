/// How many times slower one timing's median is than another's.
public struct TimingRatio: Sendable, Hashable, Codable {
    public var numerator: TimingKind
    public var denominator: TimingKind
    public var value: Double

    public init(numerator: TimingKind, denominator: TimingKind, value: Double) {
        self.numerator = numerator
        self.denominator = denominator
        self.value = value
    }

    /// `xpath/id-index`.
    public var name: String { "\(numerator.rawValue)/\(denominator.rawValue)" }

    /// The ratios a comparison reports, in this order, when both sides were measured.
    public static let reported: [(TimingKind, TimingKind)] = [
        (.xpath, .idIndex), (.xpathDevice, .idScan), (.xpathDevice, .idIndex), (.xpathDevice, .xpath),
        (.xpath, .libxml2Direct), (.xpath, .predicate), (.xpath, .classChain), (.xpath, .uiSelector),
    ]
}
