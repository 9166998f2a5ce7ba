/// How ``ElementTree`` stores one element: 28 bytes of numbers, the strings
/// in the tree's ``StringTable`` and the attributes in one shared array.
@usableFromInline
struct ElementRecord: Sendable {
    /// `identifier` when the source does not tell the raw identifier apart.
    @usableFromInline static let noIdentifier = UInt32.max

    @usableFromInline var type: StringID
    /// A ``StringID`` raw value, or ``noIdentifier``.
    @usableFromInline var identifier: UInt32
    /// -1 for the root.
    @usableFromInline var parent: Int32
    @usableFromInline var depth: Int32
    @usableFromInline var subtreeEnd: Int32
    /// Where the element's attributes start in the tree's attribute array.
    @usableFromInline var attributeStart: UInt32
    @usableFromInline var attributeCount: UInt32
}
