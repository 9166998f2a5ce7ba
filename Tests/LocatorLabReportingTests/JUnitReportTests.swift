import Foundation
import LocatorLabReporting
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("JUnit XML")
struct JUnitReportTests {
    static let report = JUnitReport(
        name: "locatorlab convert",
        suites: [
            JUnitReport.Suite(
                name: "src/Login <\"test\">.java",
                cases: [
                    .init(name: "line 3: //a[@name='x']", outcome: .passed),
                    .init(name: "line 4: //b", outcome: .failed(type: "ambiguous", message: "2 & more\u{1}", details: "a < b")),
                    .init(name: "line 5: dynamic", outcome: .skipped(message: "built at run time")),
                ])
        ])

    @Test func countsEscapesAndIsTheSameBytesEveryTime() {
        let text = String(decoding: Self.report.xml(), as: UTF8.self)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"locatorlab convert\" tests=\"3\" failures=\"1\" skipped=\"1\">\n"))
        #expect(text.contains("<testsuite name=\"src/Login &lt;&quot;test&quot;&gt;.java\" tests=\"3\" failures=\"1\" skipped=\"1\" errors=\"0\">"))
        #expect(text.contains("<testcase classname=\"src/Login &lt;&quot;test&quot;&gt;.java\" name=\"line 3: //a[@name=&#39;x&#39;]\"/>"))
        #expect(text.contains("<failure type=\"ambiguous\" message=\"2 &amp; more\u{FFFD}\">a &lt; b</failure>"))
        #expect(text.contains("<skipped message=\"built at run time\"/>"))
        #expect(Self.report.xml() == Self.report.xml())
    }

    @Test func isWellFormedXML() {
        let parser = XMLParser(data: Data(Self.report.xml()))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
    }
}
