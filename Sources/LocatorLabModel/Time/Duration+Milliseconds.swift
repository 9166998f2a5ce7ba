extension Duration {
    /// The duration in milliseconds, fractions kept: how reports, logs and
    /// replies give an evaluation's or a request's time (`0.042` for 42 µs).
    public var inMilliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }

    /// The duration in whole nanoseconds (the rest dropped), saturating at
    /// `Int64`'s bounds: for timers and clocks that count nanoseconds. A
    /// duration of `.seconds(Int64.max)` would overflow the product.
    public var inNanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? .min : .max }
        let (sum, carry) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
        if carry { return seconds < 0 ? .min : .max }
        return sum
    }
}
