/// A JUnit XML report, the format CI systems (Jenkins, GitLab, GitHub
/// test reporters, Azure) show as test suites and cases: one `<testsuite>`
/// per group (a test source, a page source) and one `<testcase>` per thing
/// checked (a locator, a coverage gate). Only the attributes every consumer
/// reads: `name`, `tests`, `failures`, `skipped` on suites; `classname` and
/// `name` on cases; `message` and `type` on `<failure>` and `<skipped>`.
/// No timestamps or durations, so the same run gives the same bytes.
public struct JUnitReport: Sendable, Equatable {
    public struct TestCase: Sendable, Equatable {
        public enum Outcome: Sendable, Equatable {
            case passed
            case failed(type: String, message: String, details: String)
            case skipped(message: String)
        }

        public var name: String
        public var outcome: Outcome
        /// Written as `<properties>` inside the test case (the form
        /// pytest's `record_property` and Jenkins read), in this order.
        public var properties: [(name: String, value: String)]

        public init(name: String, outcome: Outcome, properties: [(name: String, value: String)] = []) {
            self.name = name
            self.outcome = outcome
            self.properties = properties
        }

        public static func == (lhs: TestCase, rhs: TestCase) -> Bool {
            lhs.name == rhs.name && lhs.outcome == rhs.outcome
                && lhs.properties.map(\.name) == rhs.properties.map(\.name)
                && lhs.properties.map(\.value) == rhs.properties.map(\.value)
        }
    }

    public struct Suite: Sendable, Equatable {
        public var name: String
        public var cases: [TestCase]

        public init(name: String, cases: [TestCase]) {
            self.name = name
            self.cases = cases
        }

        var failures: Int { cases.filter { if case .failed = $0.outcome { true } else { false } }.count }
        var skipped: Int { cases.filter { if case .skipped = $0.outcome { true } else { false } }.count }
    }

    /// The name of the whole run (`locatorlab convert`).
    public var name: String
    public var suites: [Suite]

    public init(name: String, suites: [Suite]) {
        self.name = name
        self.suites = suites
    }

    /// The XML document, UTF-8, with a final newline.
    public func xml() -> [UInt8] {
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        let failures = suites.reduce(0) { $0 + $1.failures }
        let skipped = suites.reduce(0) { $0 + $1.skipped }
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<testsuites name=\"\(HTML.escape(name))\" tests=\"\(tests)\" failures=\"\(failures)\" skipped=\"\(skipped)\">\n"
        for suite in suites {
            output += "  <testsuite name=\"\(HTML.escape(suite.name))\" tests=\"\(suite.cases.count)\" "
                + "failures=\"\(suite.failures)\" skipped=\"\(suite.skipped)\" errors=\"0\">\n"
            for testCase in suite.cases {
                let opening = "    <testcase classname=\"\(HTML.escape(suite.name))\" name=\"\(HTML.escape(testCase.name))\""
                switch testCase.outcome {
                case .passed where !testCase.properties.isEmpty:
                    output += opening + ">\n      <properties>\n"
                    for property in testCase.properties {
                        output += "        <property name=\"\(HTML.escape(property.name))\" "
                            + "value=\"\(HTML.escape(property.value))\"/>\n"
                    }
                    output += "      </properties>\n    </testcase>\n"
                case .passed:
                    output += opening + "/>\n"
                case .failed(let type, let message, let details):
                    output += opening + ">\n"
                    output += "      <failure type=\"\(HTML.escape(type))\" message=\"\(HTML.escape(message))\">"
                        + HTML.escape(details) + "</failure>\n"
                    output += "    </testcase>\n"
                case .skipped(let message):
                    output += opening + ">\n      <skipped message=\"\(HTML.escape(message))\"/>\n    </testcase>\n"
                }
            }
            output += "  </testsuite>\n"
        }
        output += "</testsuites>\n"
        return Array(output.utf8)
    }
}
