/// Consumes a value in a way the optimiser cannot see through, so that work
/// whose result is otherwise unused is not removed from a measurement loop
/// (package-benchmark's `blackHole`).
public enum MeasurementSink {
    @inline(never) @_optimize(none)
    public static func consume<Value>(_ value: Value) {}

    /// Returns `value` unchanged, through a call the optimiser cannot see
    /// into: a loop that uses it cannot hoist work out of its iterations.
    @inline(never) @_optimize(none)
    public static func opaque<Value>(_ value: Value) -> Value { value }
}
