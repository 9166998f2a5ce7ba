import LocatorLabFiles
/// Finds arrays and objects nested too deeply before `JSONSerialization`
/// sees them. It reports the exact line and column, and tells a tree deeper
/// than the user's `--max-depth` (a limit they can raise) apart from one
/// deeper than Foundation's parser can read at all (a limit they cannot).
enum JSONNestingScanner {
    static func check(_ text: UnsafeRawBufferPointer, maximumDepth: Int, file: String?) throws {
        // In a valid tree every object below the top level is an element, at
        // nesting 2 + 2 * depth; attribute pairs sit two levels lower. The
        // limit counts levels (as for XML), so the deepest element allowed is
        // at depth `maximumDepth - 1`.
        let clampedDepth = min(max(maximumDepth, 0), JSONTreeFormat.maximumNesting)
        let objectLimit = JSONTreeFormat.nesting(ofElementAt: clampedDepth - 1)
        let arrayLimit = objectLimit + 2
        var nesting = 0
        var inString = false
        var escaped = false
        for offset in 0..<text.count {
            let byte = text[offset]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                nesting += 1
                if nesting > arrayLimit || (byte == UInt8(ascii: "{") && nesting > objectLimit) {
                    throw PageSourceError.limitExceeded(
                        file: file, position: SourcePosition(byteOffset: offset, in: text),
                        what: "element nesting depth", limit: maximumDepth, option: ReadLimits.depthOption)
                }
                if nesting > JSONTreeFormat.maximumNesting {
                    throw PageSourceError.malformed(
                        file: file, position: SourcePosition(byteOffset: offset, in: text),
                        message: "the tree is nested too deeply for the JSON reader, which reads "
                            + "\(JSONTreeFormat.maximumNesting) levels of JSON nesting "
                            + "(elements up to depth \(JSONTreeFormat.maximumReadableDepth))",
                        expected: nil)
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                nesting -= 1
            default:
                break
            }
        }
    }
}
