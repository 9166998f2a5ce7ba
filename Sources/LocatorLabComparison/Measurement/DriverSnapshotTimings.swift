import LocatorLabLocators
import LocatorLabModel
import LocatorLabXML

/// The snapshot part of `xpath-device`, measured once per page source and
/// attribute set: a driver builds the same document (the element tree with
/// the attributes an XPath names, ``DriverQueryDocument``) for every query
/// that names the same attributes, whatever else the XPath says. Timing it
/// again for each locator measured the same work again; a suite of fifty
/// `//*[@name=…]` locators now pays for it once.
///
/// Not `Sendable`: one page source's timings are taken on one thread, with
/// nothing else of ours running.
public final class DriverSnapshotTimings {
    public let tree: ElementTree
    private var measured: [Set<String>?: (samples: [Double], batch: Int)] = [:]
    /// The last snapshot built to time queries on, and its attributes.
    private var snapshot: (attributes: Set<String>?, document: LXDocument)?

    /// How many attribute sets have been timed so far.
    public var attributeSetsMeasured: Int { measured.count }

    public init(tree: ElementTree) {
        self.tree = tree
    }

    /// The samples of building (and freeing) `recipe`'s document from the
    /// tree, measured by `runner` the first time this attribute set is asked for.
    func samples<Clock>(for recipe: DriverQueryDocument, runner: MeasurementRunner<Clock>) -> (samples: [Double], batch: Int) {
        if let known = measured[recipe.attributes] { return known }
        let tree = tree
        let made = runner.measureSamples { (iterations: Int) in
            var checksum = 0
            for _ in 0..<iterations {
                // Freed at the end of each iteration, as a driver frees it.
                let built = recipe.build(from: tree)
                checksum &+= built.rootElementName?.utf8.count ?? 0
            }
            MeasurementSink.consume(checksum)
        }
        measured[recipe.attributes] = made
        return made
    }

    /// A snapshot to time `recipe`'s queries on, built untimed; the same
    /// one for consecutive locators that name the same attributes (an
    /// evaluation does not change it). One is kept at a time.
    func document(for recipe: DriverQueryDocument) -> LXDocument {
        if let snapshot, snapshot.attributes == recipe.attributes { return snapshot.document }
        // The old one goes before the new one is built (a million elements
        // make a large document).
        snapshot = nil
        let built = recipe.build(from: tree)
        snapshot = (recipe.attributes, built)
        return built
    }
}
