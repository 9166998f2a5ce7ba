import Foundation
import LocatorLabConversion
import LocatorLabTestSupport
import Testing

@Suite("convert: before/after fixtures per language")
struct FixtureConversionTests {
    static func resolver(for fixture: ConversionFixtures.Case) throws -> AccessibilityIDResolver {
        ConversionFixtures.nativeCases.contains { $0.file == fixture.file }
            ? try ConversionFixtures.nativeResolver() : try ConversionFixtures.resolver()
    }

    static let allCases = ConversionFixtures.cases + ConversionFixtures.nativeCases

    @Test(arguments: allCases)
    func convertsToTheExpectedBytes(_ fixture: ConversionFixtures.Case) throws {
        let before = try TestFixtures.bytes(fixture.before)
        let expected = try TestFixtures.bytes(fixture.after)
        let converter = TestSourceConverter(resolver: try Self.resolver(for: fixture))
        let result = try converter.convert(before, file: fixture.file, language: fixture.language)
        let diff = UnifiedDiff.make(old: expected, new: result.converted, path: fixture.file)
        #expect(result.converted == expected, "converted file differs from the fixture (expected → actual):\n\(diff)")
    }

    @Test(arguments: allCases)
    func outcomesMatchTheListing(_ fixture: ConversionFixtures.Case) throws {
        let converter = TestSourceConverter(resolver: try Self.resolver(for: fixture))
        let result = try converter.convert(
            try TestFixtures.bytes(fixture.before), file: fixture.file, language: fixture.language)
        let listing = ConversionFixtures.outcomeListing(result)
        if try TestFixtures.recordIfRequested(Array(listing.utf8), to: fixture.outcomes) {
            Issue.record("recorded \(fixture.outcomes)")
            return
        }
        let expected = try TestFixtures.text(fixture.outcomes)
        #expect(
            listing == expected,
            "\(UnifiedDiff.make(old: Array(expected.utf8), new: Array(listing.utf8), path: fixture.outcomes))")
    }

    @Test(arguments: allCases)
    func convertingTheResultAgainChangesNothing(_ fixture: ConversionFixtures.Case) throws {
        let converter = TestSourceConverter(resolver: try Self.resolver(for: fixture))
        let once = try converter.convert(
            try TestFixtures.bytes(fixture.before), file: fixture.file, language: fixture.language)
        let twice = try converter.convert(once.converted, file: fixture.file, language: fixture.language)
        #expect(once.isChanged)
        #expect(!twice.isChanged)
        #expect(twice.converted == once.converted)
        #expect(!twice.locators.contains { $0.outcome == .converted })
        // Everything that was not converted is still found, with the same outcome.
        #expect(twice.locators.map(\.outcome) == once.locators.filter { $0.outcome != .converted }.map(\.outcome))
    }
}
