import LocatorLabLocators
import LocatorLabModel

extension ScreenTools {
    struct ElementAtInput: Decodable {
        var screen: String
        var x: Int?
        var y: Int?
        var text: String?
        var label: String?
        var identifier: String?
        var limit: Int?
    }

    struct ElementAtOutput: Encodable {
        var screen: String
        var count: Int
        var matches: [QueryMatch]
        var omitted: Int
    }

    /// At a point: the deepest element whose frame holds it (the last in
    /// document order among equals, as it is drawn on top). With text,
    /// label or identifier: every element that has it exactly.
    func elementAt(_ input: ElementAtInput) throws(ToolError) -> ElementAtOutput {
        let index = try served.index(of: input.screen, roots: roots)
        let tree = served.screens[index].tree
        var found: [ElementID]
        switch (input.x, input.y) {
        case (let x?, let y?):
            var best: (id: ElementID, depth: Int)?
            for id in tree.ids {
                guard let frame = tree[id].frame, frame.width > 0, frame.height > 0, x >= frame.x, y >= frame.y,
                    x < frame.x + frame.width, y < frame.y + frame.height
                else { continue }
                let depth = tree.ancestors(of: id).count
                if best == nil || depth >= best!.depth { best = (id, depth) }
            }
            found = best.map { [$0.id] } ?? []
        case (nil, nil):
            found = Array(tree.ids)
        default:
            throw ToolError("element_at: give both x and y, or neither")
        }
        guard input.x != nil || input.text != nil || input.label != nil || input.identifier != nil else {
            throw ToolError("element_at: give a point (x and y), text, label or identifier")
        }
        found = found.filter { id in
            let element = tree[id]
            if let text = input.text, ![element.label, element.value, element.text].contains(text) { return false }
            if let label = input.label, ![element.label, element.contentDescription].contains(label) { return false }
            if let identifier = input.identifier {
                let shortID = element.resourceID.map { String($0.split(separator: "/", maxSplits: 1).last ?? "") }
                if ![element.identifier, element.name, element.resourceID, shortID].contains(identifier) {
                    return false
                }
            }
            return true
        }
        let listed = ListedMatches(found, in: tree, limit: Self.limit(input.limit))
        return ElementAtOutput(
            screen: served.screens[index].name, count: listed.count, matches: listed.matches, omitted: listed.omitted)
    }
}
