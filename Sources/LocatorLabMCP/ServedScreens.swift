import Foundation
import LocatorLabAdvice
import LocatorLabLocators
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabXML

/// The screens a server answers about, read once at start from the
/// `--screens` roots, and their ``ScreenEngines`` (one engine per screen,
/// built on first use and kept, as `replay` and `inspect --serve` keep theirs).
///
/// Screens are named by their path below the root they came from, starting
/// with the root's own name (`samples/ios-cart.xml`), so that names do not
/// depend on the folder the server was started in.
///
/// Not `Sendable` (the engines own libxml2 documents): ``ScreenTools`` uses
/// it from one call at a time.
public final class ServedScreens {
    public let screens: [Screen]
    /// The resolved file of each screen, for screens named by path.
    let realFiles: [String]
    public let limits: XPathLimits
    private let engines: ScreenEngines
    /// Where each served recording's screens are in ``screens``, by the
    /// recording's name.
    let recordingScreens: [String: Range<Int>]

    /// Files found in a root folder that were not page sources, or that
    /// resolve outside the roots (a link out of a served folder).
    public let skipped: [String]

    public init(
        screens: [Screen], realFiles: [String], limits: XPathLimits, skipped: [String] = [],
        recordingScreens: [String: Range<Int>] = [:]
    ) {
        self.screens = screens
        self.realFiles = realFiles
        self.limits = limits
        self.skipped = skipped
        self.recordingScreens = recordingScreens
        engines = ScreenEngines(screens: screens, limits: limits)
    }

    /// Reads every page source under `roots`, then takes the screens of
    /// `recordings` (read already, each confined to the roots).
    /// - Throws: ``ToolError`` for a root that cannot be read, with the reader's message.
    public static func read(
        roots: [String], recordings: [ServedRecording] = [], served: ServedRoots, limits: XPathLimits
    ) throws(ToolError) -> ServedScreens {
        var set: PageSourceSet?
        if !roots.isEmpty {
            do {
                set = try PageSourceSet.read(roots)
            } catch {
                throw ToolError("\(error)")
            }
        }
        var screens: [Screen] = []
        var realFiles: [String] = []
        var skipped = (set?.skipped ?? []).map { "\($0.file ?? "<input>"): not a page source" }
        for var screen in set?.pageSources ?? [] {
            guard let real = ServedRoots.realPath(screen.file), served.contains(resolved: real) else {
                skipped.append("\(screen.file): outside the served roots")
                continue
            }
            screen.name = displayName(of: screen.file, roots: roots)
            screens.append(screen)
            realFiles.append(real)
        }
        var recordingScreens: [String: Range<Int>] = [:]
        for recording in recordings {
            recordingScreens[recording.name] = screens.count..<screens.count + recording.screens.count
            screens += recording.screens
            realFiles += recording.realFiles
        }
        return ServedScreens(
            screens: screens, realFiles: realFiles, limits: limits, skipped: skipped, recordingScreens: recordingScreens)
    }

    /// `samples/ios-cart.xml` for `/work/samples/ios-cart.xml` read from
    /// the root `/work/samples`; the file's own name for a root that is the file.
    static func displayName(of file: String, roots: [String]) -> String {
        for root in roots {
            let trimmed = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
            let base = (trimmed as NSString).lastPathComponent
            if file == trimmed { return base }
            if file.hasPrefix(trimmed + "/") { return base + "/" + file.dropFirst(trimmed.count + 1) }
        }
        return file
    }

    /// The index of the screen a tool names: by name, or by a path that
    /// resolves, inside the roots, to a served screen's file.
    func index(of reference: String, roots: ServedRoots) throws(ToolError) -> Int {
        if let found = screens.firstIndex(where: { $0.name == reference }) { return found }
        // A path: resolved, and refused outside the roots before anything
        // else is said about it; one that does not exist is no screen.
        if let real = ServedRoots.realPath(reference) {
            guard roots.contains(resolved: real) else { _ = try roots.resolve(reference); return -1 }
            if let found = realFiles.firstIndex(of: real) { return found }
        }
        let names = screens.map(\.name)
        let listed = names.prefix(20).joined(separator: ", ") + (names.count > 20 ? ", … (\(names.count - 20) more)" : "")
        throw ToolError("unknown screen \(ToolError.quoted(reference)); the screens served are: \(listed)")
    }

    /// The engine of screen `index`, made on first use.
    func engine(_ index: Int) -> LocatorEngine {
        engines.engine(screen: index, appPackage: nil)
    }

    /// The engines of recording `name`'s screens, in its order: what
    /// `recorded_finds` evaluates on, so that its analysis and the other
    /// tools build each screen's indexes and query documents once.
    func engines(ofRecording name: String) -> ScreenEngines? {
        guard let range = recordingScreens[name] else { return nil }
        return engines.window(onto: Array(range), as: Array(screens[range]))
    }

    /// Each screen's ranking, made on first use and kept with its frames
    /// and the trials all its elements share, as `compare` keeps one per
    /// page source (`PageContext.ranking`).
    private var rankings: [Int: LocatorRanking] = [:]
    /// Each element's ranked locators: a screen does not change while it
    /// is served, and an element's 19 survival trials were most of the
    /// 329 ms a locators_for_element call took on 1,000 elements.
    private var ranked: [ElementKey: RankedLocators] = [:]

    static let rankedLimit = 4096

    private struct ElementKey: Hashable {
        var screen: Int
        var element: ElementID
    }

    /// The shared ranking (``LocatorRanking``) of `element` on screen `index`.
    func ranked(_ element: ElementID, screen index: Int) -> RankedLocators {
        let key = ElementKey(screen: index, element: element)
        if let known = ranked[key] { return known }
        let ranking = rankings[index] ?? LocatorRanking(engine: engine(index))
        rankings[index] = ranking
        let made = ranking.ranked(for: element)
        // Bounded: an assistant walking every element of many screens
        // rebuilds some rankings rather than holding every one.
        if ranked.count >= Self.rankedLimit { ranked.removeAll(keepingCapacity: true) }
        ranked[key] = made
        return made
    }
}
