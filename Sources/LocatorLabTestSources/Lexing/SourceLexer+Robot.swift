/// Robot Framework: a test data line is cells separated by two or more
/// spaces, a tab, or ` | ` in the pipe format. Each cell is one token:
/// - a section header (`*** Variables ***`) is `.other`;
/// - a variable alone (`${SIGN_IN}`, `${SIGN_IN}=`) is `.identifier`
///   (the `=` of an assignment a `.punctuation` token after it);
/// - anything else is a `.string` whose value is the cell's text, `nil`
///   when a variable is written inside it (`xpath=//a[@name='${name}']`).
/// `#` at the start of a cell comments out the rest of the line; `...`
/// continues the previous line (its cells follow without a line break).
/// Robot's backslash escapes are kept as written: a locator rarely has one.
extension SourceLexer {
    package mutating func runRobot() {
        tokens.reserveCapacity(bytes.count / 8)
        while position < bytes.count {
            let lineEnd = bytes[position...].firstIndex(of: 10) ?? bytes.count
            readRobotLine(end: lineEnd)
            position = lineEnd + 1
            pendingLineBreak = true
            pendingSpace = true
        }
        position = bytes.count
    }

    private mutating func readRobotLine(end: Int) {
        var cellStart: Int?
        var index = position
        var isFirstCell = true
        func isSeparator(at index: Int) -> Int {
            // Two spaces, a tab, or ` | `; returns its length (0: none).
            guard index < end else { return 0 }
            if bytes[index] == 9 { return 1 }
            if bytes[index] == 32, index + 1 < end, bytes[index + 1] == 32 || bytes[index + 1] == 9 { return 2 }
            if bytes[index] == 32, index + 2 < end, bytes[index + 1] == UInt8(ascii: "|"),
                bytes[index + 2] == 32
            {
                return 3
            }
            return 0
        }
        while index <= end {
            let atEnd = index == end || bytes[index] == 13 && index + 1 == end
            let separator = atEnd ? 0 : isSeparator(at: index)
            if atEnd || separator > 0 {
                if let start = cellStart {
                    if bytes[start] == UInt8(ascii: "#") { break }
                    appendRobotCell(start, index, continuation: isFirstCell)
                    isFirstCell = false
                    cellStart = nil
                }
                if atEnd { break }
                index += separator
                pendingSpace = true
                continue
            }
            if cellStart == nil {
                // A leading `| ` of the pipe format is no cell.
                if bytes[index] == UInt8(ascii: "|"), index + 1 >= end || bytes[index + 1] == 32 {
                    index += 1
                    pendingSpace = true
                    continue
                }
                if bytes[index] == 32 {
                    index += 1
                    pendingSpace = true
                    continue
                }
                cellStart = index
            }
            index += 1
        }
    }

    private mutating func appendRobotCell(_ start: Int, _ end: Int, continuation isFirst: Bool) {
        var end = end
        while end > start, bytes[end - 1] == 32 { end -= 1 }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        // `...` continues the previous line: its cells are not a new statement.
        if isFirst, text == "..." {
            pendingLineBreak = false
            return
        }
        position = start
        let style = LiteralStyle(prefix: "", delimiter: "")
        if text.hasPrefix("*"), text.hasSuffix("*") {
            position = end
            append(.other, from: start)
        } else if let variableEnd = Self.robotVariableEnd(text) {
            position = start + variableEnd
            append(.identifier, from: start)
            if position < end {
                let rest = position
                position = end
                append(.punctuation, from: rest)
            }
        } else {
            position = end
            let variable = text.range(of: "${") ?? text.range(of: "@{") ?? text.range(of: "&{")
            let prefix = variable.map { String(text[..<$0.lowerBound]) } ?? text
            append(
                .string, from: start,
                literal: StringLiteral(
                    value: variable == nil ? text : nil, staticPrefix: prefix, style: style,
                    pieces: variable == nil ? [] : Self.robotPieces(bytes[start..<end])))
        }
    }

    /// A cell's text and the `${NAME}` variables in it, each piece's byte
    /// range the variable as written (`${NAME}`); `@{…}` and `&{…}` and a
    /// variable with a nested one (`${a${b}}`) are known only at run time.
    static func robotPieces(_ cell: ArraySlice<UInt8>) -> [LiteralPiece] {
        var pieces: [LiteralPiece] = []
        var text: [UInt8] = []
        var index = cell.startIndex
        while index < cell.endIndex {
            let byte = cell[index]
            guard "$@&".utf8.contains(byte), index + 1 < cell.endIndex, cell[index + 1] == UInt8(ascii: "{") else {
                text.append(byte)
                index += 1
                continue
            }
            pieces.append(.text(String(decoding: text, as: UTF8.self)))
            text.removeAll()
            guard let close = cell[(index + 2)...].firstIndex(of: UInt8(ascii: "}")) else {
                pieces.append(.unknown)
                return pieces + [.text("")]
            }
            let simple = byte == UInt8(ascii: "$") && !cell[(index + 2)..<close].contains(UInt8(ascii: "{"))
            pieces.append(simple ? .expression(index..<(close + 1)) : .unknown)
            index = close + 1
        }
        return pieces + [.text(String(decoding: text, as: UTF8.self))]
    }

    /// For a cell that is one scalar variable (`${NAME}`, optionally followed
    /// by `=` or ` =`), the byte length of `${NAME}`; else `nil`.
    package static func robotVariableEnd(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 4, bytes[0] == UInt8(ascii: "$"), bytes[1] == UInt8(ascii: "{") else { return nil }
        guard let close = bytes.firstIndex(of: UInt8(ascii: "}")), !bytes[2..<close].contains(UInt8(ascii: "{")) else {
            return nil
        }
        let rest = bytes[(close + 1)...].filter { $0 != 32 }
        guard rest.isEmpty || rest == [UInt8(ascii: "=")] else { return nil }
        return close + 1
    }
}
