import LocatorLabModel
import LocatorLabPageSource

/// Reads the page sources a conversion is proven on (`PageSourceSet`: files
/// as given, folders walked, files in folders that are not page sources
/// skipped and reported).
public enum PageSourceLoader {
    /// - Throws: `PageSourceError` for a missing or unreadable file, a named
    ///   one in no known format, or a folder without page sources: every
    ///   locator is proven on all of them, so none may be left out silently.
    public static func load(_ paths: [String], limits: ReadLimits = ReadLimits()) throws -> (
        pageSources: [Screen], skipped: [PageSourceError]
    ) {
        let set = try PageSourceSet.read(paths, limits: limits)
        return (set.pageSources, set.skipped)
    }
}
