/// The elements of an ``ElementTree`` as ``Element`` values, in document
/// order, each built when it is read.
public struct ElementList: RandomAccessCollection, Sendable {
    let tree: ElementTree

    public var startIndex: Int { 0 }
    public var endIndex: Int { tree.records.count }

    public subscript(position: Int) -> Element {
        tree.element(at: position)
    }
}
