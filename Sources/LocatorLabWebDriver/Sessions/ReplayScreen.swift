import LocatorLabModel
import LocatorLabPageSource

/// One screen a replay serves: the tree finds are evaluated on, the bytes
/// `GET /source` answers, and the screenshot `GET /screenshot` answers.
public struct ReplayScreen: Sendable {
    /// The page source's file name (or the recording's screen id): what
    /// the log, the report and `locatorlab:screen` call it.
    public let name: String
    /// The page-source file it was read from.
    public let file: String
    public let tree: ElementTree
    /// What `GET /source` answers: the driver's own layout (see ``init(name:file:tree:bytes:screenshot:)``).
    public let source: [UInt8]
    /// A PNG, when one was given.
    public let screenshot: [UInt8]?

    /// - Parameter bytes: the page-source file as read. An XML page source
    ///   in the layout the driver answers is served as it is; anything else
    ///   (a debugDescription dump, a JSON tree, WebDriverAgent's own XML
    ///   without the `AppiumAUT` scope) is written as the driver would
    ///   answer it: the XCUITest driver asks WebDriverAgent for
    ///   `/source?format=xml&scope=AppiumAUT` (xcuitest-driver@05ce2be:
    ///   `lib/commands/source.ts`, formats.md 1.1), UiAutomator2 answers its
    ///   `hierarchy` document.
    public init(name: String, file: String? = nil, tree: ElementTree, bytes: [UInt8], screenshot: [UInt8]?) {
        self.name = name
        self.file = file ?? name
        self.tree = tree
        self.screenshot = screenshot
        self.source = Self.servesAsIs(bytes, tree: tree) ? bytes : Self.driverLayout(of: tree)
    }

    static func servesAsIs(_ bytes: [UInt8], tree: ElementTree) -> Bool {
        let isXML = bytes.drop { $0 == 0xEF || $0 == 0xBB || $0 == 0xBF || $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
            .first == UInt8(ascii: "<")
        switch tree.platform {
        case .ios: return isXML && tree.wrapper == "AppiumAUT"
        case .android: return isXML && tree.hasAndroidHierarchyRoot
        }
    }

    static func driverLayout(of tree: ElementTree) -> [UInt8] {
        var shaped = tree
        if shaped.platform == .ios {
            shaped.wrapper = "AppiumAUT"
            shaped.xmlLayout = .current
        }
        return PageSourceWriter.write(shaped, as: .xml)
    }
}
