/// Looks up a character by its Unicode name, as Python's `\N{…}` escape
/// does: case-insensitively, by name or by (correction) alias.
package enum UnicodeCharacterName {
    /// The scalar named `name`, or `nil` when the standard library does not
    /// know the name (Python also accepts control-character and abbreviation
    /// aliases such as `LF`, which Swift does not list).
    ///
    /// Scans every scalar: `\N{…}` is rare in test sources, so a scan per
    /// escape costs less than keeping a name table in memory.
    package static func scalar(named name: String) -> Unicode.Scalar? {
        let wanted = name.uppercased()
        guard !wanted.isEmpty else { return nil }
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.properties.name == wanted || scalar.properties.nameAlias == wanted { return scalar }
        }
        return nil
    }
}
