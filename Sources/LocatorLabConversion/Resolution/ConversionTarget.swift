import LocatorLabLocators

/// A strategy `convert` may rewrite an XPath into (`--targets`). Identifiers
/// come first by default; the native strategies are opt-in, and an XPath
/// becomes the first listed target proven to find the same elements on
/// every page source of its platform.
public enum ConversionTarget: String, Sendable, Hashable, Codable, CaseIterable {
    /// iOS `name` / Android `content-desc`.
    case accessibilityID = "accessibility-id"
    /// Android `resource-id`, through each client's id form.
    case id
    /// The element's class (Android `class`, iOS element type), through
    /// each client's class-name form.
    case className = "class-name"
    /// `-ios predicate string`.
    case predicate
    /// `-ios class chain`.
    case classChain = "class-chain"
    /// `-android uiautomator`.
    case uiAutomator = "uiautomator"

    /// Identifiers only.
    public static let defaults: [ConversionTarget] = [.accessibilityID, .id]

    public var strategy: LocatorStrategy {
        switch self {
        case .accessibilityID: .accessibilityID
        case .id: .id
        case .className: .className
        case .predicate: .predicate
        case .classChain: .classChain
        case .uiAutomator: .uiAutomator
        }
    }

    /// A comma-separated list, spelled as the raw values or as Appium's
    /// names; `nil` names the first entry that is neither.
    public static func list(_ text: String) -> Result<[ConversionTarget], UnknownTarget> {
        var targets: [ConversionTarget] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = part.trimmingPrefix(while: { $0 == " " })
            guard let strategy = LocatorStrategy(name: String(name)),
                let target = allCases.first(where: { $0.strategy == strategy })
            else { return .failure(UnknownTarget(name: String(part))) }
            if !targets.contains(target) { targets.append(target) }
        }
        return .success(targets)
    }

    /// A `--targets` entry that names no target.
    public struct UnknownTarget: Error, Sendable, Hashable {
        public var name: String
    }
}
