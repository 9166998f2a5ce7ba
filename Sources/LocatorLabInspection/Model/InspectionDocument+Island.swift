import LocatorLabModel
import LocatorLabReporting

extension InspectionDocument {
    /// The page's data as compact JSON with sorted keys: the tables every
    /// screen shares, then each screen as columns (schema 3).
    ///
    /// A screen's strings (types, attribute names and values, identifiers,
    /// labels) are listed once in `strings`, the most used first, so the
    /// numbers that refer to them are short; each element is a number in
    /// each column (`types`, `depths`, `verdicts`, …; `-1` for none), its
    /// attributes a shape (the names, listed once in `attributeShapes`)
    /// and the values' numbers, all in one flat `attributes` array. The
    /// page derives parents and subtrees from `depths`, steps of the
    /// absolute path from `nameTests` and `positions`, and quick locators
    /// from `quickCodes` with `quickLocatorForms`. Written per element as
    /// objects, a generated 1M-element iOS screen made 566 MB of HTML, 2.2×
    /// its page source, which Chromium could not open.
    public func island() throws(InspectionError) -> [UInt8] {
        var json = CompactJSONWriter(capacity: 1 << 16)
        do throws(ReportingError) {
            json.raw("{")
            json.key("auditRules")
            try json.encoded(auditRules)
            json.raw(",")
            json.key("clients")
            try json.encoded(clients)
            json.raw(",")
            json.key("fragilityRules")
            try json.encoded(fragilityRules)
            json.raw(",")
            json.key("live")
            json.raw(live ? "true" : "false")
            json.raw(",")
            json.key("pages")
            json.raw("[")
            for (offset, page) in pages.enumerated() {
                if offset > 0 { json.raw(",") }
                try Self.write(page, to: &json)
            }
            json.raw("],")
            json.key("quickLocatorForms")
            try json.encoded(QuickLocators.Form.allCases.map(\.template))
            json.raw(",")
            json.key("schemaVersion")
            json.int(schemaVersion)
            json.raw(",")
            json.key("title")
            json.string(title)
            json.raw(",")
            json.key("verdicts")
            json.strings(IdentifierVerdict.allCases.map(\.rawValue))
            json.raw(",")
            json.key("xcuiQueryNames")
            try json.encoded(xcuiQueryNames)
            json.raw("}")
        } catch {
            switch error {
            case .encoding(_, let reason), .packing(let reason): throw .unencodable(reason)
            }
        }
        return json.bytes
    }

    private static func write(_ page: InspectionPage, to json: inout CompactJSONWriter) throws(ReportingError) {
        let columns = page.columns
        let tree = columns.tree
        let strings = PageStringNumbers(columns)
        let string = { (number: UInt32) in strings.index(of: number) }

        // Attributes: a shape (the names in order) and the values.
        // Elements of one type nearly always share a shape: the last shape of
        // each type is tried first, which makes no array and hashes nothing
        // (an array and its hash per element, a million times on a
        // 1M-element screen); the table decides the rest, so the numbers
        // are the same either way.
        var shapeNumbers: [[UInt32]: Int] = [:]
        var shapes: [[UInt32]] = []
        var lastShapeOfType = [Int](repeating: -1, count: tree.strings.count)
        var attributes: [Int] = []
        attributes.reserveCapacity(tree.count * 8)
        for id in tree.ids {
            let interned = tree.internedAttributes(of: id)
            let type = Int(tree.typeID(of: id).raw)
            let last = lastShapeOfType[type]
            let shape: Int
            if last >= 0, shapes[last].elementsEqual(interned.lazy.map(\.name.raw)) {
                shape = last
            } else {
                let names = interned.map(\.name.raw)
                shape = shapeNumbers[names] ?? {
                    shapes.append(names)
                    shapeNumbers[names] = shapes.count - 1
                    return shapes.count - 1
                }()
                lastShapeOfType[type] = shape
            }
            attributes.append(shape)
            for attribute in interned { attributes.append(string(attribute.value.raw)) }
        }

        json.raw("{")
        json.key("attributeShapes")
        json.raw("[")
        for (offset, shape) in shapes.enumerated() {
            if offset > 0 { json.raw(",") }
            json.ints(shape.lazy.map(string))
        }
        json.raw("],")
        json.key("attributes")
        // Every column below is written with `ints([Int])` or
        // `ints(count:_:)`, not through a lazy map: the generic `ints`,
        // unspecialized across modules, was 8% of `inspect` on a
        // 1M-element screen.
        json.ints(attributes)
        json.raw(",")
        json.key("audit")
        json.auditMarks(page.audit)
        json.raw(",")
        json.key("auditMarks")
        var marks: [Int] = []
        for index in columns.auditMarks.keys.sorted() {
            let positions = columns.auditMarks[index] ?? []
            marks.append(index)
            marks.append(positions.count)
            marks += positions
        }
        json.ints(marks)
        json.raw(",")
        json.key("depths")
        json.ints(count: tree.count) { tree.depth(of: ElementID($0)) }
        json.raw(",")
        // Frames: four numbers each; the elements without one are listed.
        let frames = tree.frames()
        json.key("frames")
        json.raw("[")
        for (offset, frame) in frames.enumerated() {
            if offset > 0 { json.raw(",") }
            json.int(frame?.x ?? 0)
            json.raw(",")
            json.int(frame?.y ?? 0)
            json.raw(",")
            json.int(frame?.width ?? 0)
            json.raw(",")
            json.int(frame?.height ?? 0)
        }
        json.raw("],")
        json.key("identifiers")
        json.ints(count: columns.identifiers.count) { string(columns.identifiers[$0]) }
        json.raw(",")
        json.key("labelDerivedNames")
        json.ints(count: columns.labelDerivedNames.count) { string(columns.labelDerivedNames[$0]) }
        json.raw(",")
        json.key("labels")
        json.ints(count: columns.labels.count) { string(columns.labels[$0]) }
        json.raw(",")
        json.key("name")
        json.string(page.name)
        json.raw(",")
        // Each type's name test in the absolute path, by the type's string.
        var nameTests: [Int: String] = [:]
        for id in tree.ids {
            let type = string(tree.typeID(of: id).raw)
            if nameTests[type] == nil { nameTests[type] = columns.paths.nameTests[columns.paths.nameTestNumber(of: id)] }
        }
        json.key("nameTests")
        json.raw("[")
        for (offset, type) in nameTests.keys.sorted().enumerated() {
            if offset > 0 { json.raw(",") }
            json.raw("[")
            json.int(type)
            json.raw(",")
            json.string(nameTests[type] ?? "")
            json.raw("]")
        }
        json.raw("],")
        json.key("notes")
        json.strings(page.notes)
        json.raw(",")
        json.key("platform")
        json.string(page.platform.rawValue)
        json.raw(",")
        json.key("positions")
        json.ints(count: tree.count) { columns.paths.position(of: ElementID($0)) }
        json.raw(",")
        json.key("quickCodes")
        json.ints(count: columns.quickCodes.count) { Int(columns.quickCodes[$0]) }
        json.raw(",")
        json.key("quickNames")
        json.ints(zip(columns.quickCodes, columns.quickNames).filter { $0.0 & 1 != 0 }.map { string($0.1) })
        json.raw(",")
        json.key("ranked")
        json.raw("[")
        for (offset, index) in columns.ranked.keys.sorted().enumerated() {
            if offset > 0 { json.raw(",") }
            json.raw("[")
            json.int(index)
            json.raw(",")
            try json.encoded(columns.ranked[index] ?? [])
            json.raw("]")
        }
        json.raw("],")
        json.key("resourceIDs")
        json.ints(count: columns.resourceIDs.count) { string(columns.resourceIDs[$0]) }
        json.raw(",")
        json.key("screen")
        if let screen = page.screen { json.ints(screen) } else { json.raw("null") }
        json.raw(",")
        json.key("screenshot")
        if let screenshot = page.screenshot { try json.encoded(screenshot) } else { json.raw("null") }
        json.raw(",")
        json.key("strings")
        json.strings(count: strings.ordered.count) { columns.string(strings.ordered[$0]) ?? "" }
        json.raw(",")
        json.key("types")
        json.ints(count: tree.count) { string(tree.typeID(of: ElementID($0)).raw) }
        json.raw(",")
        json.key("values")
        json.ints(count: columns.values.count) { string(columns.values[$0]) }
        json.raw(",")
        let verdictNumbers = Dictionary(uniqueKeysWithValues: IdentifierVerdict.allCases.enumerated().map { ($1, $0) })
        json.key("verdicts")
        json.ints(count: columns.verdicts.count) { verdictNumbers[columns.verdicts[$0]] ?? 0 }
        json.raw(",")
        json.key("withoutFrame")
        json.ints(frames.indices.filter { frames[$0] == nil })
        json.raw("}")
    }
}

/// The strings one screen's page lists, the most used first (ties in the
/// tree's order), so that the numbers most written are the shortest: on a
/// generated screen `true`, `0` and the common types are one digit.
private struct PageStringNumbers {
    /// The strings' numbers in the columns, in the page's order.
    let ordered: [UInt32]
    private let indices: [Int32]

    init(_ columns: ElementColumns) {
        let tree = columns.tree
        var uses = [Int](repeating: 0, count: tree.strings.count + columns.extraStrings.count)
        func use(_ number: UInt32) {
            if number != ElementColumns.none { uses[Int(number)] += 1 }
        }
        for id in tree.ids {
            use(tree.typeID(of: id).raw)
            for attribute in tree.internedAttributes(of: id) {
                use(attribute.name.raw)
                use(attribute.value.raw)
            }
        }
        for column in [columns.identifiers, columns.resourceIDs, columns.labelDerivedNames, columns.labels, columns.values] {
            column.forEach(use)
        }
        for (code, name) in zip(columns.quickCodes, columns.quickNames) where code & 1 != 0 { use(name) }
        ordered = uses.indices.filter { uses[$0] > 0 }.sorted { (uses[$1], $0) < (uses[$0], $1) }.map { UInt32($0) }
        var indices = [Int32](repeating: -1, count: uses.count)
        for (index, number) in ordered.enumerated() { indices[Int(number)] = Int32(index) }
        self.indices = indices
    }

    /// The page's number of string `number`, or -1 for none.
    func index(of number: UInt32) -> Int {
        number == ElementColumns.none ? -1 : Int(indices[Int(number)])
    }
}
