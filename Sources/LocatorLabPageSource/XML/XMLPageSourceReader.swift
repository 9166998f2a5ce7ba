import LocatorLabModel
import LocatorLabXML

/// Reads Appium XML page sources into an ``ElementTree``:
/// - iOS (WebDriverAgent): with or without an `<AppiumAUT>` wrapper, one line
///   or indented, any attribute order, every attribute era;
/// - Android (UiAutomator2): `<hierarchy>` with class-named elements, current
///   and legacy attribute sets, and `adb uiautomator dump` `<node>` files.
///
/// Parsing goes through libxml2 with network, DTDs and entity substitution
/// off; documents that declare a DTD are refused.
public enum XMLPageSourceReader {
    /// The root element name of an Android page source.
    public static let androidRootName = "hierarchy"
    /// The element name `adb shell uiautomator dump` uses for every node.
    static let adbNodeName = "node"
    static let iosTypePrefix = "XCUIElementType"

    public static func read(_ bytes: [UInt8], file: String?, limits: ReadLimits = ReadLimits()) throws -> ElementTree {
        guard bytes.count <= limits.maximumBytes else {
            throw PageSourceError.limitExceeded(
                file: file, position: nil, what: "input size (\(bytes.count) bytes)", limit: limits.maximumBytes,
                option: ReadLimits.bytesOption)
        }
        // Leading whitespace (and a byte-order mark) would make the XML
        // declaration illegal; skip it but keep line numbers true.
        var start = bytes.starts(with: SourceText.byteOrderMark) ? 3 : 0
        var skippedLines = 0
        var skippedColumns = 0  // on the line where parsing starts
        while start < bytes.count, [9, 10, 13, 32].contains(bytes[start]) {
            if bytes[start] == 10 {
                skippedLines += 1
                skippedColumns = 0
            } else {
                skippedColumns += 1
            }
            start += 1
        }
        let document: LXDocument
        do {
            let parserDepth = min(limits.maximumDepth, XMLParseOptions.largestMaximumDepth - depthAllowance) + depthAllowance
            let options = XMLParseOptions(maximumDepth: parserDepth)
            let crowdedLine = bytes.withUnsafeBytes { buffer in
                XMLAttributeCountScanner.firstCrowdedElementLine(in: UnsafeRawBufferPointer(rebasing: buffer[start...]))
            }
            if let crowdedLine {
                let limit = XMLAttributeCountScanner.maximumAttributesPerElement
                throw PageSourceError.malformed(
                    file: file, position: SourcePosition(line: crowdedLine + skippedLines, column: 0),
                    message: "an element has more than \(limit) attributes, which no page source has",
                    expected: "at most \(limit) attributes per element")
            }
            document = try bytes.withUnsafeBytes { buffer throws(XMLError) in
                try LXDocument.parse(UnsafeRawBufferPointer(rebasing: buffer[start...]), options: options)
            }
        } catch let error as XMLError {
            throw translate(error, file: file, skippedLines: skippedLines, skippedColumns: skippedColumns, limits: limits)
        }
        return try build(from: document, file: file, skippedLines: skippedLines, limits: limits)
    }

    /// The wrapper element and `hierarchy` add a level libxml2 counts but the
    /// model does not.
    private static let depthAllowance = 1

    private static func translate(
        _ error: XMLError, file: String?, skippedLines: Int, skippedColumns: Int, limits: ReadLimits
    ) -> PageSourceError {
        let position = error.position.map { parsed in
            // libxml2 counts from the first byte it was given; only its first
            // line shares a line with the skipped whitespace.
            let column = parsed.line == 1 && parsed.column > 0 ? parsed.column + skippedColumns : parsed.column
            return SourcePosition(line: parsed.line + skippedLines, column: column)
        }
        switch error {
        case .dtdNotAllowed:
            return .dtdNotAllowed(file: file, position: position)
        case .nestingTooDeep:
            // The parser's own limit includes the wrapper level
            // (`depthAllowance`); the user set the model's.
            let effective = min(limits.maximumDepth, XMLParseOptions.largestMaximumDepth)
            let option = limits.maximumDepth >= XMLParseOptions.largestMaximumDepth
                ? "\(ReadLimits.depthOption) (libxml2 parses XML at most \(XMLParseOptions.largestMaximumDepth) levels deep)"
                : ReadLimits.depthOption
            return .limitExceeded(file: file, position: position, what: "element nesting", limit: effective, option: option)
        case .malformed(let message, _, _, _):
            return .malformed(file: file, position: position, message: message, expected: nil)
        default:
            return .malformed(file: file, position: position, message: error.description, expected: nil)
        }
    }

    private static func build(from document: LXDocument, file: String?, skippedLines: Int, limits: ReadLimits) throws -> ElementTree {
        guard let rootName = document.rootElementName else {
            throw PageSourceError.malformed(file: file, position: nil, message: "the document has no root element", expected: "<AppiumAUT>, <XCUIElementType…> or <hierarchy>")
        }
        let platform: Platform = rootName == androidRootName ? .android : .ios
        // Any other root around iOS elements is a WDA `scope` wrapper
        // (Appium uses `AppiumAUT`); the tree keeps its name.
        let wrapper: String? = (platform == .ios && !rootName.hasPrefix(iosTypePrefix)) ? rootName : nil
        var builder = ElementTreeBuilder(platform: platform, wrapper: wrapper)
        var inWrapper = false
        var sawRootElement = false

        try document.walkElements(
            makeAttribute: { Attribute($0, $1) },
            enter: { view, attributes in
                func position() -> SourcePosition { SourcePosition(line: view.line + skippedLines, column: 0) }
                if wrapper != nil && !inWrapper {
                    inWrapper = true  // the wrapper itself is not an element of the tree
                    return
                }
                if builder.depth == 0 {
                    if sawRootElement {
                        throw PageSourceError.malformed(
                            file: file, position: position(),
                            message: "a second top-level element <\(view.name)> inside <\(wrapper ?? rootName)>",
                            expected: "exactly one application element")
                    }
                    sawRootElement = true
                }
                guard builder.depth < limits.maximumDepth else {
                    throw PageSourceError.limitExceeded(
                        file: file, position: position(), what: "element nesting", limit: limits.maximumDepth,
                        option: ReadLimits.depthOption)
                }
                guard builder.count < limits.maximumElements else {
                    throw PageSourceError.limitExceeded(
                        file: file, position: position(), what: "element count", limit: limits.maximumElements,
                        option: ReadLimits.elementsOption)
                }
                if platform == .ios && !view.name.hasPrefix(iosTypePrefix) {
                    throw PageSourceError.malformed(
                        file: file, position: position(), message: "unexpected element <\(view.name)> in an iOS page source",
                        expected: "an XCUIElementType… element")
                }
                if platform == .android && builder.depth > 0, view.name == androidRootName {
                    throw PageSourceError.malformed(
                        file: file, position: position(), message: "a nested <hierarchy> element", expected: "class-named elements")
                }
                builder.open(Element(type: elementType(named: view.name, attributes: attributes), attributes: attributes))
            },
            leave: {
                if builder.depth == 0 {
                    inWrapper = false
                } else {
                    builder.close()
                }
            })
        return builder.finish()
    }

    /// `adb uiautomator dump` names every element `node` and keeps the class
    /// in an attribute; the model uses the class, as UiAutomator2 does.
    private static func elementType(named name: String, attributes: [Attribute]) -> String {
        guard name == adbNodeName else { return name }
        return attributes.first(where: { $0.name == AttributeName.className })?.value ?? "android.view.View"
    }
}
