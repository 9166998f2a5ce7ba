/// One element line of a debugDescription dump, split into its parts:
/// `Button, 0x600000c8c1c0, {{16.0, 100.0}, {200.0, 44.0}}, identifier: 'done', label: 'Done', Disabled`.
/// Absent parts are `nil`; nothing is derived yet (that is
/// ``WebDriverAgentAttributes``' job).
struct DebugDescriptionLine: Sendable, Equatable {
    /// The type without the `XCUIElementType` prefix (`Button`, `Window`,
    /// or a private type such as `RemotePlaceholder`).
    var shortType: String
    /// The parenthesised marker after the type, e.g. `Main` in `Window (Main)`.
    var marker: String?
    /// The snapshot's memory address (`0x…`), printed by older Xcode versions.
    var address: String?
    /// `pid: N`, printed on application lines.
    var processID: Int?
    var frame: DebugDescriptionRect?
    var identifier: String?
    var label: String?
    var placeholderValue: String?
    /// `value:` is printed unquoted, to the end of the line.
    var value: String?
    /// Bare words after the fields: `Disabled`, `Selected`, `Keyboard Focused`, …
    var flags: [String] = []

    init(shortType: String) {
        self.shortType = shortType
    }

    var isDisabled: Bool { flags.contains("Disabled") }
    var isSelected: Bool { flags.contains("Selected") }
    /// `Focused`: the focus engine's focus (tvOS), XCTest's `hasFocus`;
    /// not `Keyboard Focused`, which is `hasKeyboardFocus`.
    var hasFocus: Bool { flags.contains("Focused") }
    var isApplication: Bool { shortType == "Application" }
}
