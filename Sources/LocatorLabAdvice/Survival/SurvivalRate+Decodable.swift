/// Reading back what ``SurvivalRate/encode(to:)`` wrote (the parts of a
/// sharded run); `rate` is derived, so it is not read.
extension SurvivalRate: Decodable {
    private enum DecodingKeys: String, CodingKey {
        case strategy, survived, trials
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: DecodingKeys.self)
        self.init(
            strategy: try container.decode(SurvivalStrategy.self, forKey: .strategy),
            survived: try container.decode(Int.self, forKey: .survived),
            trials: try container.decode(Int.self, forKey: .trials))
    }
}
