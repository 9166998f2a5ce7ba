/// How many interactive elements carry an identifier.
///
/// With no interactive element at all, coverage is not a number: it is
/// reported as `n/a` (``percentage`` is `nil`), never as 0% or 100%, and a
/// minimum-coverage gate passes, since nothing is missing.
public struct CoverageCount: Sendable, Hashable, Encodable {
    public var interactive: Int
    public var identified: Int

    public init(interactive: Int = 0, identified: Int = 0) {
        self.interactive = interactive
        self.identified = identified
    }

    public var missing: Int { interactive - identified }

    /// Percent identified, rounded to one decimal; `nil` with no interactive element.
    public var percentage: Double? {
        guard interactive > 0 else { return nil }
        // Integer arithmetic, rounding half up, so the value never wobbles.
        let tenths = (identified * 1000 * 2 + interactive) / (interactive * 2)
        return Double(tenths) / 10
    }

    /// `87.5%`, `100%`, or `n/a`.
    public var percentageText: String {
        guard let percentage else { return "n/a" }
        let tenths = Int((percentage * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)%" : "\(tenths / 10).\(tenths % 10)%"
    }

    /// The share as a percentage text that shows it is below `minimum`:
    /// ``percentageText`` when that is already lower, else truncated (never
    /// rounded up) to as many decimals as it takes, so 2 of 3 against 66.7%
    /// reads `66.66%`, not `66.7%`.
    public func percentageText(below minimum: Double) -> String {
        guard let percentage, percentage >= minimum else { return percentageText }
        for digits in 2...9 {
            var scale = 1
            for _ in 0..<digits { scale *= 10 }
            // Integer arithmetic: the exact share truncated to `digits` decimals.
            let scaled = identified * 100 * scale / interactive
            let value = Double(scaled) / Double(scale)
            if value < minimum {
                let whole = scaled / scale
                var fraction = String(scaled % scale)
                fraction = String(repeating: "0", count: digits - fraction.count) + fraction
                while fraction.hasSuffix("0") { fraction.removeLast() }
                return fraction.isEmpty ? "\(whole)%" : "\(whole).\(fraction)%"
            }
        }
        return percentageText
    }

    /// Whether the exact share (not the rounded one) reaches `minimum` percent.
    public func meets(_ minimum: Double) -> Bool {
        guard interactive > 0 else { return true }
        return Double(identified) * 100 >= minimum * Double(interactive)
    }

    mutating func add(identified isIdentified: Bool) {
        interactive += 1
        if isIdentified { identified += 1 }
    }

    static func + (lhs: CoverageCount, rhs: CoverageCount) -> CoverageCount {
        CoverageCount(interactive: lhs.interactive + rhs.interactive, identified: lhs.identified + rhs.identified)
    }

    private enum CodingKeys: String, CodingKey {
        case interactive, identified, missing, percentage
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(interactive, forKey: .interactive)
        try container.encode(identified, forKey: .identified)
        try container.encode(missing, forKey: .missing)
        try container.encode(percentage, forKey: .percentage)
    }
}
