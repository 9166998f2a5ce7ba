/// A small seeded pseudo-random generator (SplitMix64, Steele, Lea and Flood
/// 2014). Its output depends only on the seed, on every machine and with
/// every Swift release, which the system generator and the standard
/// library's `random(in:using:)` algorithms do not promise.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A whole number in `range` (multiply-shift, without rejection: the bias
    /// is below 2⁻⁴⁰ for the small ranges a generator needs).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) &+ 1
        guard span != 0 else { return range.lowerBound &+ Int(bitPattern: UInt(next())) }
        return range.lowerBound + Int(next().multipliedFullWidth(by: span).high)
    }

    /// `true` with the given probability.
    public mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) * 0x1p-53 < probability
    }

    /// One element of a non-empty array.
    public mutating func pick<Item>(_ items: [Item]) -> Item {
        items[int(in: 0...(items.count - 1))]
    }
}
