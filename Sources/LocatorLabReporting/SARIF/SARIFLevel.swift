/// How serious a SARIF result is; GitHub code scanning shows `error` and
/// `warning` as alerts and `note` as a hint.
public enum SARIFLevel: String, Sendable, Codable, Equatable {
    case none
    case note
    case warning
    case error
}
