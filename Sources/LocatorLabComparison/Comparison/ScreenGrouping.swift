import Foundation
import LocatorLabLocators
import LocatorLabModel

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// Which page sources of a comparison show one screen, so that a locator
/// of one screen finding nothing on another is "not this screen", never
/// "broken", and only versions of one screen are compared element by
/// element.
///
/// 1. A page source a named group's pattern matches belongs to that group
///    (`--screen NAME=PATTERN`, then `screens:` in `locatorlab.yml`; the
///    first group that matches wins). A pattern is a page source, a folder
///    holding page sources, or a glob (`login-*.xml`).
/// 2. The others are grouped by app (``appKey(of:index:)``), then by
///    ``ScreenSignature``: page sources whose signatures are the same
///    screen, directly or through others, are one screen; titles
///    (``ScreenTitle``) tell apart page sources whose elements are alike,
///    and two page sources they tell apart are never one screen through
///    others. A page source in another language (its title left out) joins
///    the screen its elements fit only when they fit that one screen and it
///    fits no other translation. A group is named
///    after its app when it is the app's only one, else after the app and
///    its first page source (`android:com.android.settings, screen of
///    settings/DateAndTime_en.xml`).
public enum ScreenGrouping {
    /// Page sources the user names as one screen.
    public struct NamedGroup: Sendable, Hashable {
        public var name: String
        public var patterns: [String]

        public init(name: String, patterns: [String]) {
            self.name = name
            self.patterns = patterns
        }

        /// `NAME=PATTERN` (`--screen`), or `nil`.
        public init?(argument: String) {
            guard let equals = argument.firstIndex(of: "=") else { return nil }
            let name = String(argument[..<equals]).trimmingCharacters(in: .whitespaces)
            let pattern = String(argument[argument.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !pattern.isEmpty else { return nil }
            self.init(name: name, patterns: [pattern])
        }

        func matches(_ pageSource: String) -> Bool {
            let path = Self.absolute(pageSource)
            return patterns.contains { pattern in
                let absolutePattern = Self.absolute(pattern)
                return fnmatch(pattern, pageSource, 0) == 0 || fnmatch(absolutePattern, path, 0) == 0
                    || path.hasPrefix(absolutePattern.hasSuffix("/") ? absolutePattern : absolutePattern + "/")
            }
        }

        /// `./x.xml`, `a/../x.xml` and `x.xml` alike, from the working folder.
        private static func absolute(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.path
        }
    }

    /// The screen of each page source, in order (see the type's rules).
    public static func screens(of pages: [Screen], indexes: [LocatorIndex], named: [NamedGroup]) -> [String] {
        var screens: [String?] = pages.map { page in named.first { $0.matches(page.name) }?.name }
        let apps = pages.indices.map { appKey(of: pages[$0].tree, index: indexes[$0]) }
        let signatures = pages.indices.map { screens[$0] == nil ? ScreenSignature(of: pages[$0].tree) : nil }
        // Union-find over the unnamed page sources of each app.
        var parent = Array(pages.indices)
        func root(_ index: Int) -> Int {
            var index = index
            while parent[index] != index { index = parent[index] }
            return index
        }
        var matches: [[ScreenSignature.Match]] = pages.indices.map { _ in
            Array(repeating: .otherScreen, count: pages.count)
        }
        // Every pair once: a match is symmetric (similarity, and titles).
        let table = ScreenSignatureTable(signatures)
        for first in pages.indices where signatures[first] != nil {
            for second in pages.indices.dropFirst(first + 1) where apps[first] == apps[second] {
                if let match = table.match(first, second) {
                    matches[first][second] = match
                    matches[second][first] = match
                }
            }
        }
        var members: [Int: [Int]] = [:]
        for index in pages.indices where screens[index] == nil { members[index] = [index] }
        // Titles that tell two page sources apart keep them apart even
        // through others.
        func canJoin(_ a: Int, _ b: Int) -> Bool {
            let others = members[b] ?? []
            return !(members[a] ?? []).contains { one in others.contains { matches[one][$0] == .otherScreen } }
        }
        func join(_ a: Int, _ b: Int) {
            let (kept, joined) = (min(a, b), max(a, b))
            parent[joined] = kept
            members[kept, default: []] += members.removeValue(forKey: joined) ?? []
        }
        // 1. Alike elements under titles that agree.
        for first in pages.indices where screens[first] == nil {
            for second in pages.indices.dropFirst(first + 1) where matches[first][second] == .sameScreen {
                let (a, b) = (root(first), root(second))
                if a != b && canJoin(a, b) { join(a, b) }
            }
        }
        // 2. A screen in another language (its title left out) joins the
        // one screen its elements fit, when that screen fits no other
        // translation either; when they fit several screens their titles
        // told apart (Security in Japanese beside Network & internet and
        // Security in English), nothing but labels could choose, so it
        // stays a screen of its own.
        func fits(_ group: Int) -> Set<Int> {
            var result: Set<Int> = []
            for one in members[group] ?? [] {
                for other in pages.indices where matches[one][other] == .translated && root(other) != group {
                    result.insert(root(other))
                }
            }
            return result.filter { canJoin(group, $0) }
        }
        for first in pages.indices where screens[first] == nil && root(first) == first {
            let candidates = fits(first)
            if candidates.count == 1, let other = candidates.first, fits(other) == [first] { join(first, other) }
        }
        // Roots are each group's first page source (the smaller index wins).
        var groupsPerApp: [String: Set<Int>] = [:]
        for index in pages.indices where screens[index] == nil {
            groupsPerApp[apps[index], default: []].insert(root(index))
        }
        for index in pages.indices where screens[index] == nil {
            let first = root(index)
            screens[index] =
                groupsPerApp[apps[index]]!.count == 1
                ? apps[index] : apps[index] + ", screen of " + pages[first].name
        }
        return screens.map { $0! }
    }

    /// The platform and the app of a page source (iOS: the application's
    /// bundle id, else its name; Android: the most common package).
    public static func appKey(of tree: ElementTree, index: LocatorIndex) -> String {
        switch tree.platform {
        case .ios:
            let application = tree.elements.first { $0.type == "XCUIElementTypeApplication" }
            let app = application?[attribute: AttributeName.bundleId] ?? application?.name ?? "unknown app"
            return "ios:\(app)"
        case .android:
            return "android:\(index.mostCommonPackage ?? "unknown app")"
        }
    }
}
