import LocatorLabModel

/// `-ios class chain`: parsed as `FBClassChainQueryParser.m` does and walked
/// as `XCUIElement+FBClassChain.m` does (see ``ClassChainEvaluator``).
extension LocatorEngine {
    func evaluateClassChain(_ expression: String) throws(LocatorError) -> LocatorResult {
        try requirePlatform(of: .classChain)
        let chain = try ClassChainParser.parse(expression)
        let evaluator = ClassChainEvaluator(tree: tree) { self.lookUp(.className, equalTo: $0) }
        let matches = try evaluator.evaluate(chain, expression: expression)
        var notes: [String] = []
        var predicates: [PredicateNode] = []
        for item in chain {
            for filter in item.filters {
                switch filter {
                case .matching(let node), .containing(let node): predicates.append(node)
                }
            }
        }
        for predicate in predicates {
            for note in predicateNotes(for: predicate) where !notes.contains(note) { notes.append(note) }
        }
        if let root = tree.root, tree.type(of: root) != "XCUIElementTypeApplication" {
            notes.append(
                "the page source's root is \(tree.type(of: root)), not an application; the chain was started from it as "
                    + "WebDriverAgent starts from the application")
        }
        return LocatorResult(matches: matches, notes: notes)
    }
}
