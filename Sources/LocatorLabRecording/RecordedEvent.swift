/// One line of a recording's event log (`events.jsonl`): the log is written
/// as the run goes, one JSON object per line with a `kind`, so a recorder
/// that is killed loses at most the line it was writing.
public enum RecordedEvent: Sendable, Hashable, Codable {
    case session(RecordedSession)
    case screen(RecordedScreen)
    case find(RecordedFind)
    case action(RecordedAction)

    /// The `kind` field of each line.
    public enum Kind: String, Codable, Sendable {
        case session, screen, find, action
    }

    public var kind: Kind {
        switch self {
        case .session: .session
        case .screen: .screen
        case .find: .find
        case .action: .action
        }
    }

    private enum KindKey: String, CodingKey {
        case kind
    }

    public init(from decoder: any Decoder) throws {
        let kind = try decoder.container(keyedBy: KindKey.self).decode(Kind.self, forKey: .kind)
        switch kind {
        case .session: self = .session(try RecordedSession(from: decoder))
        case .screen: self = .screen(try RecordedScreen(from: decoder))
        case .find: self = .find(try RecordedFind(from: decoder))
        case .action: self = .action(try RecordedAction(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: KindKey.self)
        try container.encode(kind, forKey: .kind)
        switch self {
        case .session(let session): try session.encode(to: encoder)
        case .screen(let screen): try screen.encode(to: encoder)
        case .find(let find): try find.encode(to: encoder)
        case .action(let action): try action.encode(to: encoder)
        }
    }
}
