import LocatorLabInventory
import Testing

@Suite struct IdentifierTemplateTests {
    @Test func underscoreIndices() {
        let (template, indices) = IdentifierTemplate.parse("Feed.PostCell_12.Title")
        #expect(indices == [12])
        #expect(template.description == "Feed.PostCell_{i}.Title")
        #expect(template.segments.map(\.base) == ["Feed", "PostCell", "Title"])
        #expect(template.identifier(indices: [3]) == "Feed.PostCell_3.Title")
        #expect(template.pieces == [.literal("Feed.PostCell_"), .index(0), .literal(".Title")])
    }

    @Test func dottedIndicesBelongToTheSegmentBefore() {
        let (template, indices) = IdentifierTemplate.parse("CustomView.labelList.1")
        #expect(indices == [1])
        #expect(template.segments.map(\.base) == ["CustomView", "labelList"])
        #expect(template.description == "CustomView.labelList.{i}")
        #expect(template.identifier(indices: [0]) == "CustomView.labelList.0")
    }

    @Test func severalIndices() {
        let (template, indices) = IdentifierTemplate.parse("Grid.Row_1.Cell_2")
        #expect(indices == [1, 2])
        #expect(template.description == "Grid.Row_{i1}.Cell_{i2}")
        #expect(template.pattern(filling: [1]) == "Grid.Row_1.Cell_{i}")
    }

    @Test(arguments: [
        "Cell_007", "Order_20240611", "Cell__1", "_1", "custom_id", "0.title", "a..1", "Card_", "Step.05",
    ])
    func digitsThatAreNotIndices(_ identifier: String) {
        let (template, indices) = IdentifierTemplate.parse(identifier)
        #expect(indices.isEmpty)
        #expect(template.identifier(indices: []) == identifier)
    }

    @Test func anIdentifierWithEmptySegmentsIsOneSegment() {
        #expect(IdentifierTemplate.parse("a..b").template.segments.map(\.base) == ["a..b"])
        #expect(IdentifierTemplate.parse(".Users").template.segments.count == 1)
    }

    @Test func templatesIgnoreTheIndexValues() {
        #expect(IdentifierTemplate.parse("Cell_0").template == IdentifierTemplate.parse("Cell_41").template)
        #expect(IdentifierTemplate.parse("Cell_0").template != IdentifierTemplate.parse("Cell.0").template)
    }
}
