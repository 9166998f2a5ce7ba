import LocatorLabModel

/// Composes one synthetic screen: the platform's scaffolding (application,
/// window, navigation bar, tab bar) around a scrolling stack of sections
/// (lists, grids, forms, cards), until the element budget is spent.
///
/// Layout is done once, in iOS points on a 390 × 844 screen; the Android
/// style scales frames to 1080 × 2400 pixels. Every random choice comes from
/// one ``SplitMix64`` in a fixed order, so a seed always gives the same tree.
struct SyntheticTreeComposer {
    typealias Vocabulary = SyntheticVocabulary

    /// The chance that a leaf which can carry an identifier gets one. Some
    /// leaves never do (a back button, the text inside a button, a
    /// separator), so this is set above the ~60 % wanted over all leaves.
    static let identifiedChance = 0.62

    let platform: Platform
    var random: SplitMix64
    var emitter: SyntheticTreeEmitter
    let app: SyntheticVocabulary.App
    private let iosStyle: SyntheticIOSStyle
    private let androidStyle: SyntheticAndroidStyle

    init(elementCount: Int, seed: UInt64, platform: Platform) {
        var random = SplitMix64(seed: seed)
        let app = random.pick(Vocabulary.apps)
        self.app = app
        iosStyle = SyntheticIOSStyle(bundleID: app.bundleID, processID: random.int(in: 300...65_000))
        androidStyle = SyntheticAndroidStyle(package: app.bundleID)
        self.random = random
        self.platform = platform
        let builder = ElementTreeBuilder(platform: platform, wrapper: platform == .ios ? "AppiumAUT" : nil)
        emitter = SyntheticTreeEmitter(budget: elementCount, builder: builder)
    }

    mutating func compose() -> ElementTree {
        let screen = SyntheticIOSStyle.screen
        guard open(SyntheticNode(.application, frame: screen, label: app.name)),
            open(SyntheticNode(.window, frame: screen))
        else { return emitter.finish() }
        if platform == .android {
            // The decor view's LinearLayout and android:id/content stand
            // between the window and the app's own layout.
            var decor = SyntheticNode(.container, frame: screen)
            decor.androidClass = "android.widget.LinearLayout"
            var content = SyntheticNode(.container, frame: Frame(x: 0, y: 47, width: 390, height: 797))
            content.androidClass = "android.widget.FrameLayout"
            content.resourceID = "android:id/content"
            guard open(decor), open(content) else { return emitter.finish() }
        }
        var rootView = SyntheticNode(.container, frame: screen)
        if platform == .android { rootView.resourceID = resourceID("main_root") }
        guard open(rootView) else { return emitter.finish() }

        emitNavigationBar()
        // The tab bar comes after the content in document order; its
        // elements are set aside so the content cannot use them up.
        let tabCount = random.int(in: 4...5)
        if emitter.remaining >= 4 * (tabCount + 1) {
            emitter.reserve(tabCount + 1)
        }
        var content = SyntheticNode(.scrollView, frame: Frame(x: 0, y: 91, width: 390, height: 670))
        if platform == .android { content.resourceID = resourceID("content_scroll") }
        if open(content) {
            emitSections(top: content.frame.y)
            close()
        }
        emitter.release()
        emitTabBar(tabCount: tabCount)
        return emitter.finish()
    }

    // MARK: Bars

    private mutating func emitNavigationBar() {
        let title = random.pick(Vocabulary.screens).name
        var bar = SyntheticNode(.navigationBar, frame: Frame(x: 0, y: 47, width: 390, height: 44))
        switch platform {
        case .ios: bar.identifier = title  // UIKit names a navigation bar after its title
        case .android: bar.resourceID = resourceID("toolbar")
        }
        guard open(bar) else { return }
        var back = SyntheticNode(
            .iconButton, frame: Frame(x: 8, y: 47, width: 44, height: 44),
            label: platform == .ios ? "Back" : "Navigate up")
        back.isAccessible = true
        add(back)
        var heading = SyntheticNode(.header, frame: Frame(x: 130, y: 58, width: 130, height: 22), label: title)
        heading.isAccessible = true
        add(heading)
        let action = random.pick(Vocabulary.navigationActions)
        var button = SyntheticNode(.button, frame: Frame(x: 326, y: 47, width: 56, height: 44), label: action.label)
        button.isAccessible = true
        nameLeaf(&button, in: SyntheticContext(prefix: title + ".NavigationBar", resource: ""), leaf: action.leafName)
        add(button)
        close()
    }

    private mutating func emitTabBar(tabCount: Int) {
        var bar = SyntheticNode(
            .tabBar, frame: Frame(x: 0, y: 761, width: 390, height: 83), label: platform == .ios ? "Tab Bar" : nil)
        if platform == .android { bar.resourceID = resourceID("bottom_navigation") }
        guard open(bar) else { return }
        let width = 390 / tabCount
        let selected = random.int(in: 0...(tabCount - 1))
        let context = SyntheticContext(prefix: "TabBar", resource: "")
        for position in 0..<tabCount {
            let tab = Vocabulary.tabs[position]
            var button = SyntheticNode(
                .tabButton, frame: Frame(x: position * width, y: 762, width: width, height: 48), label: tab.label)
            button.isAccessible = true
            button.isOn = position == selected
            nameLeaf(&button, in: context, leaf: tab.leafName)
            add(button)
        }
        close()
    }

    // MARK: Emitting

    /// Opens `node` if the budget allows; the caller closes it when this
    /// returns `true`.
    @discardableResult
    mutating func open(_ node: SyntheticNode) -> Bool {
        guard emitter.hasRoom else { return false }
        let index = emitter.nextIndex
        switch platform {
        case .ios: emitter.open(iosStyle.element(for: node, index: index))
        case .android: emitter.open(androidStyle.element(for: node, index: index))
        }
        return true
    }

    /// Adds `node` without children, if the budget allows.
    mutating func add(_ node: SyntheticNode) {
        if open(node) { close() }
    }

    mutating func close() {
        emitter.close()
    }

    // MARK: Naming

    /// Gives a leaf a composed identifier with ``identifiedChance``; other
    /// leaves keep only their label (or nothing). On Android the identifier
    /// becomes a `resource-id`, a dotted `content-desc`, or both.
    mutating func nameLeaf(_ node: inout SyntheticNode, in context: SyntheticContext, leaf: SyntheticVocabulary.Name) {
        guard random.chance(Self.identifiedChance) else { return }
        switch platform {
        case .ios:
            node.identifier = context.identifier(for: leaf)
        case .android:
            let style = random.int(in: 0...19)
            if style < 16 { node.resourceID = resourceID(context.resourceName(for: leaf)) }
            if style >= 9 { node.identifier = context.identifier(for: leaf) }
        }
    }

    /// Names a container (a section, list or cell) half of the time: an
    /// identifier on iOS, a resource id on Android, as apps usually do.
    mutating func nameContainer(_ node: inout SyntheticNode, identifier: String, resource: String) {
        guard random.chance(0.5) else { return }
        switch platform {
        case .ios: node.identifier = identifier
        case .android: node.resourceID = resourceID(resource)
        }
    }

    /// `com.example.shop:id/<name>`.
    func resourceID(_ name: String) -> String {
        app.bundleID + ":id/" + name
    }
}
