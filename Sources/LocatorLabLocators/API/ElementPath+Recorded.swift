import LocatorLabModel

extension ElementPath {
    /// A path as a report recorded it (element and expression), for the
    /// parts of a sharded run that `locatorlab merge` reads back; only a
    /// path made by ``init(_:in:)`` should be recorded.
    public init(recorded element: ElementID, expression: String) {
        self.init(element: element, expression: expression)
    }
}
