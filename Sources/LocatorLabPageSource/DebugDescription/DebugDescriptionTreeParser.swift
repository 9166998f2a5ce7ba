/// Walks the lines of a dump once, section by section, and turns the
/// element lines of every `Element subtree:` section into nodes nested by
/// indentation. It also picks up what the other sections say about the
/// application (label, pid, bundle id).
///
/// Nesting uses a stack of the open elements' indentations: a line belongs
/// to the nearest open element indented less than it. XCTest indents by two
/// spaces per level, but any deeper indentation counts as one level down,
/// so hand-edited or re-indented dumps still read as intended. Nothing
/// recurses, so depth is bounded only by ``ReadLimits``.
struct DebugDescriptionTreeParser {
    private let text: DebugDescriptionText
    private let file: String?
    private let limits: ReadLimits

    private(set) var nodes: [DebugDescriptionNode] = []
    private(set) var application = DebugDescriptionApplicationInfo()
    /// The number of dump roots (elements at depth 0).
    private(set) var rootCount = 0
    /// The first line of `...` in a subtree, 0-based (``DebugDescriptionText/isElision(_:)``).
    private(set) var firstElidedLine: Int?

    /// Open elements, innermost last.
    private var open: [(columns: Int, node: Int)] = []
    private var childCounts: [Int] = []

    init(text: DebugDescriptionText, file: String?, limits: ReadLimits) {
        self.text = text
        self.file = file
        self.limits = limits
    }

    /// Whether the nodes need a synthetic application above them: anything
    /// but a single dump of an application.
    var needsApplicationWrapper: Bool {
        !(rootCount == 1 && nodes.first?.line.isApplication == true)
    }

    mutating func parse() throws {
        let hasSubtreeHeader = (0..<text.lineCount).contains { text.section(introducedBy: $0) == .elementSubtree }
        // Without any `Element subtree:` header the whole text is read as
        // element lines (a subtree pasted on its own).
        var section: DebugDescriptionSection? = hasSubtreeHeader ? nil : .elementSubtree
        var subtreeHeaderLine: Int?
        var elementsInSection = 0
        var sawQueryChain = false

        var line = 0
        while line < text.lineCount {
            if let header = text.section(introducedBy: line) {
                if section == .elementSubtree, let headerLine = subtreeHeaderLine, elementsInSection == 0 {
                    throw emptySubtreeError(headerLine: headerLine)
                }
                section = header
                let afterHeader = text.contentStart(ofLine: line) + header.header.utf8.count
                switch header {
                case .elementSubtree:
                    // A new dump: its root starts a new tree whatever its indentation.
                    open.removeAll()
                    subtreeHeaderLine = line
                    elementsInSection = 0
                case .queryChain:
                    sawQueryChain = true
                    learnApplication(from: afterHeader, to: text.end(ofLine: line), in: header)
                case .attributes, .pathToElement:
                    learnApplication(from: afterHeader, to: text.end(ofLine: line), in: header)
                }
                line += 1
                continue
            }
            switch section {
            case .elementSubtree:
                if text.isBlank(line) {
                    line += 1
                } else if text.isElision(line), !nodes.isEmpty || hasSubtreeHeader {
                    // `...` where a README or an issue left elements out.
                    if firstElidedLine == nil { firstElidedLine = line }
                    line += 1
                } else if text.looksLikeElement(line) {
                    do {
                        line = try readElement(startingAt: line)
                    } catch let error as PageSourceError where nodes.isEmpty && !hasSubtreeHeader {
                        // Without headers, a first line that only looks like an
                        // element line ("Hello, world") says the text is no dump.
                        guard case .malformed = error else { throw error }
                        throw unknownFormatError(sawQueryChain: sawQueryChain, firstLineProblem: error)
                    }
                    elementsInSection += 1
                } else if nodes.isEmpty && !hasSubtreeHeader {
                    throw unknownFormatError(sawQueryChain: sawQueryChain)
                } else {
                    throw PageSourceError.malformed(
                        file: file, position: text.position(of: text.contentStart(ofLine: line)),
                        message: "this line in the Element subtree: section is not an element line",
                        expected: DebugDescriptionLineParser.lineExample)
                }
            case let other?:
                learnApplication(from: text.contentAfterMarkers(ofLine: line), to: text.end(ofLine: line), in: other)
                line += 1
            case nil:
                line += 1  // text before the first section (e.g. a test failure message)
            }
        }
        if section == .elementSubtree, let headerLine = subtreeHeaderLine, elementsInSection == 0 {
            throw emptySubtreeError(headerLine: headerLine)
        }
        guard !nodes.isEmpty else { throw unknownFormatError(sawQueryChain: sawQueryChain) }
        if needsApplicationWrapper { try checkLimitsWithWrapper() }
    }

    // MARK: - Element lines

    /// Reads the element line at `line` (plus continuation lines, see
    /// ``continuationEnd(after:)``), adds its node, and returns the next line.
    private mutating func readElement(startingAt line: Int) throws -> Int {
        let (columns, typeStart) = text.indentation(ofLine: line)
        var lastLine = line
        var parsed: DebugDescriptionLine
        do throws(DebugDescriptionLineError) {
            parsed = try DebugDescriptionLineParser.parse(text.bytes, from: typeStart, to: text.end(ofLine: line))
        } catch where error.isUnterminatedQuote {
            // A quoted label with line breaks: join the lines that follow.
            guard let continued = continuationEnd(after: line) else { throw malformed(error) }
            parsed = try parseContinued(from: typeStart, through: continued)
            lastLine = continued
        } catch {
            throw malformed(error)
        }
        // A value runs to the end of the line; when the next lines are not
        // element lines, the value had line breaks.
        if parsed.value != nil, lastLine == line, let continued = continuationEnd(after: line) {
            parsed = try parseContinued(from: typeStart, through: continued)
            lastLine = continued
        }

        while let innermost = open.last, innermost.columns >= columns {
            open.removeLast()
        }
        let parent = open.last?.node
        let depth = open.count
        guard depth < limits.maximumDepth else {
            throw PageSourceError.limitExceeded(
                file: file, position: text.position(of: typeStart), what: "the element nesting depth",
                limit: limits.maximumDepth, option: ReadLimits.depthOption)
        }
        guard nodes.count < limits.maximumElements else {
            throw PageSourceError.limitExceeded(
                file: file, position: text.position(of: typeStart), what: "the number of elements",
                limit: limits.maximumElements, option: ReadLimits.elementsOption)
        }
        let siblingIndex: Int
        if let parent {
            siblingIndex = childCounts[parent]
            childCounts[parent] += 1
        } else {
            siblingIndex = rootCount
            rootCount += 1
        }
        nodes.append(
            DebugDescriptionNode(
                line: parsed, parent: parent, depth: depth, siblingIndex: siblingIndex, offset: typeStart))
        childCounts.append(0)
        open.append((columns, nodes.count - 1))
        return lastLine + 1
    }

    private func parseContinued(from typeStart: Int, through lastLine: Int) throws -> DebugDescriptionLine {
        do throws(DebugDescriptionLineError) {
            return try DebugDescriptionLineParser.parse(text.bytes, from: typeStart, to: text.end(ofLine: lastLine))
        } catch {
            throw malformed(error)
        }
    }

    /// The last of the lines after `line` that continue it: lines that are
    /// neither blank, nor a section header, nor an element line. `nil` when
    /// the next line is not such a line.
    private func continuationEnd(after line: Int) -> Int? {
        var next = line + 1
        while next < text.lineCount, !text.isBlank(next), text.section(introducedBy: next) == nil,
            !text.looksLikeElement(next)
        {
            next += 1
        }
        return next > line + 1 ? next - 1 : nil
    }

    // MARK: - Application facts from the other sections

    /// Learns the application's label and pid from the first
    /// `Application, …` line, and its bundle id from `Find: Application '…'`.
    private mutating func learnApplication(from start: Int, to end: Int, in section: DebugDescriptionSection) {
        var start = start
        while start < end, text.bytes[start] == UInt8(ascii: " ") { start += 1 }
        if section == .queryChain, application.bundleIdentifier == nil {
            application.bundleIdentifier = bundleIdentifier(from: start, to: end)
        }
        guard !application.hasApplicationLine, text.matches(Self.applicationPrefix, at: start, before: end),
            let line = try? DebugDescriptionLineParser.parse(text.bytes, from: start, to: end), line.isApplication
        else { return }
        application.hasApplicationLine = true
        application.label = line.label
        application.processID = line.processID
    }

    /// `Find: Application 'com.example.app'` or `Find: Target Application '…'`.
    private func bundleIdentifier(from start: Int, to end: Int) -> String? {
        var offset = start
        guard text.matches(Self.findPrefix, at: offset, before: end) else { return nil }
        offset += Self.findPrefix.count
        if text.matches(Self.targetPrefix, at: offset, before: end) { offset += Self.targetPrefix.count }
        guard text.matches(Self.quotedApplicationPrefix, at: offset, before: end) else { return nil }
        offset += Self.quotedApplicationPrefix.count
        var close = offset
        while close < end, text.bytes[close] != UInt8(ascii: "'") { close += 1 }
        guard close < end, close > offset else { return nil }
        return String(decoding: text.bytes[offset..<close], as: UTF8.self)
    }

    private static let applicationPrefix = Array("Application".utf8)
    private static let findPrefix = Array("Find: ".utf8)
    private static let targetPrefix = Array("Target ".utf8)
    private static let quotedApplicationPrefix = Array("Application '".utf8)

    // MARK: - Errors

    /// The synthetic application adds a level and an element.
    private func checkLimitsWithWrapper() throws {
        if let deepest = nodes.max(by: { $0.depth < $1.depth }), deepest.depth + 1 >= limits.maximumDepth {
            throw PageSourceError.limitExceeded(
                file: file, position: text.position(of: deepest.offset),
                what: "the element nesting depth (with the application element added above the dump)",
                limit: limits.maximumDepth, option: ReadLimits.depthOption)
        }
        if nodes.count + 1 > limits.maximumElements, let last = nodes.last {
            throw PageSourceError.limitExceeded(
                file: file, position: text.position(of: last.offset),
                what: "the number of elements (with the application element added above the dump)",
                limit: limits.maximumElements, option: ReadLimits.elementsOption)
        }
    }

    private func malformed(_ error: DebugDescriptionLineError) -> PageSourceError {
        .malformed(
            file: file, position: text.position(of: error.offset), message: error.message, expected: error.expected)
    }

    private func emptySubtreeError(headerLine: Int) -> PageSourceError {
        .malformed(
            file: file, position: text.position(of: text.contentStart(ofLine: headerLine)),
            message: "the Element subtree: section has no element lines",
            expected: "element lines such as ` →Window (Main), 0x600000c8c1c0, {{0.0, 0.0}, {390.0, 844.0}}`")
    }

    private func unknownFormatError(sawQueryChain: Bool, firstLineProblem: PageSourceError? = nil) -> PageSourceError {
        if sawQueryChain {
            return .unknownFormat(
                file: file,
                message: "the debugDescription has a Query chain: section but no Element subtree: section; "
                    + "XCTest prints only the query chain when it cannot take a snapshot of the app "
                    + "(the app was not running or did not respond), so there is no element tree to read")
        }
        return .unknownFormat(
            file: file,
            message: "not an XCUIElement debugDescription: found no Element subtree: section and no element lines "
                + "such as `Button, 0x600000c8c1c0, {{16.0, 100.0}, {200.0, 44.0}}, label: 'Done'`"
                + (firstLineProblem.map { " (first line \($0.position.map { "\($0)" } ?? ""): \($0.message))" } ?? ""))
    }
}
