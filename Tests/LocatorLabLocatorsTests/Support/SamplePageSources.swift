import Foundation
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabTestSupport

/// The page sources bundled in `samples/`, read as the command line reads them.
enum SamplePageSources {
    static func tree(_ name: String) throws -> ElementTree {
        try XMLPageSourceReader.read(Array(Data(contentsOf: TestFixtures.sample(name))), file: name)
    }
}
