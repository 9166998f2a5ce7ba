import Foundation
import LocatorLabConversion
import Testing

@Suite struct ScannerSmokeTests {
    @Test(arguments: try! FileManager.default.contentsOfDirectory(atPath: "/work/shared/corpus/legacy-tests").sorted())
    func corpus(_ name: String) throws {
        let path = "/work/shared/corpus/legacy-tests/" + name
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let language = try #require(SourceLanguage(path: path))
        let found = try XPathLocatorScanner.scan(source: text, language: language, file: name)
        for locator in found {
            print("\(name):\(locator.position): \(locator.form.rawValue) \(locator.call) \(locator.expression.map { "static \($0)" } ?? "dynamic \(locator.argumentText)")")
        }
    }
}
