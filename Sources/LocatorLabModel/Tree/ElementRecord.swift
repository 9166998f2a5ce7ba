/// How ``ElementTree`` stores one element: 28 bytes of numbers, the strings
/// in the tree's ``StringTable`` and the attributes in one shared array.
struct ElementRecord: Sendable {
    /// `identifier` when the source does not tell the raw identifier apart.
    static let noIdentifier = UInt32.max

    var type: StringID
    /// A ``StringID`` raw value, or ``noIdentifier``.
    var identifier: UInt32
    /// -1 for the root.
    var parent: Int32
    var depth: Int32
    var subtreeEnd: Int32
    /// Where the element's attributes start in the tree's attribute array.
    var attributeStart: UInt32
    var attributeCount: UInt32
}
