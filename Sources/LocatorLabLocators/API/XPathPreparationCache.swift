import Foundation
import LocatorLabModel

/// The ``XPathPreparation``s of one run, shared by its engines (a
/// comparison has one per page source, on several threads): an XPath is read
/// once per platform and wrapper rather than once per page source.
public final class XPathPreparationCache: @unchecked Sendable {
    private struct Key: Hashable {
        var expression: String
        var platform: Platform
        var wrapper: String?
    }

    private var preparations: [Key: XPathPreparation] = [:]
    private let lock = NSLock()
    /// As an engine's own cache: enough for every locator of a large suite,
    /// dropped when a run feeds more distinct expressions than this.
    private static let limit = 4096

    public init() {}

    /// The preparation of `expression` for `platform` and `wrapper`, made on
    /// `meter` when no engine made it yet. One stopped by its meter is
    /// incomplete, and is returned but not kept.
    func preparation(
        of expression: String, platform: Platform, wrapper: String?, meter: PreparationMeter
    ) -> XPathPreparation {
        let key = Key(expression: expression, platform: platform, wrapper: wrapper)
        if let known = lock.withLock({ preparations[key] }) { return known }
        // Made outside the lock: another thread's lookups do not wait for it.
        let made = XPathPreparation(expression, platform: platform, wrapper: wrapper, meter: meter)
        guard !meter.stopped else { return made }
        return lock.withLock {
            if let raced = preparations[key] { return raced }
            if preparations.count >= Self.limit { preparations.removeAll(keepingCapacity: true) }
            preparations[key] = made
            return made
        }
    }
}
