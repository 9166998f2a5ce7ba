/// One XPath kind at one size: the expression, what it found and its timings.
public struct BenchLocatorResult: Sendable, Encodable {
    public var kind: BenchLocatorKind
    public var expression: String
    public var count: Int
    public var timings: LocatorTimings

    public init(kind: BenchLocatorKind, expression: String, count: Int, timings: LocatorTimings) {
        self.kind = kind
        self.expression = expression
        self.count = count
        self.timings = timings
    }
}
