/// One Allure test result (`<uuid>-result.json`), in the fields of
/// allure-python-commons' `TestResult` model (allure_commons/model2.py,
/// 2.16.2), which Allure Report and TestOps read. Only what a report of
/// LocatorLab has: no timestamps (`start` and `stop` are 0, so the same run
/// writes the same bytes), no links.
public struct AllureResult: Sendable, Hashable, Encodable {
    public enum Status: String, Sendable, Hashable, Encodable {
        /// What was checked holds.
        case passed
        /// What was checked does not hold: a broken or ambiguous locator, a
        /// missing identifier.
        case failed
        /// It could not be checked: an invalid locator, an evaluation error.
        case broken
        case skipped
    }

    public var uuid: String
    /// Stable across runs, so Allure links a result's history and retries.
    public var historyId: String
    public var testCaseId: String
    public var fullName: String
    public var name: String
    public var status: Status
    public var statusDetails: StatusDetails?
    public var stage = "finished"
    public var start = 0
    public var stop = 0
    public var description: String?
    public var steps: [Step]
    public var attachments: [Attachment]
    public var parameters: [Parameter]
    public var labels: [Label]

    /// `uuid`, `historyId` and `testCaseId` are derived from `fullName`
    /// (``AllureResultsFolder/uuid(for:)``): the same locator on the same
    /// screen has the same ids in every run.
    public init(
        fullName: String, name: String, status: Status, statusDetails: StatusDetails? = nil,
        description: String? = nil, steps: [Step] = [], attachments: [Attachment] = [],
        parameters: [Parameter] = [], labels: [Label] = []
    ) {
        self.uuid = AllureResultsFolder.uuid(for: "result\u{0}" + fullName)
        let identity = AllureResultsFolder.uuid(for: "history\u{0}" + fullName).filter { $0 != "-" }
        self.historyId = identity
        self.testCaseId = identity
        self.fullName = fullName
        self.name = name
        self.status = status
        self.statusDetails = statusDetails
        self.description = description
        self.steps = steps
        self.attachments = attachments
        self.parameters = parameters
        self.labels = labels
    }

    public struct StatusDetails: Sendable, Hashable, Encodable {
        public var message: String
        public var trace: String?

        public init(message: String, trace: String? = nil) {
            self.message = message
            self.trace = trace
        }
    }

    /// A step (allure_commons' `TestStepResult`): one page source a locator
    /// was evaluated on.
    public struct Step: Sendable, Hashable, Encodable {
        public var name: String
        public var status: Status
        public var statusDetails: StatusDetails?
        public var stage = "finished"
        public var start = 0
        public var stop = 0
        public var steps: [Step] = []
        public var attachments: [Attachment]
        public var parameters: [Parameter]

        public init(
            name: String, status: Status, statusDetails: StatusDetails? = nil, attachments: [Attachment] = [],
            parameters: [Parameter] = []
        ) {
            self.name = name
            self.status = status
            self.statusDetails = statusDetails
            self.attachments = attachments
            self.parameters = parameters
        }
    }

    /// A file of the results folder shown with the result.
    public struct Attachment: Sendable, Hashable, Encodable {
        public var name: String
        /// The file name in the results folder (`<uuid>-attachment.xml`).
        public var source: String
        /// Its media type (`application/xml`, `image/png`).
        public var type: String
    }

    public struct Parameter: Sendable, Hashable, Encodable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// A label: `parentSuite`, `suite` and `subSuite` group results in
    /// Allure's Suites tab; `app`, `screen` and `strategy` are LocatorLab's
    /// own, for filters; `severity` and `tag` are Allure's.
    public struct Label: Sendable, Hashable, Encodable {
        public var name: String
        public var value: String

        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }
}
