/// Recognises identifiers that a framework or build generated rather than a
/// developer chose: GUIDs, long numbers, long hexadecimal runs. They change
/// between builds or sessions, so LocatorLab never suggests them.
public enum GeneratedIdentifier {
    /// Why `value` looks generated, or `nil` when it looks chosen.
    public static func reason(_ value: String) -> String? {
        let scalars = Array(value.unicodeScalars)
        if containsGUID(scalars) { return "it contains a GUID" }
        if longestRun(in: scalars, where: isDigit) >= 6 { return "it contains a long number" }
        if hasLongHexRun(scalars) { return "it contains a long hexadecimal string" }
        return nil
    }

    /// Whether `value` looks generated.
    public static func looksGenerated(_ value: String) -> Bool {
        reason(value) != nil
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private static func isHex(_ scalar: Unicode.Scalar) -> Bool {
        isDigit(scalar) || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
    }

    private static func longestRun(in scalars: [Unicode.Scalar], where matches: (Unicode.Scalar) -> Bool) -> Int {
        var longest = 0
        var current = 0
        for scalar in scalars {
            current = matches(scalar) ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }

    /// 12 or more hexadecimal characters in a row, mixing letters and digits
    /// (a word like "deadbeef" alone is too short, "Facade" has no digit).
    private static func hasLongHexRun(_ scalars: [Unicode.Scalar]) -> Bool {
        var start = 0
        while start < scalars.count {
            guard isHex(scalars[start]) else {
                start += 1
                continue
            }
            var end = start
            while end < scalars.count && isHex(scalars[end]) { end += 1 }
            let run = scalars[start..<end]
            if run.count >= 12 && run.contains(where: isDigit) && run.contains(where: { !isDigit($0) }) { return true }
            start = end
        }
        return false
    }

    /// 8-4-4-4-12 hexadecimal groups separated by dashes.
    private static func containsGUID(_ scalars: [Unicode.Scalar]) -> Bool {
        let groups = [8, 4, 4, 4, 12]
        let length = 36
        guard scalars.count >= length else { return false }
        for start in 0...(scalars.count - length) {
            var position = start
            var matched = true
            for (index, group) in groups.enumerated() {
                for _ in 0..<group {
                    if !isHex(scalars[position]) {
                        matched = false
                        break
                    }
                    position += 1
                }
                if !matched { break }
                if index < groups.count - 1 {
                    if scalars[position] != "-" {
                        matched = false
                        break
                    }
                    position += 1
                }
            }
            if matched { return true }
        }
        return false
    }
}
