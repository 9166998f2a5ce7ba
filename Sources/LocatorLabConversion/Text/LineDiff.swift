/// A shortest line edit script between two texts (Myers, "An O(ND)
/// Difference Algorithm", 1986), after trimming the common beginning and
/// end, so the work is proportional to the changed region.
enum LineDiff {
    enum Operation: Equatable {
        case equal
        case delete
        case insert
    }

    /// The operations turning `old` into `new`, in order: `equal` and
    /// `delete` consume a line of `old`, `equal` and `insert` one of `new`.
    static func operations<Line: Hashable>(from old: [Line], to new: [Line]) -> [Operation] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        return [Operation](repeating: .equal, count: prefix) + middle(a, b)
            + [Operation](repeating: .equal, count: suffix)
    }

    /// Beyond this many differences the script is "replace the region":
    /// correct, only less minimal, and memory stays bounded.
    private static let maximumDifferences = 4096

    private static func middle<Line: Hashable>(_ a: [Line], _ b: [Line]) -> [Operation] {
        let n = a.count
        let m = b.count
        if n == 0 { return [Operation](repeating: .insert, count: m) }
        if m == 0 { return [Operation](repeating: .delete, count: n) }
        // Lines as integers, so comparisons are cheap.
        var ids: [Line: Int] = [:]
        let x = a.map { line in
            ids[line]
                ?? {
                    ids[line] = ids.count
                    return ids.count - 1
                }()
        }
        let y = b.map { line in
            ids[line]
                ?? {
                    ids[line] = ids.count
                    return ids.count - 1
                }()
        }

        let limit = min(n + m, maximumDifferences)
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var i: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    i = v[offset + k + 1]
                } else {
                    i = v[offset + k - 1] + 1
                }
                var j = i - k
                while i < n, j < m, x[i] == y[j] {
                    i += 1
                    j += 1
                }
                v[offset + k] = i
                if i >= n, j >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else {
            return [Operation](repeating: .delete, count: n) + [Operation](repeating: .insert, count: m)
        }
        // Walk back through the saved frontiers.
        var operations: [Operation] = []
        var i = n
        var j = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let frontier = trace[d]
            let k = i - j
            let previousK: Int
            if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousI = d == 0 ? 0 : frontier[offset + previousK]
            let previousJ = previousI - previousK
            while i > previousI, j > previousJ {
                operations.append(.equal)
                i -= 1
                j -= 1
            }
            if d > 0 {
                if i == previousI {
                    operations.append(.insert)
                    j -= 1
                } else {
                    operations.append(.delete)
                    i -= 1
                }
            }
        }
        return operations.reversed()
    }
}
