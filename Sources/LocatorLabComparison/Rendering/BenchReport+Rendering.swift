import LocatorLabReporting

extension BenchReport {
    /// The report in `format`. `colour` applies to `text` only.
    public func rendered(as format: ReportFormat, colour: Bool = false) throws(ReportingError) -> [UInt8] {
        switch format {
        case .json: return try json()
        case .text: return Array(text(colour: colour).utf8)
        case .markdown: return Array(markdown().utf8)
        case .html: return Array(html().utf8)
        }
    }

    var title: String {
        "Scaling benchmark: \(platform.rawValue) page sources of \(sizes.map { SVGValueFormat.count.string(Double($0.elements)) }.joined(separator: ", ")) elements"
    }

    var runDescription: String {
        var build = "\(self.build.rawValue) build"
        if self.build == .debug { build += " (timings are not representative: build with -c release)" }
        return "\(build), libxml2 \(libxml2), generator seed \(seed), at least "
            + "\(DurationFormatting.string(nanoseconds: Double(minimumTimeNanoseconds), trimmingZeros: true)) per timing"
    }

    /// The name-predicate XPath as it was run: the accessibility name is
    /// `name` on iOS and `content-desc` on Android.
    var namePredicateXPath: String {
        "//*[@\(platform.accessibilityNameAttribute)=…]"
    }

    /// The headline sentences about scaling.
    var conclusions: [String] {
        var lines: [String] = []
        if let growth = scaling.xpathGrowth, let smallest = sizes.map(\.elements).min(),
            let largest = sizes.map(\.elements).max()
        {
            lines.append(
                "XPath \(namePredicateXPath) grows \(CompareReport.ratioText(growth)) from \(smallest) to \(largest) elements "
                    + "(the tree grows \(CompareReport.ratioText(scaling.sizeGrowth)))"
            )
        }
        if let spread = scaling.idIndexSpread {
            lines.append("the identifier index lookup stays within \(CompareReport.ratioText(spread)) across all sizes")
        }
        for size in sizes {
            guard let name = size.locator(.namePredicate) else { continue }
            var parts: [String] = []
            if let ratio = BenchReport.ratio(name.timings[.xpath], size.timings[.idIndex]) {
                parts.append("xpath/id-index \(CompareReport.ratioText(ratio))")
            }
            if let ratio = name.timings.ratio(.xpath, .libxml2Direct) {
                parts.append("xpath/libxml2-direct \(CompareReport.ratioText(ratio))")
            }
            if let ratio = BenchReport.ratio(size.timings[.xpathDevice], size.timings[.idIndex]) {
                parts.append("xpath-device/id-index \(CompareReport.ratioText(ratio))")
            }
            if !parts.isEmpty { lines.append("\(size.elements) elements: " + parts.joined(separator: ", ")) }
        }
        return lines
    }

    static func ratio(_ top: TimingStatistics?, _ bottom: TimingStatistics?) -> Double? {
        guard let top, let bottom, bottom.median > 0 else { return nil }
        return top.median / bottom.median
    }

    private static func bytes(_ value: Int?) -> String {
        value.map { ByteFormatting.string(bytes: max(0, $0)) } ?? "n/a"
    }

    // MARK: Tables

    var xpathColumns: [TableColumn] {
        [
            TableColumn("ELEMENTS", alignment: .right), TableColumn("LOCATOR"),
            TableColumn("MATCHES", alignment: .right),
            TableColumn("XPATH", alignment: .right), TableColumn("P90", alignment: .right),
            TableColumn("LIBXML2-DIRECT", alignment: .right), TableColumn("XPATH/LIBXML2", alignment: .right),
            TableColumn("XPATH/ID-INDEX", alignment: .right),
        ]
    }

    var xpathRows: [[TableCell]] {
        sizes.flatMap { size in
            size.locators.map { locator in
                [
                    TableCell("\(size.elements)"), TableCell(locator.kind.rawValue), TableCell("\(locator.count)"),
                    TableCell(CompareReport.durationText(locator.timings[.xpath])),
                    TableCell(locator.timings[.xpath].map { DurationFormatting.string(nanoseconds: $0.p90) } ?? "n/a"),
                    TableCell(CompareReport.durationText(locator.timings[.libxml2Direct])),
                    TableCell(CompareReport.ratioText(locator.timings.ratio(.xpath, .libxml2Direct))),
                    TableCell(
                        CompareReport.ratioText(BenchReport.ratio(locator.timings[.xpath], size.timings[.idIndex])),
                        emphasis: .strong),
                ]
            }
        }
    }

    var identifierColumns: [TableColumn] {
        [
            TableColumn("ELEMENTS", alignment: .right), TableColumn("ID-INDEX", alignment: .right),
            TableColumn("P90", alignment: .right),
            TableColumn("ID-SCAN", alignment: .right), TableColumn("XPATH-DEVICE", alignment: .right),
            TableColumn("DEVICE/ID-INDEX", alignment: .right), TableColumn("TREE", alignment: .right),
            TableColumn("INDEX", alignment: .right), TableColumn("QUERY DOC", alignment: .right),
            TableColumn("RESIDENT", alignment: .right),
        ]
    }

    var identifierRows: [[TableCell]] {
        sizes.map { size in
            [
                TableCell("\(size.elements)"),
                TableCell(CompareReport.durationText(size.timings[.idIndex]), emphasis: .strong),
                TableCell(size.timings[.idIndex].map { DurationFormatting.string(nanoseconds: $0.p90) } ?? "n/a"),
                TableCell(CompareReport.durationText(size.timings[.idScan])),
                TableCell(CompareReport.durationText(size.timings[.xpathDevice])),
                TableCell(
                    CompareReport.ratioText(BenchReport.ratio(size.timings[.xpathDevice], size.timings[.idIndex]))),
                TableCell(Self.bytes(size.memory.treeBytes)), TableCell(Self.bytes(size.memory.indexBytes)),
                TableCell(Self.bytes(size.memory.queryDocumentBytes)), TableCell(Self.bytes(size.memory.residentBytes)),
            ]
        }
    }

    static let memoryNote =
        "memory: growth of the resident set (/proc/self/statm) while building each structure, after returning free "
        + "memory to the system with malloc_trim; the tree figure includes the generator's leftovers"

    // MARK: Formats

    func text(colour: Bool) -> String {
        let paint = TerminalPaint(enabled: colour)
        var out = [paint.bold(title), runDescription, ""]
        out += conclusions.map { "  " + $0 }
        out.append("")
        out.append(paint.bold("XPATH") + " (median per query, each kind selecting the same element)")
        out.append(TextTable(columns: xpathColumns, rows: xpathRows).render(colour: colour).trimmingTrailingNewline())
        out.append("")
        out.append(paint.bold("IDENTIFIER LOOKUP, DEVICE QUERY AND MEMORY"))
        out.append(
            TextTable(columns: identifierColumns, rows: identifierRows).render(colour: colour).trimmingTrailingNewline()
        )
        out.append("")
        out.append(paint.dim(Self.memoryNote))
        return out.joined(separator: "\n") + "\n"
    }

    func markdown() -> String {
        var out = Markdown.heading(title, level: 2) + "\n" + Markdown.escape(runDescription) + "\n\n"
        out += Markdown.bulletList(conclusions.map(Markdown.escape)) + "\n"
        out += Markdown.heading("XPath (median per query)", level: 3) + "\n"
        out += MarkdownTable(columns: xpathColumns.map(Self.titleCased), rows: xpathRows).render() + "\n"
        out += Markdown.heading("Identifier lookup, device query and memory", level: 3) + "\n"
        out += MarkdownTable(columns: identifierColumns.map(Self.titleCased), rows: identifierRows).render() + "\n"
        out += Markdown.escape(Self.memoryNote) + "\n"
        return out
    }

    func html() -> String {
        var page = HTMLDocument(title: title, subtitle: runDescription)
        page.section("Scaling")
        page.list(conclusions)
        let elements = sizes.map { Double($0.elements) }
        func points(_ values: [Double?]) -> [SVGLineSeries.Point] {
            zip(elements, values).compactMap { x, y in y.map { SVGLineSeries.Point(x: x, y: $0) } }
        }
        var series: [SVGLineSeries] = [
            SVGLineSeries(
                name: "xpath \(namePredicateXPath)",
                points: points(sizes.map { $0.locator(.namePredicate)?.timings[.xpath]?.median })),
            SVGLineSeries(
                name: "libxml2-direct",
                points: points(sizes.map { $0.locator(.namePredicate)?.timings[.libxml2Direct]?.median })),
            SVGLineSeries(name: "xpath-device", points: points(sizes.map { $0.timings[.xpathDevice]?.median })),
            SVGLineSeries(name: "id-scan", points: points(sizes.map { $0.timings[.idScan]?.median })),
            SVGLineSeries(name: "id-index", points: points(sizes.map { $0.timings[.idIndex]?.median })),
        ]
        series.removeAll { $0.points.isEmpty }
        page.figure(
            svg: SVGLineChart(
                title: "Median time per lookup by page-source size (log-log)", series: series, xScale: .logarithmic,
                yScale: .logarithmic, xFormat: .count, yFormat: .duration, xLabel: "elements", yLabel: "median time"
            ).render(),
            caption: "XPath cost grows with the tree; the identifier index lookup stays flat."
        )
        let kinds = BenchLocatorKind.allCases.map { kind in
            SVGLineSeries(name: kind.rawValue, points: points(sizes.map { $0.locator(kind)?.timings[.xpath]?.median }))
        }.filter { !$0.points.isEmpty }
        page.figure(
            svg: SVGLineChart(
                title: "XPath kinds by page-source size (log-log)", series: kinds, xScale: .logarithmic,
                yScale: .logarithmic,
                xFormat: .count, yFormat: .duration, xLabel: "elements", yLabel: "median time"
            ).render()
        )
        page.section("XPath timings")
        page.table(columns: xpathColumns.map(Self.titleCased), rows: xpathRows)
        page.section("Identifier lookup, device query and memory")
        page.table(columns: identifierColumns.map(Self.titleCased), rows: identifierRows)
        let memory = [
            SVGLineSeries(name: "tree", points: points(sizes.map { $0.memory.treeBytes.map(Double.init) })),
            SVGLineSeries(name: "index", points: points(sizes.map { $0.memory.indexBytes.map(Double.init) })),
            SVGLineSeries(
                name: "query document", points: points(sizes.map { $0.memory.queryDocumentBytes.map(Double.init) })),
        ].map { SVGLineSeries(name: $0.name, points: $0.points.filter { $0.y > 0 }) }.filter { !$0.points.isEmpty }
        if !memory.isEmpty {
            page.figure(
                svg: SVGLineChart(
                    title: "Memory by page-source size (log-log)", series: memory, xScale: .logarithmic,
                    yScale: .logarithmic,
                    xFormat: .count, yFormat: .bytes, xLabel: "elements", yLabel: "resident growth"
                ).render(),
                caption: Self.memoryNote
            )
        } else {
            page.paragraph(Self.memoryNote, emphasis: .muted)
        }
        return page.render()
    }

    /// Terminal headers are upper case; elsewhere timing kinds keep their
    /// lower-case names (`xpath/id-index`) and words start with a capital.
    private static func titleCased(_ column: TableColumn) -> TableColumn {
        let words = column.header.lowercased()
        let plainWords: Set<String> = ["elements", "locator", "matches", "tree", "index", "query doc", "resident"]
        let header = plainWords.contains(words) ? words.prefix(1).uppercased() + words.dropFirst() : words
        return TableColumn(header, alignment: column.alignment)
    }
}
