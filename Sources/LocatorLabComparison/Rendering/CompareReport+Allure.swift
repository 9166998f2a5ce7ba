import Foundation
import LocatorLabLocators
import LocatorLabReporting

extension CompareReport {
    /// `compare --format allure`: one Allure result per locator and screen it
    /// is judged on (its page sources other than `not-this-screen`), with one
    /// step per page source (a unique match or a list passes; ambiguous or
    /// broken fails; an evaluation error is broken) carrying that page source
    /// as an attachment when `pageSourceBytes` has it. An invalid locator is
    /// one broken result. Labels group the results in Allure's Suites tab by
    /// app (`parentSuite`), screen (`suite`) and strategy (`subSuite`), and
    /// say the same as `app`, `screen` and `strategy`; each fragility rule
    /// that fired is a `tag`.
    public func allure(pageSourceBytes: [String: [UInt8]] = [:]) throws(ReportingError) -> AllureResultsFolder {
        var folder = AllureResultsFolder()
        let screens = Dictionary(pageSources.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for locator in locators {
            let strategy = locator.strategy ?? "xpath"
            let tags = locator.findings.map { AllureResult.Label("tag", $0.rule) }
            if let invalid = locator.invalid {
                let message = "invalid at offset \(invalid.offset): \(invalid.message)"
                try folder.add(
                    AllureResult(
                        fullName: "compare/invalid/\(strategy)/\(locator.expression)", name: locator.shownLocator,
                        status: .broken, statusDetails: .init(message: message),
                        labels: [
                            .init("parentSuite", "invalid locators"), .init("suite", strategy),
                            .init("strategy", strategy),
                        ]))
                continue
            }
            let pages = relevantPages(of: locator).shown
            var screenOrder: [String] = []
            for page in pages {
                let screen = screens[page.pageSource]?.screen ?? page.pageSource
                if !screenOrder.contains(screen) { screenOrder.append(screen) }
            }
            for screen in screenOrder {
                let onScreen = pages.filter { (screens[$0.pageSource]?.screen ?? $0.pageSource) == screen }
                let platform = screens[onScreen[0].pageSource]?.platform.rawValue ?? ""
                let app = Self.appName(ofScreen: screen, platform: platform)
                var steps: [AllureResult.Step] = []
                var attachments: [AllureResult.Attachment] = []
                for page in onScreen {
                    var stepAttachments: [AllureResult.Attachment] = []
                    if let bytes = pageSourceBytes[page.pageSource] {
                        let attachment = folder.attachPageSource(named: page.pageSource, bytes: bytes)
                        stepAttachments.append(attachment)
                        attachments.append(attachment)
                    }
                    let status = Self.allureStatus(page.status)
                    let why = ([page.error ?? Self.matchText(page)] + page.notes).joined(separator: "\n")
                    steps.append(
                        AllureResult.Step(
                            name: "\(page.pageSource): \(Self.matchText(page))", status: status,
                            statusDetails: status == .passed ? nil : .init(message: why),
                            attachments: stepAttachments,
                            parameters: [.init(name: "matches", value: String(page.count))]))
                }
                let worst = Self.worst(steps.map(\.status))
                let failing = steps.filter { $0.status != .passed }.map(\.name)
                let best = onScreen.compactMap(\.bestSuggestion).first.map {
                    "best suggestion: \($0.locator.description)"
                }
                try folder.add(
                    AllureResult(
                        fullName: "compare/\(screen)/\(strategy)/\(locator.expression)", name: locator.shownLocator,
                        status: worst,
                        statusDetails: failing.isEmpty ? nil : .init(message: failing.joined(separator: "\n")),
                        description: best, steps: steps, attachments: attachments,
                        labels: [
                            .init("parentSuite", app), .init("suite", screen), .init("subSuite", strategy),
                            .init("app", app), .init("screen", screen), .init("strategy", strategy),
                        ] + tags))
            }
        }
        return folder
    }

    static func allureStatus(_ status: LocatorStatus) -> AllureResult.Status {
        switch status {
        case .unique, .list, .notThisScreen: .passed
        case .ambiguous, .broken: .failed
        case .error: .broken
        }
    }

    /// broken over failed over passed.
    static func worst(_ statuses: [AllureResult.Status]) -> AllureResult.Status {
        if statuses.contains(.broken) { return .broken }
        return statuses.contains(.failed) ? .failed : .passed
    }

    /// The app of a screen as ``ScreenGrouping`` names it (`ios:Health`,
    /// `android:com.android.settings, screen of …` → `android:com.android.settings`);
    /// a screen named with `--screen` belongs to its platform.
    static func appName(ofScreen screen: String, platform: String) -> String {
        guard screen.hasPrefix("ios:") || screen.hasPrefix("android:") else { return platform }
        return screen.components(separatedBy: ", screen of ").first ?? screen
    }
}
