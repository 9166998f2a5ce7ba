import CLibXML

/// Maps libxml2's interned names to the handler's numbers. libxml2 keeps
/// each distinct name once in the parser's dictionary, so a name's address
/// identifies it: a direct-mapped cache of addresses answers almost every
/// lookup without hashing (a page source has a few dozen distinct names).
final class LXStreamNames {
    private let handler: any LXStreamHandler
    private let cacheSize = 512
    private let cacheKeys: UnsafeMutablePointer<UnsafeRawPointer?>
    private let cacheNumbers: UnsafeMutablePointer<UInt32>
    // Touched on every name lookup by the one parser that owns this
    // object, one callback at a time: no access can overlap another, and the
    // runtime's checks of that showed in a one-shot `query` (issue 21, item 6).
    @exclusivity(unchecked) private var byAddress: [UnsafeRawPointer: UInt32] = [:]
    @exclusivity(unchecked) private var prefixed: [String: UInt32] = [:]

    init(handler: any LXStreamHandler) {
        self.handler = handler
        cacheKeys = .allocate(capacity: cacheSize)
        cacheKeys.initialize(repeating: nil, count: cacheSize)
        cacheNumbers = .allocate(capacity: cacheSize)
        cacheNumbers.initialize(repeating: 0, count: cacheSize)
    }

    deinit {
        cacheKeys.deallocate()
        cacheNumbers.deallocate()
    }

    func number(local: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) -> UInt32 {
        if let prefix {
            // Rare in page sources; a prefix stays part of the name, as in
            // the document (`a:text` is not `text`).
            let name = String(cString: prefix) + ":" + String(cString: local)
            if let known = prefixed[name] { return known }
            let number = handler.number(forName: name)
            prefixed[name] = number
            return number
        }
        let key = UnsafeRawPointer(local)
        let address = UInt(bitPattern: key)
        let slot = Int((address >> 3) ^ (address >> 12)) & (cacheSize - 1)
        if cacheKeys[slot] == key { return cacheNumbers[slot] }
        let number: UInt32
        if let known = byAddress[key] {
            number = known
        } else {
            number = handler.number(forName: String(cString: local))
            byAddress[key] = number
        }
        cacheKeys[slot] = key
        cacheNumbers[slot] = number
        return number
    }
}
