import LocatorLabModel

/// The content of a synthetic screen: sections stacked top to bottom, each
/// a list, grid, form or card, some wrapped in long chains of containers
/// (SwiftUI and React Native layouts nest 15–30 views deep).
extension SyntheticTreeComposer {
    private enum SectionKind {
        case list, grid, form, card
    }

    /// Adds sections below `top` until the budget is spent. Every section
    /// opens at least one element, so the loop always ends.
    mutating func emitSections(top: Int) {
        var y = top + 8
        while emitter.hasRoom {
            y += emitSection(top: y) + 16
        }
    }

    /// Adds one section whose top edge is at `top`; returns its height.
    private mutating func emitSection(top: Int) -> Int {
        let screen = random.pick(Vocabulary.screens)
        let branch = random.pick(Vocabulary.branches)
        var context = SyntheticContext(prefix: screen.name + "." + branch.name, resource: branch.resource)
        if random.chance(0.3) {
            let detail = random.pick(Vocabulary.branches)
            context = SyntheticContext(prefix: context.prefix + "." + detail.name, resource: detail.resource)
        }
        let wrapperRoll = random.int(in: 0...99)
        let wrappers =
            wrapperRoll < 10
            ? random.int(in: 15...30) : wrapperRoll < 35 ? random.int(in: 3...8) : random.int(in: 0...2)
        let kindRoll = random.int(in: 0...99)
        let kind: SectionKind = kindRoll < 40 ? .list : kindRoll < 52 ? .grid : kindRoll < 72 ? .form : .card
        switch kind {
        case .list: return emitList(top: top, screen: screen, context: context, wrappers: wrappers)
        case .grid: return emitGrid(top: top, screen: screen, context: context, wrappers: wrappers)
        case .form: return emitForm(top: top, context: context, wrappers: wrappers)
        case .card: return emitCard(top: top, context: context, wrappers: wrappers)
        }
    }

    // MARK: Lists

    private mutating func emitList(top: Int, screen: SyntheticVocabulary.Name, context: SyntheticContext, wrappers: Int)
        -> Int
    {
        let kind = random.pick(Vocabulary.cellKinds)
        let cellCount = random.int(in: 3...30)
        let style = random.int(in: 0...2)
        let cellHeight = [56, 72, 88][style]
        let headerHeight = random.chance(0.6) ? 44 : 0
        let frame = Frame(x: 0, y: top, width: 390, height: headerHeight + cellCount * cellHeight)
        let opened = openWrappers(wrappers, frame: frame)
        if openSection(frame, context: context) {
            if headerHeight > 0 { emitHeader(top: top, context: context) }
            let listTop = top + headerHeight
            var list = SyntheticNode(.list, frame: Frame(x: 0, y: listTop, width: 390, height: cellCount * cellHeight))
            nameContainer(&list, identifier: screen.name + "." + kind.name + "List", resource: kind.resource + "_list")
            if open(list) {
                for number in 0..<cellCount where emitter.hasRoom {
                    let cellFrame = Frame(x: 0, y: listTop + number * cellHeight, width: 390, height: cellHeight)
                    emitCell(number, kind: kind, screen: screen, style: style, frame: cellFrame)
                }
                close()
            }
            close()
        }
        closeWrappers(opened)
        return frame.height
    }

    /// A table cell: thumbnail, title, subtitle, and a trailing control.
    /// Identifiers are indexed per cell: `Feed.PostCell_12.Title`.
    private mutating func emitCell(
        _ number: Int, kind: SyntheticVocabulary.Name, screen: SyntheticVocabulary.Name, style: Int, frame: Frame
    ) {
        let context = SyntheticContext(prefix: "\(screen.name).\(kind.name)Cell_\(number)", resource: kind.resource)
        var cell = SyntheticNode(.cell, frame: frame)
        nameContainer(&cell, identifier: context.prefix, resource: kind.resource + "_item")
        guard open(cell) else { return }
        let hasContentView = random.chance(0.4) && open(container(frame))
        let y = frame.y
        let height = frame.height
        if random.chance(0.75) {
            emitImage(Frame(x: 16, y: y + (height - 40) / 2, width: 40, height: 40), context: context)
        }
        emitText(
            titleText(), frame: Frame(x: 72, y: y + (style == 0 ? 17 : 10), width: 240, height: 22), context: context,
            leaf: Vocabulary.title)
        if style >= 1 {
            emitText(
                random.pick(Vocabulary.subtitles), frame: Frame(x: 72, y: y + 34, width: 240, height: 18),
                context: context, leaf: Vocabulary.subtitle)
        }
        if style == 2, random.chance(0.6) {
            emitText(
                random.pick(Vocabulary.badges), frame: Frame(x: 72, y: y + 58, width: 60, height: 18), context: context,
                leaf: Vocabulary.badge)
        }
        let trailing = random.int(in: 0...99)
        if trailing < 15 {
            emitToggle(Frame(x: 323, y: y + (height - 31) / 2, width: 51, height: 31), context: context)
        } else if trailing < 45 {
            let action = random.pick(Vocabulary.iconButtons)
            var button = SyntheticNode(
                .iconButton, frame: Frame(x: 334, y: y + (height - 44) / 2, width: 44, height: 44), label: action.label)
            button.isAccessible = true
            nameLeaf(&button, in: context, leaf: action.leafName)
            add(button)
        } else if trailing < 57 {
            emitButton(Frame(x: 282, y: y + (height - 32) / 2, width: 92, height: 32), context: context)
        }
        if hasContentView { close() }
        close()
    }

    // MARK: Grids

    /// A two-column collection of product-like items.
    private mutating func emitGrid(top: Int, screen: SyntheticVocabulary.Name, context: SyntheticContext, wrappers: Int)
        -> Int
    {
        let kind = random.pick(Vocabulary.cellKinds)
        let itemCount = random.int(in: 4...16)
        let rows = (itemCount + 1) / 2
        let headerHeight = random.chance(0.7) ? 44 : 0
        let itemWidth = 179
        let itemHeight = 236
        let frame = Frame(x: 0, y: top, width: 390, height: headerHeight + rows * (itemHeight + 8) + 8)
        let opened = openWrappers(wrappers, frame: frame)
        if openSection(frame, context: context) {
            if headerHeight > 0 { emitHeader(top: top, context: context) }
            let gridTop = top + headerHeight
            var grid = SyntheticNode(
                .grid, frame: Frame(x: 0, y: gridTop, width: 390, height: frame.height - headerHeight))
            grid.variant = random.int(in: 0...1)
            nameContainer(&grid, identifier: screen.name + "." + kind.name + "Grid", resource: kind.resource + "_grid")
            if open(grid) {
                for number in 0..<itemCount where emitter.hasRoom {
                    let x = 12 + (number % 2) * (itemWidth + 8)
                    let y = gridTop + 8 + (number / 2) * (itemHeight + 8)
                    let itemContext = SyntheticContext(
                        prefix: "\(screen.name).\(kind.name)Cell_\(number)", resource: kind.resource)
                    var item = SyntheticNode(.cell, frame: Frame(x: x, y: y, width: itemWidth, height: itemHeight))
                    nameContainer(&item, identifier: itemContext.prefix, resource: kind.resource + "_item")
                    guard open(item) else { break }
                    emitImage(Frame(x: x, y: y, width: itemWidth, height: 160), context: itemContext)
                    emitText(
                        titleText(), frame: Frame(x: x + 8, y: y + 168, width: itemWidth - 16, height: 20),
                        context: itemContext, leaf: Vocabulary.title)
                    emitText(
                        random.pick(Vocabulary.prices), frame: Frame(x: x + 8, y: y + 192, width: 80, height: 18),
                        context: itemContext, leaf: Vocabulary.price)
                    if random.chance(0.4) {
                        var like = SyntheticNode(
                            .iconButton, frame: Frame(x: x + itemWidth - 44, y: y + 188, width: 36, height: 36),
                            label: "Like")
                        like.isAccessible = true
                        nameLeaf(
                            &like, in: itemContext,
                            leaf: SyntheticVocabulary.Name(name: "LikeButton", resource: "like_button"))
                        add(like)
                    }
                    close()
                }
                close()
            }
            close()
        }
        closeWrappers(opened)
        return frame.height
    }

    // MARK: Forms

    /// Labelled text fields, switch rows, a submit button and a link.
    private mutating func emitForm(top: Int, context: SyntheticContext, wrappers: Int) -> Int {
        let hasSearch = random.chance(0.2)
        let fieldCount = random.int(in: 1...4)
        let firstField = random.int(in: 0...(Vocabulary.fields.count - 1))
        let toggleCount = random.int(in: 0...3)
        let hasSubmit = random.chance(0.8)
        let hasLink = random.chance(0.35)
        let height =
            16 + 40 + (hasSearch ? 52 : 0) + fieldCount * 80 + toggleCount * 52 + (hasSubmit ? 62 : 0)
            + (hasLink ? 32 : 0)
        let frame = Frame(x: 0, y: top, width: 390, height: height)
        let opened = openWrappers(wrappers, frame: frame)
        if openSection(frame, context: context) {
            var y = top + 16
            emitHeader(top: y - 12, context: context)
            y += 40
            if hasSearch {
                var search = SyntheticNode(.searchField, frame: Frame(x: 16, y: y, width: 358, height: 36))
                search.placeholder = "Search"
                search.isAccessible = true
                nameLeaf(
                    &search, in: context, leaf: SyntheticVocabulary.Name(name: "SearchField", resource: "search_field"))
                add(search)
                y += 52
            }
            for offset in 0..<fieldCount {
                let field = Vocabulary.fields[(firstField + offset) % Vocabulary.fields.count]
                emitText(
                    field.label, frame: Frame(x: 16, y: y, width: 358, height: 20), context: context,
                    leaf: field.labelName)
                var input = SyntheticNode(
                    field.isSecure ? .secureTextField : .textField,
                    frame: Frame(x: 16, y: y + 24, width: 358, height: 44),
                    label: random.chance(0.3) ? field.label : nil)
                input.placeholder = field.placeholder
                input.value = random.chance(0.25) ? field.placeholder : nil
                input.isAccessible = true
                nameLeaf(&input, in: context, leaf: field.leafName)
                add(input)
                y += 80
            }
            for _ in 0..<toggleCount {
                let rowFrame = Frame(x: 0, y: y, width: 390, height: 44)
                if open(container(rowFrame)) {
                    emitToggle(Frame(x: 323, y: y + 6, width: 51, height: 31), context: context, labelOnly: true)
                    close()
                }
                y += 52
            }
            if hasSubmit {
                emitButton(Frame(x: 16, y: y, width: 358, height: 50), context: context)
                y += 62
            }
            if hasLink {
                let link = random.pick(Vocabulary.links)
                var node = SyntheticNode(.link, frame: Frame(x: 16, y: y, width: 200, height: 20), label: link.label)
                node.isAccessible = true
                nameLeaf(&node, in: context, leaf: link.leafName)
                add(node)
            }
            close()
        }
        closeWrappers(opened)
        return height
    }

    // MARK: Cards

    /// A banner, a title, a paragraph and a call to action.
    private mutating func emitCard(top: Int, context: SyntheticContext, wrappers: Int) -> Int {
        let hasSeparator = random.chance(0.3)
        let frame = Frame(x: 0, y: top, width: 390, height: hasSeparator ? 316 : 312)
        let opened = openWrappers(wrappers, frame: frame)
        if openSection(frame, context: context) {
            emitImage(Frame(x: 0, y: top, width: 390, height: 180), context: context, leaf: Vocabulary.banner)
            emitText(
                titleText(), frame: Frame(x: 16, y: top + 192, width: 358, height: 24), context: context,
                leaf: Vocabulary.title)
            emitText(
                random.pick(Vocabulary.paragraphs), frame: Frame(x: 16, y: top + 220, width: 358, height: 40),
                context: context, leaf: Vocabulary.body)
            emitButton(Frame(x: 16, y: top + 268, width: 140, height: 36), context: context)
            if hasSeparator {
                add(SyntheticNode(.separator, frame: Frame(x: 0, y: top + 315, width: 390, height: 1)))
            }
            close()
        }
        closeWrappers(opened)
        return frame.height
    }

    // MARK: Parts

    private mutating func emitHeader(top: Int, context: SyntheticContext) {
        var header = SyntheticNode(
            .header, frame: Frame(x: 16, y: top + 12, width: 358, height: 24),
            label: random.pick(Vocabulary.sectionHeaders))
        header.isAccessible = true
        nameLeaf(&header, in: context, leaf: Vocabulary.header)
        add(header)
    }

    private mutating func emitText(
        _ text: String, frame: Frame, context: SyntheticContext, leaf: SyntheticVocabulary.Name
    ) {
        var node = SyntheticNode(.staticText, frame: frame, label: text)
        node.isAccessible = true
        nameLeaf(&node, in: context, leaf: leaf)
        add(node)
    }

    /// An image, described for accessibility about a third of the time.
    private mutating func emitImage(_ frame: Frame, context: SyntheticContext, leaf: SyntheticVocabulary.Name? = nil) {
        let label = random.chance(0.35) ? random.pick(Vocabulary.imageLabels) : nil
        var image = SyntheticNode(.image, frame: frame, label: label)
        image.isAccessible = label != nil
        nameLeaf(&image, in: context, leaf: leaf ?? random.pick(Vocabulary.images))
        add(image)
    }

    /// A switch with its text. In a row (`labelOnly`) the text is a separate
    /// static text before the switch, and both carry the same label.
    private mutating func emitToggle(_ frame: Frame, context: SyntheticContext, labelOnly: Bool = false) {
        let toggle = random.pick(Vocabulary.toggles)
        if labelOnly {
            var text = SyntheticNode(
                .staticText, frame: Frame(x: 16, y: frame.y + 6, width: 280, height: 20), label: toggle.label)
            text.isAccessible = true
            add(text)
        }
        var node = SyntheticNode(
            platform == .android && random.chance(0.3) ? .checkbox : .toggle, frame: frame, label: toggle.label)
        node.isAccessible = true
        node.isOn = random.chance(0.5)
        nameLeaf(&node, in: context, leaf: toggle.leafName)
        add(node)
    }

    /// A text button. Half of them hold their text as a child static text
    /// named like the button, the duplicate names real page sources show
    /// (`<Button name="Sign in"><StaticText name="Sign in"/>`).
    private mutating func emitButton(_ frame: Frame, context: SyntheticContext) {
        let action = random.pick(Vocabulary.buttons)
        var button = SyntheticNode(.button, frame: frame, label: action.label)
        button.isAccessible = true
        button.isEnabled = random.chance(0.95)
        nameLeaf(&button, in: context, leaf: action.leafName)
        guard random.chance(0.5) else {
            add(button)
            return
        }
        if platform == .android {
            // A clickable layout around a TextView (React Native, Compose).
            button.androidClass = "android.view.ViewGroup"
            button.label = nil
        }
        guard open(button) else { return }
        var text = SyntheticNode(
            .staticText,
            frame: Frame(x: frame.x + 12, y: frame.y + (frame.height - 20) / 2, width: frame.width - 24, height: 20),
            label: action.label)
        text.isAccessible = false  // its button is the accessibility element
        add(text)
        close()
    }

    // MARK: Containers

    /// A plain container with `frame`; Android picks one of several layout classes.
    private mutating func container(_ frame: Frame) -> SyntheticNode {
        var node = SyntheticNode(.container, frame: frame)
        node.variant = random.int(in: 0...3)
        return node
    }

    private mutating func openSection(_ frame: Frame, context: SyntheticContext) -> Bool {
        var section = container(frame)
        nameContainer(&section, identifier: context.prefix, resource: context.resource + "_section")
        return open(section)
    }

    /// Opens up to `count` nested containers sharing `frame`; returns how many opened.
    private mutating func openWrappers(_ count: Int, frame: Frame) -> Int {
        var opened = 0
        while opened < count {
            let wrapper = container(frame)
            guard open(wrapper) else { break }
            opened += 1
        }
        return opened
    }

    private mutating func closeWrappers(_ count: Int) {
        for _ in 0..<count { close() }
    }

    private mutating func titleText() -> String {
        random.pick(Vocabulary.adjectives) + " " + random.pick(Vocabulary.nouns)
    }
}
