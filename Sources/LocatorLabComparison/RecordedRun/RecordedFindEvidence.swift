import LocatorLabRecording

/// Sets each recorded find's answer beside LocatorLab's count on the
/// recorded screen, and says what tells a disagreement's cause apart.
///
/// The recorder captures a screen (one `GET /source`) at the first find of
/// a session after any action, or at its first find; later finds until the
/// next action are judged on that capture. So:
///
/// - a find the screen was captured for saw what the page source holds: a
///   disagreement there points at LocatorLab's semantics (or at what a page
///   source cannot show the driver's query, such as visibility computed at
///   query time);
/// - a later find may have seen the app change on its own (loading,
///   animation, a timer): the saved screen is then not what the device
///   showed, more so when the same locator agreed on the same screen before.
struct RecordedFindEvidence {
    /// For each session, its actions' sequence numbers, in order.
    private let actionSequences: [String: [Int]]
    /// For each session, its finds' sequence numbers, in order.
    private let findSequences: [String: [Int]]

    init(finds: [RecordedFind], actions: [RecordedAction]) {
        actionSequences = Dictionary(grouping: actions, by: \.session).mapValues { $0.map(\.sequence).sorted() }
        findSequences = Dictionary(grouping: finds, by: \.session).mapValues { $0.map(\.sequence).sorted() }
    }

    /// The sequence of the find the screen of `find` was captured at: the
    /// session's first find after its last action before `find`.
    func captureSequence(of find: RecordedFind) -> Int {
        let lastAction = actionSequences[find.session]?.last { $0 < find.sequence } ?? 0
        return findSequences[find.session]?.first { $0 > lastAction } ?? find.sequence
    }

    /// How many elements the upstream found: the returned elements of a
    /// success (a singular find returns one), none for `no such element`,
    /// nil for any other failure.
    static func upstreamCount(_ find: RecordedFind) -> Int? {
        if (200..<300).contains(find.status) { return find.plural ? find.elements.count : max(1, find.elements.count) }
        return find.error == WireErrorCode.noSuchElement.rawValue ? 0 : nil
    }

    func use(_ find: RecordedFind, result: RecordedLocatorReport.ScreenResult?, locator: RecordedLocatorReport)
        -> RecordedLocatorReport.Use
    {
        let upstream = Self.upstreamCount(find)
        var use = RecordedLocatorReport.Use(
            sequence: find.sequence, session: find.session, screen: find.screen, plural: find.plural,
            context: find.context, upstreamStatus: find.status, upstreamError: find.error, upstreamCount: upstream,
            deviceMilliseconds: find.latencyMilliseconds, locatorLabCount: nil, agreement: .notCompared, evidence: [])
        if let reason = locator.notEvaluated {
            use.evidence = [reason]
            return use
        }
        if let invalid = locator.invalid {
            use.evidence = ["LocatorLab cannot compile it: \(invalid.message) (offset \(invalid.offset))"]
            return use
        }
        guard let result else {
            use.evidence = ["the recording has no page source of screen \(find.screen)"]
            return use
        }
        if let error = result.error {
            use.evidence = ["LocatorLab cannot evaluate it on this screen: \(error)"]
            return use
        }
        use.locatorLabCount = result.count
        if find.context != nil {
            use.evidence = [
                "the find is scoped to an element the upstream returned before; LocatorLab evaluates from the "
                    + "screen's root, so the counts are not compared"
            ]
            return use
        }
        guard let upstream else {
            use.evidence = ["the upstream failed with \(find.error ?? "HTTP \(find.status)"), not with a count"]
            return use
        }
        let agrees = find.plural ? upstream == result.count : (upstream > 0) == (result.count > 0)
        guard !agrees else {
            use.agreement = .agrees
            return use
        }
        use.agreement = .disagrees
        let found = find.plural ? "found \(upstream)" : upstream > 0 ? "found an element" : "found nothing"
        use.evidence.append("the device \(found); LocatorLab finds \(result.count) on the saved screen")
        let capture = captureSequence(of: find)
        if capture == find.sequence {
            use.likelyCause = .semantics
            use.evidence.append(
                "the screen was captured just before this find, so it is what the device showed: LocatorLab's "
                    + "semantics differ from the driver's, or the driver's query saw what a page source does not hold")
        } else {
            use.likelyCause = .screenChanged
            let between = (findSequences[find.session] ?? []).filter { $0 > capture && $0 < find.sequence }.count
            use.evidence.append(
                "the screen was captured at event #\(capture), \(between + 1) find\(between == 0 ? "" : "s") earlier "
                    + "with no action between: the app may have changed on its own since (loading, animation, timer)")
        }
        let agreedBefore = locator.uses.contains {
            $0.screen == find.screen && $0.sequence < find.sequence && $0.agreement == .agrees
        }
        if agreedBefore {
            use.likelyCause = .screenChanged
            use.evidence.append("the same locator agreed with the device on this screen earlier in the run")
        }
        use.evidence += result.notes.map { "engine note: \($0)" }
        return use
    }
}
