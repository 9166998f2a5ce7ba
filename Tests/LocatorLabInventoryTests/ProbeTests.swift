import LocatorLabIdentifiers
import LocatorLabInventory
import Testing

@Test func probe() {
    let tree = ViewDescription.vStack { ViewDescription.button("OK") }.elementTree()
    #expect(tree.count == 2)
}
