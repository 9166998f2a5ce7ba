import LocatorLabModel
import LocatorLabPageSource

/// Page sources: whatever a reader accepts is a well-formed tree that the
/// XML writer writes and the XML reader reads back to the same tree (issue
/// 12 item 9), and the same through JSON, keeping the raw identifiers; a
/// second write gives the same bytes. Whatever a reader refuses, it refuses
/// with a `PageSourceError`.
extension FuzzChecker {
    func checkPageSource(_ bytes: [UInt8], target: FuzzTarget, format: PageSourceFormat) -> InvariantViolation? {
        func violation(_ invariant: String, _ detail: String) -> InvariantViolation {
            InvariantViolation(target: target, invariant: invariant, detail: detail)
        }
        let tree: ElementTree
        do {
            tree = try PageSourceReader.read(bytes, file: "fuzz", format: format)
        } catch is PageSourceError {
            return nil
        } catch {
            return violation("a refused input is refused with a PageSourceError", "\(type(of: error)): \(error)")
        }
        if let problem = TreeDifference.structuralProblem(in: tree) {
            return violation("an accepted tree is well formed", problem)
        }
        if PageSourceWriter.problem(writing: tree, as: .xml, file: nil) == nil {
            let xml = PageSourceWriter.write(tree, as: .xml)
            let back: ElementTree
            do {
                back = try PageSourceReader.read(xml, file: "rewritten.xml", format: .xml)
            } catch {
                return violation("the XML written for an accepted tree reads back", "\(error)")
            }
            // Only the XML reader's own identifiers survive XML. Names and
            // values XML cannot carry (from JSON or debugDescription) are
            // cleaned on the way; the tree then only has to read back.
            let fidelity = TreeDifference.Fidelity(attributeOrder: false, identifier: format == .xml)
            let exact = PageSourceWriter.writesXMLExactly(tree)
            if format == .xml && !exact {
                return violation("a tree read from XML is one XML can carry", "writesXMLExactly is false")
            }
            if exact, let difference = TreeDifference.first(between: tree, and: back, fidelity: fidelity) {
                return violation("the XML written for an accepted tree reads back to the same tree", difference)
            }
            if PageSourceWriter.write(back, as: .xml) != xml {
                return violation("writing the tree read back gives the same XML", "the bytes differ")
            }
        } else if !tree.isEmpty {
            return violation("only an empty tree has no XML form", "\(tree.count) elements were refused")
        }
        // The JSON reader reads at most 512 levels of JSON (documented in JSONTreeReader).
        guard tree.maximumDepth <= JSONTreeReader.maximumReadableDepth else { return nil }
        let json = PageSourceWriter.write(tree, as: .json)
        let back: ElementTree
        do {
            back = try JSONTreeReader.read(json, file: "rewritten.json")
        } catch {
            return violation("the JSON written for an accepted tree reads back", "\(error)")
        }
        let fidelity = TreeDifference.Fidelity(attributeOrder: true, identifier: true)
        if let difference = TreeDifference.first(between: tree, and: back, fidelity: fidelity) {
            return violation("the JSON written for an accepted tree reads back to the same tree", difference)
        }
        if PageSourceWriter.write(back, as: .json) != json {
            return violation("writing the tree read back gives the same JSON", "the bytes differ")
        }
        return nil
    }
}
