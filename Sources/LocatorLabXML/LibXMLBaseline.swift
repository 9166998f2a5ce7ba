import CLibXML

/// What LocatorLab's own loading is measured against: libxml2 alone, as a
/// program that only needs a document would use it (`xmlReadMemory` with
/// the same safe options, then `xmlFreeDoc`). Benchmarks only.
public enum LibXMLBaseline {
    /// Parses `bytes` into a libxml2 DOM and frees it; whether it parsed.
    /// `keep` runs while the document still exists (to sample memory).
    public static func readMemory(_ bytes: UnsafeRawBufferPointer, keep: () -> Void = {}) -> Bool {
        LibXML.ensureInitialized()
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self), let length = Int32(exactly: bytes.count)
        else { return false }
        guard let document = xmlReadMemory(base, length, nil, nil, locatorlab_safe_parse_options(0)) else { return false }
        keep()
        xmlFreeDoc(document)
        return true
    }
}
