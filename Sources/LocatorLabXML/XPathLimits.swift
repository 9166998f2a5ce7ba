/// The bounds on one XPath evaluation, passed by value to each evaluator
/// (and to each `LocatorEngine`), so that engines with different limits can
/// live in one process: a server holds many, a command builds them from its
/// options (`--xpath-timeout`, `--xpath-operation-limit`).
public struct XPathLimits: Sendable, Hashable {
    /// libxml2's operation count for one evaluation (`xmlXPathContext.opLimit`):
    /// by default 50 million, far above any sane locator on a large page
    /// source, far below what a runaway expression would do.
    public var operationLimit: Int
    /// The wall-clock seconds one evaluation may take: by default 10, when a
    /// locator on the largest real page source (70k elements) takes well
    /// under a second in a debug build.
    public var timeLimit: Double
    /// The bytes one evaluation may hold in libxml2 and in the extension
    /// functions (node sets, strings): by default 256 MiB, 32 times the node
    /// set of `//*` on a million-element page (8 MB).
    public var memoryLimit: Int

    public init(operationLimit: Int = 50_000_000, timeLimit: Double = 10, memoryLimit: Int = 256 << 20) {
        self.operationLimit = operationLimit
        self.timeLimit = timeLimit
        self.memoryLimit = memoryLimit
    }

    /// The limits every evaluator has unless given others.
    public static let `default` = XPathLimits()
}
