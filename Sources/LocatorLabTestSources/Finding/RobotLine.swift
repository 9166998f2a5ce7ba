/// One line of a Robot Framework source, as its cells (one token each,
/// ``SourceLexer/runRobot()``), with the section it sits in: the walk both
/// the constant finder and the locator finder make.
package struct RobotLine {
    /// The section header's text, lowercased (`*** variables ***`).
    package var section: String
    /// The line's tokens.
    package var cells: Range<Int>
    /// The first step cell: a line starting at column 1 names a test or
    /// keyword, and its steps follow the name; an indented line is all steps.
    package var firstStep: Int

    /// The lines of `stream`, section headers left out.
    package static func lines(of stream: TokenStream) -> [RobotLine] {
        var lines: [RobotLine] = []
        var section = ""
        var index = 0
        while index < stream.count {
            if stream[index].kind == .other {
                section = stream.text(index).lowercased()
                index += 1
                continue
            }
            var end = index + 1
            while end < stream.count, !stream[end].followsLineBreak { end += 1 }
            let atColumnOne = stream[index].start == 0 || stream.bytes[stream[index].start - 1] == 10
            lines.append(RobotLine(section: section, cells: index..<end, firstStep: atColumnOne ? index + 1 : index))
            index = end
        }
        return lines
    }
}
