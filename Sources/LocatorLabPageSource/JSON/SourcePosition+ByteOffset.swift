import LocatorLabFiles

extension SourcePosition {
    /// The 1-based line and column of the byte at `offset` in UTF-8 text; the
    /// column counts Unicode scalars, as libxml2 and the debugDescription
    /// reader do. CRLF and a lone CR end a line, as LF does (the readers
    /// that decode text first turn both into LF). An offset past the end
    /// points just after the last byte.
    init(byteOffset offset: Int, in text: UnsafeRawBufferPointer) {
        let end = min(max(offset, 0), text.count)
        var line = 1
        var column = 1
        var index = 0
        while index < end {
            let byte = text[index]
            if byte == 0x0A || byte == 0x0D {
                line += 1
                column = 1
                if byte == 0x0D, index + 1 < end, text[index + 1] == 0x0A { index += 1 }
            } else if byte & 0xC0 != 0x80 {  // not a continuation byte
                column += 1
            }
            index += 1
        }
        self.init(line: line, column: column)
    }
}
