/// Every distinct string of one tree (element types, attribute names and
/// values), stored once as UTF-8 in one byte arena and named by a
/// ``StringID``.
///
/// A page source repeats most of its text: 20 attribute names, a few dozen
/// types, `true`/`false`, small numbers. Interning makes a 1M-element tree
/// cost a few hundred bytes per element instead of a heap string per
/// attribute, and makes attribute comparisons integer comparisons.
///
/// Each string is followed by a NUL byte in the arena so that its bytes can
/// be handed to C as they are (text that itself holds NUL is never handed
/// over: XML forbids it, and the query-document builder cleans such text).
///
/// The table only grows: an ID stays valid in every copy made later.
public struct StringTable: Sendable {
    /// UTF-8 of every string, each followed by a NUL byte.
    private var bytes: [UInt8] = []
    /// Where each string starts in `bytes`; one more entry than strings.
    private var starts: [Int] = [0]
    /// Open addressing, linear probing: 0 is empty, else the string's hash
    /// in the high half and its ID + 1 in the low half, so a probe compares
    /// hashes without touching the strings, and growing never rehashes bytes.
    private var slots: [UInt64] = Array(repeating: 0, count: 64)

    /// Whether any string holds a character XML 1.0 cannot carry (see
    /// ``XMLForbiddenCharacters``): never for a page source read from XML.
    public private(set) var holdsXMLForbiddenCharacters = false

    public init() {}

    /// The number of distinct strings.
    public var count: Int { starts.count - 1 }

    /// The bytes the arena holds (for memory accounting).
    public var byteCount: Int { bytes.count }

    /// The string named by `id`.
    public func string(_ id: StringID) -> String {
        let start = starts[Int(id.raw)]
        let end = starts[Int(id.raw) + 1] - 1
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
        }
    }

    /// The length in UTF-8 bytes of the string named by `id`.
    public func utf8Count(_ id: StringID) -> Int {
        starts[Int(id.raw) + 1] - 1 - starts[Int(id.raw)]
    }

    /// Calls `body` with the UTF-8 bytes of `id`, followed in memory by a
    /// NUL byte that the buffer does not include.
    public func withUTF8<Result>(_ id: StringID, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let start = starts[Int(id.raw)]
        let end = starts[Int(id.raw) + 1] - 1
        return try bytes.withUnsafeBufferPointer { buffer in
            try body(UnsafeBufferPointer(rebasing: buffer[start..<end]))
        }
    }

    /// The ID of `string`, adding it when it is new.
    public mutating func intern(_ string: String) -> StringID {
        var text = string
        return text.withUTF8 { intern(UnsafeRawBufferPointer($0)) }
    }

    /// The ID of the string with these UTF-8 bytes, adding it when it is new.
    public mutating func intern(_ utf8: UnsafeRawBufferPointer) -> StringID {
        let hash = Self.hash(utf8)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            if UInt32(truncatingIfNeeded: entry >> 32) == hash {
                let candidate = Int(UInt32(truncatingIfNeeded: entry)) - 1
                if equals(candidate, utf8) { return StringID(raw: UInt32(candidate)) }
            }
            slot = (slot + 1) & mask
        }
        let id = count
        precondition(id < Int(UInt32.max) - 1, "a string table holds at most 4 billion strings")
        if !holdsXMLForbiddenCharacters && XMLForbiddenCharacters.occur(in: utf8) {
            holdsXMLForbiddenCharacters = true
        }
        bytes.append(contentsOf: utf8)
        bytes.append(0)
        starts.append(bytes.count)
        slots[slot] = UInt64(hash) << 32 | UInt64(id + 1)
        // At most half full, so probes stay short.
        if count * 2 > slots.count { rehash(size: slots.count * 2) }
        return StringID(raw: UInt32(id))
    }

    /// The ID of `string`, or `nil` when the table does not hold it.
    public func id(of string: String) -> StringID? {
        var text = string
        return text.withUTF8 { id(ofUTF8: UnsafeRawBufferPointer($0)) }
    }

    /// The ID of the string with these UTF-8 bytes, or `nil`.
    public func id(ofUTF8 utf8: UnsafeRawBufferPointer) -> StringID? {
        let hash = Self.hash(utf8)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if UInt32(truncatingIfNeeded: entry >> 32) == hash {
                let candidate = Int(UInt32(truncatingIfNeeded: entry)) - 1
                if equals(candidate, utf8) { return StringID(raw: UInt32(candidate)) }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Reserves room for about `strings` strings of `bytes` bytes in all.
    public mutating func reserveCapacity(strings: Int, bytes byteCount: Int) {
        bytes.reserveCapacity(byteCount)
        starts.reserveCapacity(strings + 1)
        var size = slots.count
        while size < strings * 2 { size *= 2 }
        if size > slots.count { rehash(size: size) }
    }

    private func equals(_ candidate: Int, _ utf8: UnsafeRawBufferPointer) -> Bool {
        let start = starts[candidate]
        let length = starts[candidate + 1] - 1 - start
        guard length == utf8.count else { return false }
        if length == 0 { return true }
        return bytes.withUnsafeBufferPointer { buffer in
            memoryEqual(buffer.baseAddress! + start, utf8.baseAddress!, length)
        }
    }

    private mutating func rehash(size: Int) {
        var fresh = [UInt64](repeating: 0, count: size)
        let mask = size - 1
        for entry in slots where entry != 0 {
            var slot = Int(UInt32(truncatingIfNeeded: entry >> 32)) & mask
            while fresh[slot] != 0 { slot = (slot + 1) & mask }
            fresh[slot] = entry
        }
        slots = fresh
    }

    /// A fast 64-bit multiply-mix over 8-byte words, folded to 32 bits.
    /// Not for hostile collisions across runs: probing stays correct, only
    /// slower, and a page source's strings are its own.
    static func hash(_ utf8: UnsafeRawBufferPointer) -> UInt32 {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(utf8.count)
        var offset = 0
        let count = utf8.count
        while offset + 8 <= count {
            let word = utf8.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            state = (state ^ word) &* 0xBF58_476D_1CE4_E5B9
            state ^= state >> 31
            offset += 8
        }
        if offset < count {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < count {
                tail |= UInt64(utf8[offset]) << shift
                shift += 8
                offset += 1
            }
            state = (state ^ tail) &* 0x94D0_49BB_1331_11EB
            state ^= state >> 29
        }
        state = (state ^ (state >> 32)) &* 0xD6E8_FEB8_6659_FD93
        return UInt32(truncatingIfNeeded: state ^ (state >> 32))
    }
}

/// Byte-wise equality of two buffers of `count` bytes (memcmp without
/// importing the C library into the model).
@inline(__always)
private func memoryEqual(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafeRawPointer, _ count: Int) -> Bool {
    var offset = 0
    while offset + 8 <= count {
        if UnsafeRawPointer(lhs).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            != rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        {
            return false
        }
        offset += 8
    }
    while offset < count {
        if lhs[offset] != rhs.load(fromByteOffset: offset, as: UInt8.self) { return false }
        offset += 1
    }
    return true
}

/// One string of a ``StringTable``: the same text always has the same ID in
/// one table, so comparing IDs compares the strings.
@frozen
public struct StringID: Sendable, Hashable, Comparable {
    public let raw: UInt32

    @inlinable
    public init(raw: UInt32) {
        self.raw = raw
    }

    public static func < (lhs: StringID, rhs: StringID) -> Bool {
        lhs.raw < rhs.raw
    }
}
