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
        #expect(throws: ReportingError.self) { try ReportJSON.encode([Double.nan]) }
        #expect(throws: ReportingError.self) { try ReportJSON.encodeCompact([Double.infinity]) }
    }

    struct Timing: Encodable {
        var locator: String
        var medianNanoseconds: Double
    }

    struct TimedReport: Encodable {
        var timings: [Timing]
    }

    /// A report with a NaN timing must fail loudly, naming the report and
    /// the field, rather than be written as `{}` (and exit 0).
    @Test("a NaN timing is an encoding error that names the report and the field")
    func nanTimingNamesTheField() throws {
        let report = TimedReport(timings: [
            Timing(locator: "//a", medianNanoseconds: 1_200),
            Timing(locator: "//b", medianNanoseconds: .nan),
        ])
        let error = try #require(throws: ReportingError.self) {
            try ReportJSON.encode(report, what: "the timing report")
        }
        guard case .encoding(let what, let reason) = error else { return }
        #expect(what == "the timing report")
        #expect(reason.hasPrefix("timings[1].medianNanoseconds: "))
        #expect(error.description.hasPrefix("cannot write the timing report as JSON: timings[1].medianNanoseconds"))
    }

    @Test("without a name, the error names the value's type")
    func unnamedValueIsNamedByItsType() throws {
        let error = try #require(throws: ReportingError.self) { try ReportJSON.encode(Timing(locator: "//a", medianNanoseconds: .nan)) }
        #expect(error.description.hasPrefix("cannot write Timing as JSON: medianNanoseconds: "))
    }
}
