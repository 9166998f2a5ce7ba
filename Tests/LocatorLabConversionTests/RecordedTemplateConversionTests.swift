import Foundation
import LocatorLabConversion
import LocatorLabModel
import LocatorLabPageSource
import LocatorLabRecording
import LocatorLabTestSources
import LocatorLabTestSupport
import Testing

/// `convert --recording`: a call that builds its XPath at run time is
/// rewritten to the same template of identifier when every value a recorded
/// run saw it send proves equivalent.
@Suite("convert --recording: dynamic locators proven by recorded values")
struct RecordedTemplateConversionTests {
    static let recordingFolder = TestFixtures.url("convert/recording/race-run").path

    static let cases: [ConversionFixtures.Case] = [
        .init(language: .java, file: "RaceRecordingTest.java"),
        .init(language: .python, file: "test_race_recording.py"),
        .init(language: .javascript, file: "race-recording.test.js"),
    ]

    /// The recording's screens as page sources, its XPaths as the values.
    static func converter() throws -> TestSourceConverter {
        let recording = try RecordingFolder.read(recordingFolder)
        let screens = try recording.screens.map { screen in
            let path = recording.path(of: screen.source)
            return Screen(name: path, tree: try PageSourceReader.read(contentsOf: path))
        }
        let values = RecordedXPathValue.grouping(
            recording.finds.filter { $0.using == "xpath" }.map { ($0.value, $0.screen) })
        return TestSourceConverter(resolver: AccessibilityIDResolver(pageSources: screens), recordedValues: values)
    }

    @Test(arguments: cases)
    func convertsToTheExpectedBytes(_ fixture: ConversionFixtures.Case) throws {
        let result = try Self.converter().convert(
            try TestFixtures.bytes(fixture.before), file: fixture.file, language: fixture.language)
        let expected = try TestFixtures.bytes(fixture.after)
        let diff = UnifiedDiff.make(old: expected, new: result.converted, path: fixture.file)
        #expect(result.converted == expected, "converted file differs from the fixture (expected → actual):\n\(diff)")
    }

    @Test(arguments: cases)
    func convertingTheResultAgainChangesNothing(_ fixture: ConversionFixtures.Case) throws {
        let converter = try Self.converter()
        let once = try converter.convert(try TestFixtures.bytes(fixture.before), file: fixture.file, language: fixture.language)
        let twice = try converter.convert(once.converted, file: fixture.file, language: fixture.language)
        #expect(once.isChanged)
        #expect(!twice.isChanged)
        #expect(!twice.locators.contains { $0.outcome == .converted })
    }

    /// The report lists each recorded instance with what it proves.
    @Test func everyInstanceIsListedWithWhatItProves() throws {
        let fixture = Self.cases[0]
        let result = try Self.converter().convert(
            try TestFixtures.bytes(fixture.before), file: fixture.file, language: fixture.language)
        let header = result.locators[0]
        #expect(header.outcome == .converted)
        #expect(header.instances.map(\.value) == [
            "//XCUIElementTypeCell[@name='RaceHeaderCell_0']", "//XCUIElementTypeCell[@name='RaceHeaderCell_2']",
        ])
        #expect(header.instances.map(\.holes) == [["0"], ["2"]])
        #expect(header.instances.map(\.identifier) == ["RaceHeaderCell_0", "RaceHeaderCell_2"])
        #expect(header.replacementText == "AppiumBy.accessibilityId(\"RaceHeaderCell_\" + i)")
        // One label-based instance keeps the call as it is, and says which.
        let title = result.locators[2]
        #expect(title.outcome == .dynamic)
        #expect(title.instances.map(\.outcome) == [.labelOnly])
        #expect(title.reason.contains("the recorded instance \"//XCUIElementTypeStaticText[@label='Monaco']\" is label-only"))
        // No recorded value: nothing to prove it by.
        #expect(result.locators[3].outcome == .dynamic)
        #expect(result.locators[3].reason.contains("no value the recording sent matches its template"))
        #expect(result.locators[3].instances.isEmpty)
    }

    /// Equivalent instances are not enough: the identifier must be the
    /// template's own varying part.
    @Test func anIdentifierThatIsNotThePiecesOfTheTemplateIsRefused() throws {
        let source = """
            class T {
                void a(AppiumDriver driver, int i) {
                    driver.findElement(By.xpath("//XCUIElementTypeCell[@name='RaceHeaderCell_" + i + "']/XCUIElementTypeButton"));
                }
            }

            """
        let values = [
            RecordedXPathValue(value: "//XCUIElementTypeCell[@name='RaceHeaderCell_1']/XCUIElementTypeButton", screens: ["s"])
        ]
        let base = try Self.converter()
        let converter = TestSourceConverter(resolver: base.resolver, recordedValues: values)
        let result = try converter.convert(Array(source.utf8), file: "T.java", language: .java)
        #expect(!result.isChanged)
        #expect(result.locators[0].instances.map(\.identifier) == ["Race_1_Details"])
        #expect(result.locators[0].reason.contains("not one piece of the template holding every hole"))
    }

    /// Without a recording, a dynamic locator is left alone as before.
    @Test func withoutRecordedValuesNothingChanges() throws {
        let fixture = Self.cases[0]
        let converter = TestSourceConverter(resolver: try Self.converter().resolver)
        let result = try converter.convert(try TestFixtures.bytes(fixture.before), file: fixture.file, language: fixture.language)
        #expect(!result.isChanged)
        #expect(result.locators.allSatisfy { $0.outcome == .dynamic && $0.instances.isEmpty })
    }
}
