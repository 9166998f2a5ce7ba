/// How a chart maps values to lengths.
public enum SVGScale: Sendable, Equatable {
    /// Evenly spaced "nice" ticks (1, 2 or 5 × 10ⁿ apart), always including 0.
    case linear
    /// Decades (1, 10, 100, ...): for timings and sizes that span orders of
    /// magnitude. Zero, negative and missing values cannot be placed on it and
    /// are shown as text only.
    case logarithmic
    /// 0 to 100 (values are percentages, clamped to that range).
    case percentage
}
