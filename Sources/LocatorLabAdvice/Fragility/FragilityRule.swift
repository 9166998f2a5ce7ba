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

        /// `hits` as findings of one rule: each once, by offset.
        static func findings(_ hits: [Hit], rule: String, severity: Severity) -> [FragilityFinding] {
            var seen: Set<Hit> = []
            return hits.filter { seen.insert($0).inserted }.sorted { $0.offset < $1.offset }.map {
                FragilityFinding(rule: rule, severity: severity, offset: $0.offset, message: $0.message)
            }
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
        Hit.findings(detect(shape), rule: id, severity: severity)
    }

    /// Every rule's findings in `expression`, by offset, then rule order.
    public static func findings(in expression: String, rules: [FragilityRule] = FragilityRule.all) -> [FragilityFinding]
    {
        let shape = XPathShape(expression)
        return merged(rules.map { $0.findings(in: shape) })
    }

    /// Each rule's findings (in rule order) as one list, by offset, then rule order.
    static func merged(_ byRule: [[FragilityFinding]]) -> [FragilityFinding] {
        let numbered = byRule.enumerated().flatMap { order, findings in findings.map { (order, $0) } }
        return numbered.sorted { ($0.1.offset, $0.0) < ($1.1.offset, $1.0) }.map(\.1)
    }

    /// The rule called `id`.
    public static func rule(withID id: String) -> FragilityRule? {
        all.first { $0.id == id }
    }
}

/// What a fragility detector reads: the expression's one syntax, the same
/// value the engine, document needs and the model evaluator read.
public typealias XPathShape = XPathSyntax
