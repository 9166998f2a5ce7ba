import LocatorLabConversion
import LocatorLabLocators
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSupport
import Testing

/// The equivalence rule of `AccessibilityIDResolver`, one outcome at a time.
@Suite("AccessibilityIDResolver")
struct ResolverTests {
    /// An iOS application with the given children under one window.
    private static func iosTree(_ children: [Element]) -> ElementTree {
        var builder = ElementTreeBuilder(platform: .ios)
        _ = builder.open(
            Element(
                type: "XCUIElementTypeApplication", attributes: [Attribute("name", "App"), Attribute("label", "App")]))
        _ = builder.open(Element(type: "XCUIElementTypeWindow"))
        for child in children { _ = builder.add(child) }
        builder.close()
        builder.close()
        return builder.finish()
    }

    private static func element(_ type: String, name: String?, label: String? = nil, identifier: String? = nil)
        -> Element
    {
        var attributes: [Attribute] = []
        if let name { attributes.append(Attribute("name", name)) }
        if let label { attributes.append(Attribute("label", label)) }
        return Element(type: "XCUIElementType\(type)", attributes: attributes, identifier: identifier)
    }

    private func resolve(_ xpath: String, on trees: [ElementTree], allowsLabels: Bool = false) -> XPathResolution {
        let sources = trees.enumerated().map { Screen(name: "screen\($0.offset + 1)", tree: $0.element) }
        return AccessibilityIDResolver(pageSources: sources, allowsLabels: allowsLabels).resolve(xpath)
    }

    @Test func anXPathOnOneIdentifiedElementConverts() {
        let tree = Self.iosTree([Self.element("Button", name: "save", label: "Save")])
        let resolution = resolve("//XCUIElementTypeButton[@name='save']", on: [tree])
        #expect(resolution.outcome == .converted)
        #expect(resolution.accessibilityID == "save")
        #expect(resolution.platforms == [.ios])
    }

    @Test func nothingMatchedAnywhereIsNoMatch() {
        let tree = Self.iosTree([Self.element("Button", name: "save", label: "Save")])
        #expect(resolve("//XCUIElementTypeSwitch", on: [tree, tree]).outcome == .noMatch)
    }

    @Test func elementsWithDifferentNamesOrNoneAreAmbiguousAndOneUnnamedElementIsNotEquivalent() {
        let tree = Self.iosTree([
            Self.element("Button", name: "save", label: "Save"),
            Self.element("Button", name: "cancel", label: "Cancel"),
            Self.element("Image", name: nil),
        ])
        let different = resolve("//XCUIElementTypeButton", on: [tree])
        #expect(different.outcome == .ambiguous)
        #expect(different.reason.contains("'save', 'cancel'"))
        let unnamed = resolve("//XCUIElementTypeImage", on: [tree])
        #expect(unnamed.outcome == .notEquivalent)
        #expect(unnamed.reason.contains("and it has no name, so no accessibility id finds it"))
        let noneNamed = resolve("//XCUIElementTypeWindow | //XCUIElementTypeImage", on: [tree])
        #expect(noneNamed.outcome == .ambiguous)
        #expect(noneNamed.reason.contains("matches 2 elements on screen1 and none of them has a name"))
    }

    @Test func differentNamesOnDifferentPageSourcesAreAmbiguous() {
        let first = Self.iosTree([Self.element("Button", name: "save", label: "Save")])
        let second = Self.iosTree([Self.element("Button", name: "store", label: "Save")])
        let resolution = resolve("//XCUIElementTypeButton[@label='Save']", on: [first, second])
        #expect(resolution.outcome == .ambiguous)
        #expect(resolution.reason.contains("'save' on screen1 but 'store' on screen2"))
    }

    @Test func anIDThatAlsoFindsOtherElementsIsNotEquivalentAndSaysWhich() {
        let tree = Self.iosTree([
            Self.element("Button", name: "save", label: "Save"),
            Self.element("StaticText", name: "save", label: "Save"),
        ])
        let resolution = resolve("//XCUIElementTypeButton[@name='save']", on: [tree])
        #expect(resolution.outcome == .notEquivalent)
        #expect(resolution.accessibilityID == "save")
        #expect(
            resolution.reason.contains(
                "would also find XCUIElementTypeStaticText at /XCUIElementTypeApplication/XCUIElementTypeWindow/XCUIElementTypeStaticText"
            ))
    }

    @Test func anIDThatFindsSomethingWhereTheXPathFindsNothingIsNotEquivalent() {
        let login = Self.iosTree([Self.element("Button", name: "back", label: "Back")])
        let settings = Self.iosTree([Self.element("StaticText", name: "back", label: "Back")])
        let resolution = resolve("//XCUIElementTypeButton[@name='back']", on: [login, settings])
        #expect(resolution.outcome == .notEquivalent)
        #expect(resolution.reason.hasPrefix("on screen2 the XPath matches nothing"))
    }

    @Test func pageSourcesOfTheOtherPlatformDoNotCount() throws {
        let ios = Self.iosTree([Self.element("Button", name: "save", label: "Save")])
        var builder = ElementTreeBuilder(platform: .android)
        _ = builder.open(Element(type: "hierarchy"))
        _ = builder.add(Element(type: "android.widget.Button", attributes: [Attribute("content-desc", "save")]))
        builder.close()
        let android = builder.finish()
        let resolution = resolve("//XCUIElementTypeButton[@name='save']", on: [ios, android])
        #expect(resolution.outcome == .converted)
        #expect(resolution.reason.contains("iOS page source"))
    }

    // MARK: - Labels

    @Test func anXMLNameEqualToTheLabelIsALabel() {
        let tree = Self.iosTree([Self.element("StaticText", name: "Welcome", label: "Welcome")])
        let refused = resolve("//XCUIElementTypeStaticText", on: [tree])
        #expect(refused.outcome == .labelOnly)
        #expect(refused.accessibilityID == "Welcome")
        let allowed = resolve("//XCUIElementTypeStaticText", on: [tree], allowsLabels: true)
        #expect(allowed.outcome == .converted)
        #expect(allowed.reason.contains("--allow-labels"))
    }

    @Test func aKnownIdentifierEqualToTheLabelIsAnIdentifier() {
        // debugDescription dumps and JSON trees say which it is.
        let tree = Self.iosTree([Self.element("StaticText", name: "Welcome", label: "Welcome", identifier: "Welcome")])
        #expect(resolve("//XCUIElementTypeStaticText", on: [tree]).outcome == .converted)
    }

    @Test func aKnownEmptyIdentifierMeansTheNameIsTheLabel() {
        let tree = Self.iosTree([Self.element("StaticText", name: "Welcome", label: "Hello", identifier: "")])
        #expect(resolve("//XCUIElementTypeStaticText", on: [tree]).outcome == .labelOnly)
    }

    @Test func theLabelRuleOnADebugDescriptionDump() throws {
        let tree = try PageSourceReader.read(
            TestFixtures.bytes("debug-description/uikit-catalog-text-fields.txt"), file: "dump")
        // `Button, …, label: 'UIKitCatalog'` has no identifier: its name is the label.
        let labelled = try #require(tree.elements.first { $0.identifier == "" && !($0.name ?? "").isEmpty })
        let identified = try #require(tree.elements.first { !($0.identifier ?? "").isEmpty })
        #expect(IdentityVerdict.nameComesFromLabel(labelled, platform: .ios))
        #expect(!IdentityVerdict.nameComesFromLabel(identified, platform: .ios))
    }

    // MARK: - Invalid XPaths and Android

    // `matches()` is a WebDriverAgent extension and evaluates on iOS;
    // `exists()` is XPath 2 that WebDriverAgent lacks.
    @Test(arguments: ["//XCUIElementTypeButton[", "//@name", "count(//*)", "//*[exists(@name)]"])
    func xpathsThatAreNotElementLocatorsAreInvalid(_ xpath: String) {
        let tree = Self.iosTree([Self.element("Button", name: "save", label: "Save")])
        let resolution = resolve(xpath, on: [tree])
        #expect(resolution.outcome == .invalidXPath)
        #expect(!resolution.reason.isEmpty)
    }

    @Test func androidUsesContentDescriptionAndHasNoLabels() throws {
        let tree = try PageSourceReader.read(
            TestFixtures.bytes("convert/pagesources/android-catalog.xml"), file: "catalog")
        #expect(resolve("//android.widget.TextView[@text='Animation']", on: [tree]).accessibilityID == "Animation")
        #expect(resolve("//android.widget.TextView[@text='Animation']", on: [tree]).outcome == .converted)
        #expect(resolve("//*[@text='App']", on: [tree]).outcome == .notEquivalent)
        #expect(resolve("(//android.widget.ImageView)[2]", on: [tree]).outcome == .notEquivalent)
    }

    /// The case from issue 9: a resource-id and no content-desc.
    @Test func androidResourceIDWithoutContentDescriptionConvertsToID() throws {
        let tree = try PageSourceReader.read(
            TestFixtures.bytes("convert/pagesources/android-catalog.xml"), file: "catalog")
        let resolution = resolve("//android.widget.LinearLayout", on: [tree])
        #expect(resolution.outcome == .converted)
        #expect(resolution.replacement == .id("com.example.shop:id/list"))
        #expect(resolution.accessibilityID == nil)
        // Without id among the targets it stays an XPath.
        let identifiersOnly = AccessibilityIDResolver(
            pageSources: [Screen(name: "catalog", tree: tree)], targets: [.accessibilityID])
        #expect(identifiersOnly.resolve("//android.widget.LinearLayout").outcome == .notEquivalent)
    }

    @Test func nativeTargetsFollowTheListedOrder() throws {
        let tree = try PageSourceReader.read(
            TestFixtures.bytes("convert/pagesources/ios-login.xml"), file: "login")
        let sources = [Screen(name: "login", tree: tree)]
        let xpath = "//XCUIElementTypeButton[@name='login.help']"
        let chainFirst = AccessibilityIDResolver(pageSources: sources, targets: [.accessibilityID, .classChain, .predicate])
        #expect(chainFirst.resolve(xpath).replacement == .classChain("**/XCUIElementTypeButton[`name == 'login.help'`]"))
        let predicateFirst = AccessibilityIDResolver(pageSources: sources, targets: [.predicate, .classChain])
        #expect(
            predicateFirst.resolve(xpath).replacement
                == .predicate("type == 'XCUIElementTypeButton' AND name == 'login.help'"))
        // uiautomator is for Android: on iOS it is never proven.
        let androidOnly = AccessibilityIDResolver(pageSources: sources, targets: [.accessibilityID, .uiAutomator])
        #expect(androidOnly.resolve(xpath).outcome == .notEquivalent)
    }

    @Test func textBasedNativeExpressionsNeedLabelsAllowed() throws {
        let tree = try PageSourceReader.read(
            TestFixtures.bytes("convert/pagesources/android-catalog.xml"), file: "catalog")
        let sources = [Screen(name: "catalog", tree: tree)]
        let xpath = "//android.widget.TextView[@text='App']"
        let strict = AccessibilityIDResolver(pageSources: sources, targets: [.accessibilityID, .uiAutomator])
        #expect(strict.resolve(xpath).outcome == .labelOnly)
        #expect(strict.resolve(xpath).reason.contains("--allow-labels"))
        let lenient = AccessibilityIDResolver(pageSources: sources, allowsLabels: true, targets: [.accessibilityID, .uiAutomator])
        #expect(
            lenient.resolve(xpath).replacement
                == .uiAutomator("new UiSelector().className(\"android.widget.TextView\").text(\"App\")"))
    }

    @Test func targetListsParse() throws {
        #expect(try ConversionTarget.list("accessibility-id,id").get() == [.accessibilityID, .id])
        #expect(try ConversionTarget.list("-ios class chain, predicate,uiautomator").get() == [.classChain, .predicate, .uiAutomator])
        #expect(try ConversionTarget.list("id,id").get() == [.id])
        guard case .failure(let unknown) = ConversionTarget.list("id,xpath-ish") else {
            Issue.record("an unknown target parsed")
            return
        }
        #expect(unknown.name == "xpath-ish")
    }

    @Test func eachXPathIsResolvedOnce() {
        let tree = Self.iosTree([Self.element("Button", name: "save", label: "Save")])
        let resolver = AccessibilityIDResolver(pageSources: [Screen(name: "s", tree: tree)])
        for _ in 0..<5 { _ = resolver.resolve("//XCUIElementTypeButton") }
        _ = resolver.resolve("//XCUIElementTypeWindow")
        #expect(resolver.resolvedCount == 2)
    }
}

/// The resolver's label rule agrees with the shared identity table
/// (``IdentityExamples``). It applies on iOS only, where `name` falls back
/// to the label; Android's `content-desc` converts as it is.
@Suite("AccessibilityIDResolver: the shared identity verdict")
struct ResolverIdentityTests {
    @Test(arguments: IdentityExamples.all.filter { $0.accessibilityName != nil })
    func theResolversVerdictIsTheTables(_ example: IdentityExample) throws {
        let name = try #require(example.accessibilityName)
        let xpath = "//*[@\(example.platform.accessibilityNameAttribute)=\(XPathLiteral.quoted(name))]"
        let resolver = AccessibilityIDResolver(pageSources: [Screen(name: "screen", tree: example.tree)])
        let expected: ConversionOutcome =
            switch example.verdict {
            case .generated, .stateCarrying: .unstableIdentifier
            case .labelDerived: example.platform == .ios ? .labelOnly : .converted
            case .identifier, .resourceID, .none: .converted
            }
        #expect(resolver.resolve(xpath).outcome == expected)
        if example.platform == .ios {
            #expect(IdentityVerdict.nameComesFromLabel(example.element, platform: .ios) == (example.verdict == .labelDerived))
        }
    }
}
