import LocatorLabLocators
import LocatorLabModel

/// A rule that flags a fragile construct in an XPath, defined as data: an
/// identifier, why it matters, examples that must and must not trigger it
/// (checked by one generic test, as SwiftLint does), and a detector over the
/// expression's ``XPathShape``. The catalog is ``FragilityRule/all``.
public struct FragilityRule: Sendable {
    /// One place a detector found: offset and what it saw.
    public struct Hit: Sendable, Hashable {
        public var offset: Int
        public var message: String

        public init(offset: Int, message: String) {
            self.offset = offset
            self.message = message
        }
    }

    /// Kebab-case identifier, stable across releases (reports and
    /// configuration refer to it).
    public let id: String
    /// A few words for tables.
    public let title: String
    public let severity: Severity
    /// Why it matters, in one or two sentences.
    public let rationale: String
    /// Expressions the rule must flag.
    public let triggeringExamples: [String]
    /// Expressions the rule must leave alone.
    public let nonTriggeringExamples: [String]
    let detect: @Sendable (XPathShape) -> [Hit]

    public init(
        id: String, title: String, severity: Severity, rationale: String, triggeringExamples: [String],
        nonTriggeringExamples: [String], detect: @escaping @Sendable (XPathShape) -> [Hit]
    ) {
        self.id = id
        self.title = title
        self.severity = severity
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.detect = detect
    }

    /// This rule's findings in `shape`, in order of offset.
    public func findings(in shape: XPathShape) -> [FragilityFinding] {
        var seen: Set<Hit> = []
        return detect(shape)
            .filter { seen.insert($0).inserted }
            .sorted { $0.offset < $1.offset }
            .map { FragilityFinding(rule: id, severity: severity, offset: $0.offset, message: $0.message) }
    }

    /// Every rule's findings in `expression`, by offset, then rule order.
    public static func findings(in expression: String, rules: [FragilityRule] = FragilityRule.all) -> [FragilityFinding]
    {
        let shape = XPathShape(expression)
        var result: [(order: Int, finding: FragilityFinding)] = []
        for (order, rule) in rules.enumerated() {
            result += rule.findings(in: shape).map { (order, $0) }
        }
        return result.sorted { ($0.finding.offset, $0.order) < ($1.finding.offset, $1.order) }.map(\.finding)
    }

    /// The rule called `id`.
    public static func rule(withID id: String) -> FragilityRule? {
        all.first { $0.id == id }
    }
}

/// What a fragility detector reads: the expression's one syntax, the same
/// value the engine, document needs and the model evaluator read.
public typealias XPathShape = XPathSyntax
