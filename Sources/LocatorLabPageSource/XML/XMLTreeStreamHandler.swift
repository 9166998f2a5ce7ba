import LocatorLabFiles
import LocatorLabModel
import LocatorLabXML

/// Builds the ``ElementTree`` of an XML page source from libxml2's element
/// events, checking the page-source rules and every ``ReadLimits`` limit as
/// each element arrives: the first element decides the platform and whether
/// it is a wrapper (`AppiumAUT`, or any other WDA `scope` name around iOS
/// elements).
final class XMLTreeStreamHandler: LXStreamHandler {
    private let file: String?
    private let skippedLines: Int
    private let limits: ReadLimits
    /// The model depth refused: the user's limit, capped so that the wrapper
    /// level still fits libxml2's ceiling.
    private let depthLimit: Int
    // `@exclusivity(unchecked)`: the state touched for every element and
    // attribute. One parser on one thread calls the handler, one callback at
    // a time, so no two accesses overlap; the runtime's checks of that were
    // 8% of the instructions of a one-shot `query` on 1,000 elements
    // (`swift_beginAccess`, callgrind; issue 21, item 6).
    @exclusivity(unchecked) private var builder = ElementTreeBuilder(platform: .ios)
    private(set) var failure: PageSourceError?

    @exclusivity(unchecked) private var sawFirstElement = false
    private var hasWrapper = false
    private var wrapperName = ""
    @exclusivity(unchecked) private var sawRootElement = false
    @exclusivity(unchecked) private var platform = Platform.ios
    private let hierarchyName: StringID
    private let adbNodeName: StringID
    private let classAttribute: StringID

    init(file: String?, skippedLines: Int, limits: ReadLimits) {
        self.file = file
        self.skippedLines = skippedLines
        self.limits = limits
        depthLimit = min(limits.maximumDepth, XMLParseOptions.largestMaximumDepth - 1)
        hierarchyName = builder.intern(XMLPageSourceReader.androidRootName)
        adbNodeName = builder.intern(XMLPageSourceReader.adbNodeName)
        classAttribute = builder.intern(AttributeName.className)
    }

    func number(forName name: String) -> UInt32 {
        builder.intern(name).raw
    }

    func startElement(_ element: LXStreamElement) -> Bool {
        let name = StringID(raw: element.nameNumber)
        if !sawFirstElement {
            sawFirstElement = true
            let rootName = builder.strings.string(name)
            platform = name == hierarchyName ? .android : .ios
            // Any other root around iOS elements is a WDA `scope` wrapper
            // (Appium uses `AppiumAUT`); the tree keeps its name.
            if platform == .ios && !rootName.hasPrefix(XMLPageSourceReader.iosTypePrefix) {
                hasWrapper = true
                wrapperName = rootName
                builder.platform = platform
                builder.wrapper = rootName
                return true  // the wrapper itself is not an element of the tree
            }
            builder.platform = platform
        }
        if builder.depth == 0 {
            if sawRootElement {
                return fail(
                    .malformed(
                        file: file, position: position(element),
                        message: "a second top-level element <\(builder.strings.string(name))> inside <\(wrapperName)>",
                        expected: "exactly one application element"))
            }
            sawRootElement = true
        }
        guard builder.depth < depthLimit else {
            return fail(XMLPageSourceReader.nestingError(file: file, position: position(element), limits: limits))
        }
        guard builder.count < limits.maximumElements else {
            return fail(
                .limitExceeded(
                    file: file, position: position(element), what: "element count", limit: limits.maximumElements,
                    option: ReadLimits.elementsOption))
        }
        switch platform {
        case .ios:
            let isIOSType = builder.strings.withUTF8(name) { Self.startsWithIOSTypePrefix($0) }
            if !isIOSType {
                return fail(
                    .malformed(
                        file: file, position: position(element),
                        message: "unexpected element <\(builder.strings.string(name))> in an iOS page source",
                        expected: "an XCUIElementType… element"))
            }
        case .android:
            if builder.depth > 0 && name == hierarchyName {
                return fail(
                    .malformed(
                        file: file, position: position(element), message: "a nested <hierarchy> element",
                        expected: "class-named elements"))
            }
        }
        for index in 0..<element.attributeCount
        where element.attributeValueLength(at: index) > XMLPageSourceReader.maximumAttributeValueBytes {
            let limit = XMLPageSourceReader.maximumAttributeValueBytes
            return fail(
                .malformed(
                    file: file, position: position(element),
                    message: "an attribute value of \(element.attributeValueLength(at: index)) bytes, which no page source has",
                    expected: "attribute values of at most \(limit) bytes"))
        }
        builder.open(type: name)
        var adbClass: StringID?
        for index in 0..<element.attributeCount {
            let attributeName = StringID(raw: element.attributeNameNumber(at: index))
            let value = element.withAttributeValue(at: index) { builder.intern($0) }
            builder.addAttribute(name: attributeName, value: value)
            if attributeName == classAttribute && adbClass == nil { adbClass = value }
        }
        // `adb uiautomator dump` names every element `node` and keeps the
        // class in an attribute; the model uses the class, as UiAutomator2 does.
        if name == adbNodeName {
            builder.setTypeOfLast(adbClass ?? builder.intern("android.view.View"))
        }
        return true
    }

    func endElement() -> Bool {
        if builder.depth > 0 { builder.close() }
        return true
    }

    func finish() throws -> ElementTree {
        guard sawFirstElement else {
            throw PageSourceError.malformed(
                file: file, position: nil, message: "the document has no root element",
                expected: "<AppiumAUT>, <XCUIElementType…> or <hierarchy>")
        }
        return builder.finish()
    }

    private static let iosTypePrefix = Array(XMLPageSourceReader.iosTypePrefix.utf8)

    /// Whether a name starts with `XCUIElementType`, compared as bytes (the
    /// generic `starts(with:)` over a String's UTF-8 view cost 575
    /// instructions an element).
    private static func startsWithIOSTypePrefix(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        name.count >= iosTypePrefix.count && name.prefix(iosTypePrefix.count).elementsEqual(iosTypePrefix)
    }

    private func position(_ element: LXStreamElement) -> SourcePosition {
        SourcePosition(line: element.line + skippedLines, column: 0)
    }

    private func fail(_ error: PageSourceError) -> Bool {
        failure = error
        return false
    }
}
