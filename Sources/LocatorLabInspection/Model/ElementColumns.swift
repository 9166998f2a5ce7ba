import LocatorLabLocators
import LocatorLabModel

/// What the page shows about every element of one screen, one array per
/// field, in document order. Strings are the page source's own
/// (``StringTable`` IDs), so a screen's elements cost a few numbers each
/// beyond the tree: a value per element per field made a million-element
/// screen take 5.6 GiB.
struct ElementColumns: Sendable {
    /// A string number for "no string".
    static let none = UInt32.max

    let tree: ElementTree
    /// Strings the page shows that the tree does not hold (none expected:
    /// every identity is read from the tree's attributes), numbered after
    /// the tree's.
    private(set) var extraStrings: [String] = []
    private var extraNumbers: [String: UInt32] = [:]

    private(set) var verdicts: [IdentifierVerdict] = []
    private(set) var identifiers: [UInt32] = []
    private(set) var resourceIDs: [UInt32] = []
    private(set) var labelDerivedNames: [UInt32] = []
    private(set) var labels: [UInt32] = []
    private(set) var values: [UInt32] = []
    /// ``QuickLocators/code`` of each element, and the accessibility id of
    /// those that have one.
    private(set) var quickCodes: [UInt8] = []
    private(set) var quickNames: [UInt32] = []
    /// The full ranked locators of the elements that have them.
    var ranked: [Int: [InspectedLocator]] = [:]
    /// The positions in the page's audit of each element's findings.
    var auditMarks: [Int: [Int]] = [:]
    let paths: ElementPathTable

    init(tree: ElementTree, paths: ElementPathTable) {
        self.tree = tree
        self.paths = paths
        for column in [\Self.identifiers, \.resourceIDs, \.labelDerivedNames, \.labels, \.values, \.quickNames] {
            self[keyPath: column].reserveCapacity(tree.count)
        }
        verdicts.reserveCapacity(tree.count)
        quickCodes.reserveCapacity(tree.count)
    }

    var count: Int { verdicts.count }

    /// Adds the next element in document order.
    mutating func append(
        identity: ElementIdentity, verdict: IdentifierVerdict, label: String?, value: String?, quick: QuickLocators
    ) {
        verdicts.append(verdict)
        identifiers.append(number(identity.accessibilityIdentifier))
        resourceIDs.append(number(identity.resourceID?.rawValue))
        labelDerivedNames.append(number(identity.labelDerivedName))
        labels.append(number(label))
        values.append(number(value))
        quickCodes.append(UInt8(quick.code))
        quickNames.append(number(quick.accessibilityID))
    }

    /// The number of `text` among the page's strings.
    private mutating func number(_ text: String?) -> UInt32 {
        guard let text else { return Self.none }
        if let id = tree.strings.id(of: text) { return id.raw }
        if let known = extraNumbers[text] { return known }
        let made = UInt32(tree.strings.count + extraStrings.count)
        extraStrings.append(text)
        extraNumbers[text] = made
        return made
    }

    /// The string numbered `number`, or `nil` for ``none``.
    func string(_ number: UInt32) -> String? {
        if number == Self.none { return nil }
        let tableCount = tree.strings.count
        return Int(number) < tableCount
            ? tree.strings.string(StringID(raw: number)) : extraStrings[Int(number) - tableCount]
    }

    /// The quick locators of element `index`, as ``ElementLocators`` found them.
    func quick(_ index: Int) -> QuickLocators {
        let code = Int(quickCodes[index])
        var quick = QuickLocators.none
        quick.accessibilityID = code & 1 != 0 ? string(quickNames[index]) : nil
        quick.nameIsLabel = code & 2 != 0
        if code & 4 != 0, let raw = string(resourceIDs[index]) {
            quick.androidIDIsShort = code & 8 != 0
            quick.androidID = quick.androidIDIsShort ? AndroidResourceName(raw).entry : raw
        }
        return quick
    }
}
