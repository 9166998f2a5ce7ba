/// Many page sources' ``ScreenSignature``s, compared pair by pair without
/// hashing strings: every token is numbered once, each signature becomes a
/// sorted list of numbers, and a pair's tokens in common are counted by one
/// merge of two lists. Grouping 2,000 page sources into screens compares
/// every pair, 2 million of them; with two sets of strings made and hashed
/// for each (``ScreenSignature/similarity(to:)``), that was 11 s of a 12 s
/// run of one locator.
public struct ScreenSignatureTable: Sendable {
    private let signatures: [ScreenSignature?]
    private let tokens: [[Int32]]

    /// `signatures` by position; `nil` where a page source has none (it is
    /// in a group the user named).
    public init(_ signatures: [ScreenSignature?]) {
        var numbers: [String: Int32] = [:]
        tokens = signatures.map { signature in
            guard let signature else { return [] }
            return signature.tokens.map { token in
                if let number = numbers[token] { return number }
                let number = Int32(numbers.count)
                numbers[token] = number
                return number
            }.sorted()
        }
        self.signatures = signatures
    }

    /// ``ScreenSignature/match(_:)`` of the signatures at `first` and
    /// `second`; `nil` when either has none.
    public func match(_ first: Int, _ second: Int) -> ScreenSignature.Match? {
        guard let one = signatures[first], let other = signatures[second] else { return nil }
        let (a, b) = (tokens[first], tokens[second])
        // Shared over all is at most the smaller count over the larger: a
        // pair of very different sizes is told apart without counting.
        let (smaller, larger) = a.count <= b.count ? (a.count, b.count) : (b.count, a.count)
        if larger > 0 && Double(smaller) < ScreenSignature.sameScreenThreshold * Double(larger) { return .otherScreen }
        var shared = 0
        var (i, j) = (0, 0)
        while i < a.count && j < b.count {
            if a[i] == b[j] {
                shared += 1
                i += 1
                j += 1
            } else if a[i] < b[j] {
                i += 1
            } else {
                j += 1
            }
        }
        let union = a.count + b.count - shared
        return one.match(other, similarity: union == 0 ? 1 : Double(shared) / Double(union))
    }
}
