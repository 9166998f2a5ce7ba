import Foundation
import LocatorLabComparison
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
    /// The `--recording` folders, whose screens are among ``screens``.
    public let recordings: [ServedRecording]
    /// Whether `convert_preview` may write (`--allow-write`); a call must
    /// still ask with `write: true`.
    public let allowsWrite: Bool
    /// What check_locator's timings read (tests give a clock they step).
    let clock: any MeasurementClock
    /// Each recording's `compare --recording` report, made on first use:
    /// a recording does not change while it is served.
    var recordedReports: [String: RecordedRunReport] = [:]
    /// The most elements, locators or findings one answer lists.
    public static let defaultLimit = 20
    public static let maximumLimit = 500
    /// One call at a time (see above); resources are read under it too.
    let lock = NSLock()

    public init(
        screens: ServedScreens, roots: ServedRoots, testRoots: ServedRoots? = nil, recordings: [ServedRecording] = [],
        allowsWrite: Bool = false, clock: any MeasurementClock = ContinuousMeasurementClock()
    ) {
        self.clock = clock
        self.served = screens
        self.roots = roots
        self.testRoots = testRoots
        self.recordings = recordings
        self.allowsWrite = allowsWrite
    }

    /// Reads the screens under `screenRoots` and the recordings in
    /// `recordingRoots` and serves them, with the test sources under
    /// `testRoots` for `convert_preview` (written only when `allowsWrite`).
    public convenience init(
        screenRoots: [String], recordingRoots: [String] = [], testRoots: [String] = [], limits: XPathLimits = .default,
        allowsWrite: Bool = false, clock: any MeasurementClock = ContinuousMeasurementClock()
    ) throws(ToolError) {
        let roots = try ServedRoots(screenRoots + recordingRoots)
        let recordings = try ServedRecording.read(recordingRoots, roots: roots)
        self.init(
            screens: try ServedScreens.read(roots: screenRoots, recordings: recordings, served: roots, limits: limits),
            roots: roots, testRoots: testRoots.isEmpty ? nil : try ServedRoots(testRoots), recordings: recordings,
            allowsWrite: allowsWrite, clock: clock)
    }

    /// The tools as `locatorlab-mcp`'s command line asks for them.
    public convenience init(_ arguments: MCPArguments) throws(ToolError) {
        try self.init(
            screenRoots: arguments.screens, recordingRoots: arguments.recordings, testRoots: arguments.tests,
            limits: arguments.limits, allowsWrite: arguments.allowWrite)
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
            case "recorded_finds": return try answer(recordedFinds(try decode(arguments, for: name)))
            default:
                let names = ToolCatalog.tools.map(\.name).joined(separator: ", ")
                throw ToolError("unknown tool \(ToolError.quoted(name)); the tools are \(names)")
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
        } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw ToolError("\(tool): the argument '\(path)' is not valid: \(context.debugDescription)")
        } catch {
            guard (try? JSONSerialization.jsonObject(with: Data(arguments))) is [String: Any] else {
                throw ToolError("\(tool): the arguments are not a JSON object")
            }
            // A JSON object with a value the decoder could not place: a
            // number no whole number holds (`"limit": 1e308`), which
            // Foundation's decoder reports as "not valid JSON" with no path.
            throw ToolError(
                "\(tool): the arguments do not fit the tool's input schema (a number out of range or not whole?); tools/list gives the schema"
            )
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
