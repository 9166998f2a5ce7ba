/// How often one strategy found exactly the same elements after a mutation.
public struct SurvivalRate: Sendable, Hashable, Encodable {
    public var strategy: SurvivalStrategy
    public var survived: Int
    public var trials: Int

    public init(strategy: SurvivalStrategy, survived: Int, trials: Int) {
        self.strategy = strategy
        self.survived = survived
        self.trials = trials
    }

    /// Survived over trials, 0…1; `nil` without trials.
    public var rate: Double? {
        trials == 0 ? nil : Double(survived) / Double(trials)
    }

    /// The rate of each strategy over `trials`, in ``SurvivalStrategy`` order;
    /// strategies that never had an outcome are left out.
    public static func rates(of trials: [SurvivalTrial]) -> [SurvivalRate] {
        SurvivalStrategy.allCases.compactMap { strategy in
            let outcomes = trials.compactMap { $0.outcome(for: strategy) }
            guard !outcomes.isEmpty else { return nil }
            return SurvivalRate(strategy: strategy, survived: outcomes.filter(\.survived).count, trials: outcomes.count)
        }
    }

    /// Sums rates of the same strategy.
    public static func combined(_ rates: [SurvivalRate]) -> [SurvivalRate] {
        SurvivalStrategy.allCases.compactMap { strategy in
            let matching = rates.filter { $0.strategy == strategy }
            guard !matching.isEmpty else { return nil }
            return SurvivalRate(
                strategy: strategy, survived: matching.map(\.survived).reduce(0, +),
                trials: matching.map(\.trials).reduce(0, +)
            )
        }
    }

    private enum CodingKeys: String, CodingKey {
        case strategy, survived, trials, rate
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(strategy, forKey: .strategy)
        try container.encode(survived, forKey: .survived)
        try container.encode(trials, forKey: .trials)
        try container.encodeIfPresent(rate, forKey: .rate)
    }
}
