/// The tool that produced a SARIF run; `driver` is its main component.
public struct SARIFTool: Sendable, Codable, Equatable {
    public var driver: SARIFToolComponent

    public init(driver: SARIFToolComponent) {
        self.driver = driver
    }
}
