/// Why a locator could not be compiled at all.
public struct InvalidLocator: Sendable, Hashable, Encodable {
    /// Character offset (from 0) in the expression.
    public var offset: Int
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}
