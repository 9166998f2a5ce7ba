import CLibXML

/// The floor an identifier lookup is measured against: a C string hash
/// table (libxml2's `xmlHashTable`) from each key to a number, looked up
/// with the key's bytes as a Swift `String` hands them to C. It does what
/// ``LocatorIndex``'s lookup must (hash the text, find the entry, compare
/// the bytes) and nothing more: no result to hand back. Benchmarks only.
public final class CHashBaseline {
    private let table: OpaquePointer

    /// A table of `entries` (key, value); a repeated key keeps its first value.
    public init(_ entries: [(key: String, value: Int)]) {
        LibXML.ensureInitialized()
        table = xmlHashCreate(Int32(clamping: max(entries.count, 16)))
        for (key, value) in entries {
            // The payload is the value itself (+ 1, since nil means absent),
            // so a lookup reads no memory beyond the table's.
            _ = key.withCString { name in
                xmlHashAddEntry(table, UnsafeRawPointer(name).assumingMemoryBound(to: xmlChar.self),
                    UnsafeMutableRawPointer(bitPattern: value + 1))
            }
        }
    }

    deinit { xmlHashFree(table, nil) }

    /// The value of `key`, or `nil` when the table does not hold it.
    @inline(never)
    public func value(of key: String) -> Int? {
        key.withCString { name in
            xmlHashLookup(table, UnsafeRawPointer(name).assumingMemoryBound(to: xmlChar.self))
                .map { Int(bitPattern: $0) - 1 }
        }
    }
}
