/// Each tool's name, description (written for a model choosing a tool)
/// and JSON schema of its arguments, in the order `tools/list` gives them.
public enum ToolCatalog {
    public struct Tool: Sendable, Hashable {
        public var name: String
        public var description: String
        /// A JSON Schema object, as JSON text.
        public var inputSchema: String
    }

    private static let locatorSchema = """
        {"type": "object", "description": "A locator: strategy and value.", "properties": {\
        "strategy": {"type": "string", "description": "xpath, accessibility id, id, class name, -ios predicate string, -ios class chain, -android uiautomator, or xcuitest for a Swift XCUITest query such as app.buttons[\\\"Done\\\"] (iOS screens only; LocatorLab's spellings such as accessibility-id also work)."}, \
        "value": {"type": "string", "description": "The XPath, identifier, predicate … as the test passes it to the driver."}}, \
        "required": ["strategy", "value"], "additionalProperties": false}
        """
    private static let screenSchema = """
        {"type": "string", "description": "A screen's name as list_screens gives it (or the path of its page source inside the served folders)."}
        """
    private static let limitSchema = """
        {"type": "integer", "minimum": 1, "maximum": \(ScreenTools.maximumLimit), "description": "The most items listed (default \(ScreenTools.defaultLimit)); the answer counts the ones left out."}
        """

    public static let tools: [Tool] = [
        Tool(
            name: "list_screens",
            description:
                "Lists the saved screens (Appium page sources, and the screens of recorded runs) this server answers about: each screen's name (pass it as `screen` to the other tools), platform (ios or android), app, element count, how many elements carry an identifier and the recording it comes from; and the recorded runs (for recorded_finds). Call it first.",
            inputSchema: #"{"type": "object", "properties": {}, "additionalProperties": false}"#),
        Tool(
            name: "find",
            description:
                "Evaluates a locator exactly as the driver would (WebDriverAgent on iOS, UiAutomator2 on Android) on one saved screen or all of them, without a device. Answers per screen the verdict (unique, ambiguous, broken, error), the elements found with their key attributes and an absolute XPath path that selects each exactly, and the driver's own error (invalid selector …) when the driver would refuse the locator.",
            inputSchema: """
                {"type": "object", "properties": {"locator": \(locatorSchema), "screen": \(screenSchema), "limit": \(limitSchema)}, \
                "required": ["locator"], "additionalProperties": false}
                """),
        Tool(
            name: "element_at",
            description:
                "Finds the element at a point of a screenshot (x, y in points/pixels of the page source's frames: the deepest element there), or the elements with a given visible text, label or identifier. Use the `path` it answers with locators_for_element.",
            inputSchema: """
                {"type": "object", "properties": {"screen": \(screenSchema), \
                "x": {"type": "integer"}, "y": {"type": "integer"}, \
                "text": {"type": "string", "description": "Visible text: iOS label or value, Android text."}, \
                "label": {"type": "string", "description": "iOS label or Android content-desc."}, \
                "identifier": {"type": "string", "description": "iOS name/identifier or Android resource-id (with or without the package)."}, \
                "limit": \(limitSchema)}, "required": ["screen"], "additionalProperties": false}
                """),
        Tool(
            name: "locators_for_element",
            description:
                "The best locators for one element, ranked as LocatorLab's compare and inspect rank them (identifiers first, then by how many simulated app changes each survives), each verified to find exactly that element with the driver's rules, with its fragility findings and the line of code for the chosen client language. Name the element by any locator that finds exactly it, such as the `path` from find or element_at.",
            inputSchema: """
                {"type": "object", "properties": {"screen": \(screenSchema), "locator": \(locatorSchema), \
                "language": {"type": "string", "enum": ["java", "kotlin", "python", "javascript", "ruby", "csharp", "robot", "swift"], "description": "The client the code line is for (default python; javascript is WebdriverIO, swift is XCUITest)."}, \
                "limit": \(limitSchema)}, "required": ["screen", "locator"], "additionalProperties": false}
                """),
        Tool(
            name: "check_locator",
            description:
                "LocatorLab compare's verdict on one locator an existing test uses: per screen whether it is unique, ambiguous or broken, its fragility findings (index-based, layout-dependent, text that translation changes …), ranked replacement locators verified on the screen, and how it survives simulated app changes.",
            inputSchema: """
                {"type": "object", "properties": {"locator": \(locatorSchema), "screen": \(screenSchema)}, \
                "required": ["locator"], "additionalProperties": false}
                """),
        Tool(
            name: "audit_screen",
            description:
                "Audits accessibility identifiers on one screen or all: the coverage of interactive elements with identifiers, and each finding (missing, duplicated or unstable identifiers) with the identifier the app should add, in its convention when given.",
            inputSchema: """
                {"type": "object", "properties": {"screen": \(screenSchema), \
                "convention": {"type": "string", "description": "The app's identifier convention, as audit --convention takes it."}, \
                "limit": \(limitSchema)}, "additionalProperties": false}
                """),
        Tool(
            name: "convert_preview",
            description:
                "Previews LocatorLab convert on one test source under the server's --tests folders: the rewrite of its XPath locators (Java, Kotlin, Python, JavaScript/TypeScript, Ruby, C#, Robot Framework) or XCUITest queries (Swift) to identifier locators, only where the served screens prove the new locator finds the same elements, as a unified diff, and each locator's outcome (converted, ambiguous, label-only, dynamic …) with the reason. It writes the file only when the server was started with --allow-write and the call passes write: true (atomically, keeping the file's encoding and line endings, as `locatorlab convert --write` does); otherwise apply the diff yourself.",
            inputSchema: """
                {"type": "object", "properties": {"file": {"type": "string", "description": "The test source, inside the --tests folders (absolute, or relative to one of them)."}, \
                "write": {"type": "boolean", "description": "Write the proven rewrite to the file (default false). Refused unless the server was started with --allow-write."}, \
                "limit": \(limitSchema)}, "required": ["file"], "additionalProperties": false}
                """),
        Tool(
            name: "recorded_finds",
            description:
                "What a recorded test run (a --recording folder made by locatorlab record) sent, judged as LocatorLab compare --recording judges it: each distinct locator with its result on every screen it was sent on (unique, ambiguous, broken, error), each find's recorded answer from the device beside LocatorLab's count (where they disagree, the likely cause), fragility findings, and the identifier replacement verified to find the same elements on every screen it was sent on. The recorded screens are served too: pass their names (in `screens`) to the other tools.",
            inputSchema: """
                {"type": "object", "properties": {"recording": {"type": "string", "description": "The recording's name as list_screens gives it (may be left out when the server serves one)."}, \
                "limit": \(limitSchema)}, "additionalProperties": false}
                """),
    ]
}
