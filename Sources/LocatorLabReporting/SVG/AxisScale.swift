import Foundation

/// Maps values onto 0...1 along an axis and chooses its ticks. Logarithmic
/// scales work in decades (exponents), linear ones in "nice" steps.
struct AxisScale: Equatable {
    let isLogarithmic: Bool
    /// Bounds in transformed space: exponents for a log scale, values otherwise.
    let lower: Double
    let upper: Double
    let ticks: [Double]

    /// Most ticks an axis shows before a log scale skips decades.
    static let maximumTicks = 10

    static func make(_ scale: SVGScale, values: [Double]) -> AxisScale {
        switch scale {
        case .linear: linear(values: values)
        case .logarithmic: logarithmic(values: values)
        case .percentage: AxisScale(isLogarithmic: false, lower: 0, upper: 100, ticks: [0, 20, 40, 60, 80, 100])
        }
    }

    /// Whole decades around the positive, finite `values`; 1 to 10 when there
    /// are none, so an empty chart still has an axis.
    static func logarithmic(values: [Double]) -> AxisScale {
        let positive = values.filter { $0.isFinite && $0 > 0 }
        guard let smallest = positive.min(), let largest = positive.max() else {
            return AxisScale(isLogarithmic: true, lower: 0, upper: 1, ticks: [1, 10])
        }
        var lowerExponent = Int(log10(smallest).rounded(.down))
        var upperExponent = Int(log10(largest).rounded(.up))
        // log10 may be off by one ulp near exact powers of ten.
        while decade(lowerExponent) > smallest { lowerExponent -= 1 }
        while decade(lowerExponent + 1) <= smallest { lowerExponent += 1 }
        while decade(upperExponent) < largest { upperExponent += 1 }
        while upperExponent - 1 > lowerExponent, decade(upperExponent - 1) >= largest { upperExponent -= 1 }
        if upperExponent <= lowerExponent { upperExponent = lowerExponent + 1 }
        let decades = upperExponent - lowerExponent
        let step = (decades + maximumTicks - 1) / maximumTicks
        // Start on a multiple of the step so ticks read 1 ns, 1 µs, 1 ms.
        let first = Int((Double(lowerExponent) / Double(step)).rounded(.up)) * step
        let ticks = stride(from: first, through: upperExponent, by: step).map(decade)
        return AxisScale(
            isLogarithmic: true, lower: Double(lowerExponent), upper: Double(upperExponent), ticks: ticks)
    }

    /// Nice ticks covering the finite `values` and zero.
    static func linear(values: [Double]) -> AxisScale {
        let finite = values.filter(\.isFinite)
        let smallest = min(finite.min() ?? 0, 0)
        var largest = max(finite.max() ?? 1, 0)
        if largest == smallest { largest = smallest + 1 }
        // Divided before subtracting: the span of two huge finite values of
        // opposite sign overflows to infinity.
        let step = niceStep(for: largest / 5 - smallest / 5)
        let lower = (smallest / step).rounded(.down) * step
        let upper = (largest / step).rounded(.up) * step
        let count = ((upper - lower) / step).rounded()
        // Rounding out to a step can overflow near the largest Double; the
        // bounds themselves still make an axis.
        guard upper.isFinite, lower.isFinite, count.isFinite else {
            return AxisScale(isLogarithmic: false, lower: smallest, upper: largest, ticks: [smallest, largest])
        }
        let ticks = (0...Int(count)).map { lower + Double($0) * step }
        return AxisScale(isLogarithmic: false, lower: lower, upper: upper, ticks: ticks)
    }

    /// The smallest 1, 2 or 5 × 10ⁿ at least `rough`.
    static func niceStep(for rough: Double) -> Double {
        guard rough.isFinite, rough > 0 else { return 1 }
        let magnitude = pow(10, log10(rough).rounded(.down))
        for factor in [1.0, 2, 5, 10] where factor * magnitude >= rough * 0.999_999 {
            return factor * magnitude
        }
        return 10 * magnitude
    }

    private static func decade(_ exponent: Int) -> Double {
        pow(10, Double(exponent))
    }

    /// Where `value` falls between the bounds (0...1, clamped), or `nil` when
    /// it cannot be placed (non-finite, or not positive on a log scale).
    func fraction(_ value: Double) -> Double? {
        guard value.isFinite else { return nil }
        let transformed: Double
        if isLogarithmic {
            guard value > 0 else { return nil }
            transformed = log10(value)
        } else {
            transformed = value
        }
        guard upper > lower else { return 0 }
        var fraction = (transformed - lower) / (upper - lower)
        // Bounds near the largest Double: halved, the differences stay finite.
        if !fraction.isFinite { fraction = (transformed / 2 - lower / 2) / (upper / 2 - lower / 2) }
        return min(max(fraction, 0), 1)
    }
}
