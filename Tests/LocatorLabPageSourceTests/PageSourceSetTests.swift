import Foundation
import LocatorLabPageSource
import LocatorLabTestSupport
import Testing

@Suite("Page source sets")
struct PageSourceSetTests {
    /// A folder with two page sources (copies of samples) and a link to one.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagesourceset-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["android-shop-products.xml", "ios-health-summary.xml"] {
            try FileManager.default.copyItem(at: TestFixtures.sample(name), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// Every spelling of the same files: the set must hold each file once,
    /// or `convert` says "proven on 4 page sources" for 2.
    @Test(arguments: [
        (["F/android-shop-products.xml", "F/./android-shop-products.xml", "F/../FOLDER/android-shop-products.xml"], 1),
        (["F", "F/"], 2),
        (["F", "F/android-shop-products.xml"], 2),
        (["F/ios-health-summary.xml", "F"], 2),
        (["F/android-shop-products.xml", "F/link.xml"], 1),
    ])
    func aFileReachedByTwoPathsIsReadOnce(paths: [String], files: Int) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.xml").path,
            withDestinationPath: folder.appendingPathComponent("android-shop-products.xml").path)
        let spelt = paths.map {
            $0.replacingOccurrences(of: "FOLDER", with: folder.lastPathComponent)
                .replacingOccurrences(of: "F", with: folder.path, options: .anchored)
        }
        let set = try PageSourceSet.read(spelt)
        #expect(set.pageSources.count == files, "\(set.pageSources.map(\.name))")
        // A file keeps the name of the first path that reached it.
        if spelt[0].hasSuffix(".xml") { #expect(set.pageSources.first?.name == spelt[0]) }
    }

    @Test func aFolderGivenTwiceIsNotAFolderWithoutPageSources() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = try PageSourceSet.read([folder.path, folder.path + "/."])
        #expect(set.pageSources.count == 2)
    }

    @Test func aMissingFileIsStillAnError() {
        #expect(throws: PageSourceError.self) { try PageSourceSet.read(["/nonexistent/x.xml", "/nonexistent/./x.xml"]) }
    }
}
