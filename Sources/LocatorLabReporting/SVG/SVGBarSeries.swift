/// One series of a bar chart: a name for the legend and one value per
/// category (`nil` where there is no measurement).
public struct SVGBarSeries: Sendable, Equatable {
    public var name: String
    public var values: [Double?]

    public init(name: String, values: [Double?]) {
        self.name = name
        self.values = values
    }
}
