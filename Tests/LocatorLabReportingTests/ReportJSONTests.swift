import LocatorLabReporting
import Testing

@Suite("ReportJSON")
struct ReportJSONTests {
    struct Sample: Encodable {
        var zeta = 1
        var alpha = "//XCUIElementTypeButton[@name='OK']"
    }

    @Test("keys are sorted, slashes unescaped, and the output ends in a newline")
    func deterministic() throws {
        let text = String(decoding: try ReportJSON.encode(Sample()), as: UTF8.self)
        #expect(text == "{\n  \"alpha\" : \"//XCUIElementTypeButton[@name='OK']\",\n  \"zeta\" : 1\n}\n")
    }

    @Test("non-finite numbers are an error, not invalid JSON")
    func nonFinite() {
        #expect(throws: (any Error).self) { try ReportJSON.encode([Double.nan]) }
    }
}
