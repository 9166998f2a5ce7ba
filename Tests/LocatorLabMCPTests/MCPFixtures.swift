import Foundation
import LocatorLabComparison
import LocatorLabMCP
import LocatorLabXML
import LocatorLabTestSupport

/// The screens the MCP tests serve: one iOS and one Android sample.
enum MCPFixtures {
    static let ios = TestFixtures.sample("ios-users-user-details.xml").path
    static let android = TestFixtures.sample("android-shop-products.xml").path

    /// check_locator's timings read a clock stepped by hand, so that its
    /// answers are the same bytes every run.
    static func tools(limits: XPathLimits = .default) throws -> ScreenTools {
        try ScreenTools(screenRoots: [ios, android], limits: limits, clock: SteppedClock())
    }

    /// Every reading 1 ms after the one before: a timing's few samples
    /// each last one reading, and a handful of iterations fills them (with
    /// 10 µs steps the batches grew to hundreds of real evaluations).
    final class SteppedClock: MeasurementClock {
        private var now: UInt64 = 0

        func nanoseconds() -> UInt64 {
            now += 1_000_000
            return now
        }
    }

    static func call(_ tools: ScreenTools, _ name: String, _ arguments: String) -> ToolAnswer {
        tools.call(name, arguments: Array(arguments.utf8))
    }
}
