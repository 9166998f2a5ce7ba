/// One line of a line chart: a name for the legend and its points (drawn in
/// order of x).
public struct SVGLineSeries: Sendable, Equatable {
    public var name: String
    public var points: [SVGDataPoint]

    public init(name: String, points: [SVGDataPoint]) {
        self.name = name
        self.points = points
    }
}
