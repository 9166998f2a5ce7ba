/// Reading a report's JSON back (the parts `locatorlab merge` reads): a
/// report written under another schema is refused before any field of it
/// is read, since a field may have changed meaning.
extension KeyedDecodingContainer {
    /// Throws unless the `key` field is `current`; `what` names the report.
    public func requireSchemaVersion(_ current: Int, forKey key: Key, what: String) throws {
        let version = try decode(Int.self, forKey: key)
        guard version == current else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\(what) schema \(version); this locatorlab reads \(current)")
        }
    }
}
