import Foundation
import LocatorLabConversion
import LocatorLabModel
import LocatorLabPageSource

/// The page sources the fuzzed locators are evaluated on and the fuzzed
/// test sources are converted against: the convert fixtures, small enough
/// that one input takes microseconds.
public struct FuzzFixtures: Sendable {
    public var iosTree: ElementTree
    public var androidTree: ElementTree
    public var pageSources: [Screen]

    public init(iosTree: ElementTree, androidTree: ElementTree, pageSources: [Screen]) {
        self.iosTree = iosTree
        self.androidTree = androidTree
        self.pageSources = pageSources
    }

    /// The fixtures under `Tests/Fixtures/convert/pagesources/` of the
    /// repository at `repositoryRoot`.
    public init(repositoryRoot: String) throws {
        let folder = repositoryRoot + "/Tests/Fixtures/convert/pagesources/"
        let names = ["ios-login.xml", "ios-settings.xml", "android-catalog.xml"]
        let sources = try names.map { name in
            Screen(name: name, tree: try PageSourceReader.read(contentsOf: folder + name))
        }
        self.init(iosTree: sources[0].tree, androidTree: sources[2].tree, pageSources: sources)
    }
}
