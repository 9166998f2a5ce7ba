import Foundation
import LocatorLabModel
import LocatorLabReporting
import LocatorLabXML

/// The tools `locatorlab-mcp` offers, as data: each takes a `Codable`
/// input, makes one call over the served screens and their engines, and
/// answers JSON. No transport and no MCP types here (``MCPServerSetup``
/// puts them on the SDK's server), so every tool is testable as a call.
///
/// Calls are answered one at a time (the engines own libxml2 documents and
/// are not `Sendable`); every evaluation runs within `--xpath-timeout`.
public final class ScreenTools: @unchecked Sendable {
    public let roots: ServedRoots
    /// The test sources `convert_preview` may read; none when not given.
    public let testRoots: ServedRoots?
    let served: ServedScreens
    /// The most elements, locators or findings one answer lists.
    public static let defaultLimit = 20
    public static let maximumLimit = 500
    private let lock = NSLock()

    public init(screens: ServedScreens, roots: ServedRoots, testRoots: ServedRoots? = nil) {
        self.served = screens
        self.roots = roots
        self.testRoots = testRoots
    }

    /// Reads the screens under `roots` and serves them, with the test
    /// sources under `testRoots` for `convert_preview`.
    public convenience init(
        screenRoots: [String], testRoots: [String] = [], limits: XPathLimits = .default
    ) throws(ToolError) {
        let roots = try ServedRoots(screenRoots)
        self.init(
            screens: try ServedScreens.read(roots: screenRoots, served: roots, limits: limits), roots: roots,
            testRoots: testRoots.isEmpty ? nil : try ServedRoots(testRoots))
    }

    public var screens: [Screen] { served.screens }
    /// Files under the roots that are not served, and why.
    public var skipped: [String] { served.skipped }

    /// Answers a call of the tool `name` with `arguments` (a JSON object;
    /// empty for none). Bad input is an answer with `isError`, never a throw.
    public func call(_ name: String, arguments: [UInt8]) -> ToolAnswer {
        lock.lock()
        defer { lock.unlock() }
        do throws(ToolError) {
            switch name {
            case "list_screens": return try answer(listScreens(try decode(arguments, for: name)))
            case "find": return try answer(find(try decode(arguments, for: name)))
            case "element_at": return try answer(elementAt(try decode(arguments, for: name)))
            case "locators_for_element": return try answer(locatorsForElement(try decode(arguments, for: name)))
            case "check_locator": return try answer(checkLocator(try decode(arguments, for: name)))
            case "audit_screen": return try answer(auditScreen(try decode(arguments, for: name)))
            case "convert_preview": return try answer(convertPreview(try decode(arguments, for: name)))
            default:
                let names = ToolCatalog.tools.map(\.name).joined(separator: ", ")
                throw ToolError("unknown tool '\(name)'; the tools are \(names)")
            }
        } catch {
            return ToolAnswer(text: error.message, isError: true)
        }
    }

    private func decode<Input: Decodable>(_ arguments: [UInt8], for tool: String) throws(ToolError) -> Input {
        do {
            return try JSONDecoder().decode(Input.self, from: Data(arguments.isEmpty ? Array("{}".utf8) : arguments))
        } catch let DecodingError.keyNotFound(key, _) {
            throw ToolError("\(tool): the argument '\(key.stringValue)' is required")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw ToolError("\(tool): the argument '\(path)' has the wrong type: \(context.debugDescription)")
        } catch {
            throw ToolError("\(tool): the arguments are not a JSON object")
        }
    }

    private func answer(_ value: some Encodable) throws(ToolError) -> ToolAnswer {
        do {
            return ToolAnswer(text: String(decoding: try ReportJSON.encode(value), as: UTF8.self), isError: false)
        } catch {
            throw ToolError("\(error)")
        }
    }

    /// The screens a tool runs on: the one named, or every one.
    func screenIndexes(_ reference: String?) throws(ToolError) -> [Int] {
        guard let reference else { return Array(served.screens.indices) }
        return [try served.index(of: reference, roots: roots)]
    }

    static func limit(_ asked: Int?) -> Int {
        min(max(asked ?? defaultLimit, 1), maximumLimit)
    }
}
