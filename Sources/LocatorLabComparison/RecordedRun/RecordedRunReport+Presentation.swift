import LocatorLabAdvice
import LocatorLabLocators
import LocatorLabReporting

/// Sentences the text, Markdown, HTML, JUnit and SARIF renderings of a
/// recorded run share, so that they say the same things.
extension RecordedRunReport {
    var title: String { "LocatorLab: the locators of a recorded run" }

    /// `12 finds of 5 locators on 3 screens (2 recordings)`.
    var runDescription: String {
        var text = "\(counted(summary.finds, "find")) of \(counted(summary.locators, "distinct locator")) on "
            + counted(screens.count, "screen")
        if !recordings.isEmpty { text += " (\(recordings.joined(separator: ", ")))" }
        return text
    }

    /// The summary's lines: label and text.
    var headlines: [(label: String, text: String)] {
        var lines: [(String, String)] = [
            ("results", summary.statuses.filter { $0.count > 0 }.map { "\($0.count) \($0.key)" }.joined(separator: ", ")),
            ("device vs LocatorLab", summary.agreements.map { "\($0.count) \($0.key)" }.joined(separator: ", ")),
            ("replacements", "\(summary.replacements) verified identifier replacement\(summary.replacements == 1 ? "" : "s")"),
        ]
        if !summary.findings.isEmpty {
            lines.append(("findings", summary.findings.map { "\($0.count) \($0.key)" }.joined(separator: ", ")))
        }
        if let device = summary.medianDeviceMilliseconds {
            var text = "device \(Self.milliseconds(device)) per find (median, as recorded)"
            if let estimate = summary.medianEstimateMilliseconds {
                text += "; LocatorLab's estimate \(DurationFormatting.string(nanoseconds: estimate * 1_000_000))"
            }
            lines.append(("latency", text))
        }
        if lines[0].1.isEmpty { lines[0].1 = "none" }
        return lines
    }

    /// `xpath //X[@name='a']`.
    static func heading(_ locator: RecordedLocatorReport) -> String {
        "\(locator.using) \(locator.value)"
    }

    /// `unique`, `broken on screen-002`, `not evaluated`.
    static func statusText(_ locator: RecordedLocatorReport) -> String {
        if locator.notEvaluated != nil { return "not evaluated" }
        if locator.invalid != nil { return "invalid" }
        return locator.status?.rawValue ?? "no screen"
    }

    static func emphasis(_ locator: RecordedLocatorReport) -> CellEmphasis {
        if locator.notEvaluated != nil { return .muted }
        if locator.invalid != nil || !locator.disagreements.isEmpty { return .bad }
        return locator.status.map(CompareReport.emphasis(for:)) ?? .muted
    }

    /// `1 match: XCUIElementTypeButton "Login"` on one screen.
    static func resultText(_ result: RecordedLocatorReport.ScreenResult) -> String {
        if let error = result.error { return "error: \(error)" }
        let count = result.count == 1 ? "1 match" : "\(result.count) matches"
        let kind: [LocatorStatus: String] = [.ambiguous: " (ambiguous)", .list: " (a list)", .broken: " (broken)"]
        var text = count + (kind[result.status] ?? "")
        if let first = result.first { text += ": " + (result.count > 1 ? "first " : "") + CompareReport.describe(first) }
        return text
    }

    /// `estimate 1.2 ms (xpath-device)`, or nil without one.
    static func estimateText(_ result: RecordedLocatorReport.ScreenResult) -> String? {
        guard let estimate = result.estimate else { return nil }
        return "estimate \(DurationFormatting.string(nanoseconds: estimate.median)) (\(result.estimateKind ?? "?"))"
    }

    /// `#3 elements on screen-001: device 2 in 85.0 ms, LocatorLab 2`.
    static func useText(_ use: RecordedLocatorReport.Use) -> String {
        let locatorLab = use.locatorLabCount.map(String.init) ?? "n/a"
        return "#\(use.sequence) \(use.plural ? "elements" : "element") on \(use.screen): device \(deviceText(use)) in "
            + "\(milliseconds(use.deviceMilliseconds)), LocatorLab \(locatorLab)"
    }

    /// The uses in run order, those that agree with the same answer on the
    /// same screen together: a suite that polls one locator sent it
    /// hundreds of times (a real run's 940 finds made a 1,219-line report).
    /// A disagreement stays on its own, with its evidence.
    static func repeatedUses(_ uses: [RecordedLocatorReport.Use]) -> [[RecordedLocatorReport.Use]] {
        var groups: [[RecordedLocatorReport.Use]] = []
        var index: [String: Int] = [:]
        for use in uses {
            guard use.agreement == .agrees else {
                groups.append([use])
                continue
            }
            let key = "\(use.screen)\u{0}\(use.plural)\u{0}\(deviceText(use))\u{0}\(use.locatorLabCount ?? -1)"
            if let at = index[key] {
                groups[at].append(use)
            } else {
                index[key] = groups.count
                groups.append([use])
            }
        }
        return groups
    }

    /// `#3, #8, #12 and 4 more (7 finds) elements on screen-001: device 2 in 85.0 ms median, LocatorLab 2`.
    static func repeatedUseText(_ uses: [RecordedLocatorReport.Use]) -> String {
        let use = uses[0]
        let shown = uses.prefix(3).map { "#\($0.sequence)" }.joined(separator: ", ")
        let more = uses.count > 3 ? " and \(uses.count - 3) more" : ""
        let times = uses.map(\.deviceMilliseconds).sorted()
        let locatorLab = use.locatorLabCount.map(String.init) ?? "n/a"
        return "\(shown)\(more) (\(uses.count) finds) \(use.plural ? "elements" : "element") on \(use.screen): device "
            + "\(deviceText(use)) in \(milliseconds(times[times.count / 2])) median, LocatorLab \(locatorLab)"
    }

    /// `found 2`, `found one`, `found nothing`, `failed: invalid selector`.
    static func deviceText(_ use: RecordedLocatorReport.Use) -> String {
        guard let count = use.upstreamCount else { return "failed: " + (use.upstreamError ?? "HTTP \(use.upstreamStatus)") }
        return "found " + (count == 0 ? "nothing" : use.plural ? "\(count)" : "one")
    }

    /// `agrees`, `DISAGREES (screen-changed)`, `not compared`.
    static func agreementText(_ use: RecordedLocatorReport.Use) -> String {
        switch use.agreement {
        case .agrees: "agrees"
        case .notCompared: "not compared"
        case .disagrees: "disagrees" + (use.likelyCause.map { " (likely \($0.rawValue))" } ?? "")
        }
    }

    static func emphasis(_ agreement: RecordedLocatorReport.Agreement) -> CellEmphasis {
        switch agreement {
        case .agrees: .good
        case .disagrees: .bad
        case .notCompared: .muted
        }
    }

    /// `accessibility-id=Login, verified on 2 screens`, or why there is none.
    static func replacementText(_ locator: RecordedLocatorReport) -> String {
        if let replacement = locator.replacement {
            return "\(replacement.locator.strategy.displayName) \(replacement.locator.value) "
                + "(same elements on \(counted(replacement.screens.count, "screen")))"
        }
        return "none: " + (locator.replacementUnavailable ?? "not evaluated")
    }

    static func milliseconds(_ value: Double) -> String {
        CompareReport.fixed(value, value >= 100 ? 0 : 1) + " ms"
    }

    func counted(_ count: Int, _ noun: String) -> String { Self.counted(count, noun) }

    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
