/// The names an element's attributes are written under, each once.
///
/// Drivers write attribute names from fixed tables, but a tree read from JSON
/// may carry a name that is no XML name (JSON's reader lets non-ASCII
/// symbols through, ``XMLName``), and ``XMLByteBuffer/xmlName(_:)`` cleans
/// it: `a×b` becomes `ab`. When the element also has a real `ab`, writing
/// both gives a duplicate attribute, which no XML parser reads back (issue 29,
/// item 12). So a name that is already an XML name keeps it, and a cleaned
/// name that is taken gets the first free `_2`, `_3`… suffix, in the order
/// the attributes are written: the output always reads back, every value is
/// kept, and a locator on a real attribute matches what it matched before.
/// ``PageSourceWriter/renamedAttributes(in:)`` lists the renamings so that
/// `export` can say so.
enum XMLAttributeNames {
    /// The written name of each of `names` (in writing order); `""` for a
    /// name with nothing left after cleaning, which is not written.
    static func written(_ names: [String]) -> [String] {
        let cleaned = names.map(XMLByteBuffer.xmlName)
        // The common case: every name is an XML name already. The readers
        // never give an element the same name twice.
        if cleaned == names { return cleaned }
        var result = [String](repeating: "", count: names.count)
        var taken: Set<String> = []
        var pending: [Int] = []
        for index in names.indices {
            if cleaned[index] == names[index], taken.insert(names[index]).inserted {
                result[index] = names[index]
            } else if !cleaned[index].isEmpty {
                pending.append(index)
            }
        }
        for index in pending {
            var candidate = cleaned[index]
            var suffix = 2
            while taken.contains(candidate) {
                candidate = "\(cleaned[index])_\(suffix)"
                suffix += 1
            }
            taken.insert(candidate)
            result[index] = candidate
        }
        return result
    }
}
