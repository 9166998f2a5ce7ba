import LocatorLabFiles

extension SourcePosition {
    /// The 1-based line and column of the byte at `offset` in UTF-8 text; the
    /// column counts Unicode scalars, as libxml2 and the debugDescription
    /// reader do. An offset past the end points just after the last byte.
    init(byteOffset offset: Int, in text: UnsafeRawBufferPointer) {
        let end = min(max(offset, 0), text.count)
        var line = 1
        var column = 1
        for index in 0..<end {
            let byte = text[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // not a continuation byte
                column += 1
            }
        }
        self.init(line: line, column: column)
    }
}
