import LocatorLabConversion
import LocatorLabTestSources

/// One input parser under fuzzing, named as `scripts/fuzz.sh` names it.
/// Each has a libFuzzer harness in `Fuzz/<name>/` and invariants in
/// ``FuzzChecker`` that go beyond "no crash".
public enum FuzzTarget: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Appium XML page sources (`XMLPageSourceReader` through `PageSourceReader`).
    case xml
    /// XCUITest `debugDescription` dumps.
    case debugDescription
    /// LocatorLab's JSON tree format.
    case json
    /// One test-source lexer and the whole in-memory `convert` on it.
    case convert(SourceLanguage)
    /// The XPath front end: tokenizer, locators-file comments, compile and evaluate.
    case xpath
    /// `-ios predicate string`.
    case predicate
    /// `-ios class chain`.
    case classChain
    /// `-android uiautomator` (UiSelector).
    case uiAutomator

    public static let allCases: [FuzzTarget] =
        [.xml, .debugDescription, .json] + SourceLanguage.allCases.map { .convert($0) }
        + [.xpath, .predicate, .classChain, .uiAutomator]

    /// The name on the command line and of the harness folder.
    public var name: String {
        switch self {
        case .xml: "xml"
        case .debugDescription: "debug-description"
        case .json: "json"
        case .convert(let language): "convert-\(language.rawValue)"
        case .xpath: "xpath"
        case .predicate: "predicate"
        case .classChain: "class-chain"
        case .uiAutomator: "uiautomator"
        }
    }

    public var description: String { name }

    /// The target called `name`, if any.
    public init?(name: String) {
        guard let found = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = found
    }
}
