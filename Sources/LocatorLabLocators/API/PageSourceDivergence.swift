import LocatorLabModel

/// An XPath that matches other elements on the page-source file than on a
/// device, and why: kept as data and worded only when the note is read, so
/// that an evaluation whose notes nobody reads (a timing loop, a survival
/// trial) does not build the sentence.
struct PageSourceDivergence: Sendable, Hashable, CustomStringConvertible {
    let platform: Platform
    /// The file's wrapper element (`AppiumAUT`), which a device has not.
    let wrapper: String?
    /// Whether the page-source-only attributes (`processId`, `bundleId`) are
    /// part of the reason.
    let withoutPageSourceOnlyAttributes: Bool
    let fileCount: Int
    let deviceCount: Int

    var description: String {
        let driver = platform.driverName
        var reasons: [String] = []
        if let wrapper { reasons.append("without the \(wrapper) wrapper") }
        if withoutPageSourceOnlyAttributes {
            reasons.append("without the page-source-only attributes processId and bundleId")
        }
        let how = reasons.isEmpty ? "" : " " + reasons.joined(separator: " and ")
        let lead = "on the page-source file this XPath matches \(Self.count(fileCount)), but on a device \(driver) "
            + "evaluates\(how) and it matches"
        if fileCount == deviceCount {
            return "\(lead) \(Self.count(deviceCount)) that are not the same"
        }
        return "\(lead) \(deviceCount)"
    }

    private static func count(_ number: Int) -> String {
        number == 1 ? "1 element" : "\(number) elements"
    }
}
