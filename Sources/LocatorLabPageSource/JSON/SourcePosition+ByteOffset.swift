extension SourcePosition {
    /// The line and column (in bytes, both 1-based) of the byte at `offset`
    /// in UTF-8 text; an offset past the end points just after the last byte.
    init(byteOffset offset: Int, in text: UnsafeRawBufferPointer) {
        let end = min(max(offset, 0), text.count)
        var line = 1
        var lineStart = 0
        for index in 0..<end where text[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        self.init(line: line, column: end - lineStart + 1)
    }
}
