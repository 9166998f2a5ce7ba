/// One attribute of an element, exactly as a driver writes it (booleans as
/// `true`/`false`, numbers as decimal strings).
public struct Attribute: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
