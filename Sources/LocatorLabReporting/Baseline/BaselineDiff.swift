/// What changed since the baseline, for any command: the changes, which
/// page sources were added or removed, and the notes on what could not be
/// compared. Encoded as the report's `baseline` key; rendered by
/// `BaselineDiff+Rendering.swift` in every format the command has.
public struct BaselineDiff: Sendable, Hashable, Encodable {
    /// The baseline file as given.
    public var file: String
    /// Regressions first, then improvements, then the rest (see ``BaselineChange``).
    public var changes: [BaselineChange]
    /// Page sources only this run has, and only the baseline had.
    public var addedPageSources: [String]
    public var removedPageSources: [String]
    /// What could not be compared, and why (survival with other seeds).
    public var notes: [String]

    public init(
        file: String, changes: [BaselineChange], addedPageSources: [String] = [], removedPageSources: [String] = [],
        notes: [String] = []
    ) {
        self.file = file
        self.changes = changes.sorted(by: BaselineChange.precedes)
        self.addedPageSources = addedPageSources
        self.removedPageSources = removedPageSources
        self.notes = notes
    }

    public var regressions: [BaselineChange] { changes.filter { $0.direction == .regression } }
    public var improvements: [BaselineChange] { changes.filter { $0.direction == .improvement } }

    /// Whether `--fail-on regression` fails the run.
    public var hasRegressions: Bool { changes.contains { $0.direction == .regression } }

    /// `2 regressions, 1 improvement since build-41/audit.json`.
    public var summaryLine: String {
        let neutral = changes.count - regressions.count - improvements.count
        var parts = [Self.counted(regressions.count, "regression"), Self.counted(improvements.count, "improvement")]
        if neutral > 0 { parts.append(Self.counted(neutral, "other change")) }
        return parts.joined(separator: ", ") + " since the baseline \(file)"
    }

    /// The gate's message for `--fail-on regression`, when it fails.
    public var gateLine: String? {
        guard hasRegressions else { return nil }
        return "\(Self.counted(regressions.count, "regression")) since the baseline \(file) (--fail-on regression)"
    }

    private enum CodingKeys: String, CodingKey {
        case file, changes, addedPageSources, removedPageSources, notes, summary
    }

    private struct Summary: Encodable {
        var regressions: Int
        var improvements: Int
        var neutral: Int
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(changes, forKey: .changes)
        try container.encode(addedPageSources, forKey: .addedPageSources)
        try container.encode(removedPageSources, forKey: .removedPageSources)
        try container.encode(notes, forKey: .notes)
        try container.encode(
            Summary(
                regressions: regressions.count, improvements: improvements.count,
                neutral: changes.count - regressions.count - improvements.count),
            forKey: .summary)
    }

    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
