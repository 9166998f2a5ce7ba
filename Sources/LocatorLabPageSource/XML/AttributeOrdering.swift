import LocatorLabModel

/// Puts an element's attributes in the order a driver writes them: its known
/// attributes in the driver's fixed order, then any attribute it does not
/// know in the order read, then attributes written last (iOS `processId`,
/// `bundleId`).
struct AttributeOrdering: Sendable {
    private let rank: [String: Int]
    private let trailingRank: [String: Int]

    init(order: [String], trailing: [String] = []) {
        rank = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        trailingRank = Dictionary(uniqueKeysWithValues: trailing.enumerated().map { ($1, $0) })
    }

    static let ios = AttributeOrdering(order: AttributeName.iosOrder, trailing: AttributeName.iosTrailing)
    static let android = AttributeOrdering(order: AttributeName.androidOrder)

    func ordered(_ attributes: [Attribute]) -> [Attribute] {
        if isOrdered(attributes) { return attributes }
        var known: [(Int, Attribute)] = []
        var unknown: [Attribute] = []
        var trailing: [(Int, Attribute)] = []
        for attribute in attributes {
            if let position = rank[attribute.name] {
                known.append((position, attribute))
            } else if let position = trailingRank[attribute.name] {
                trailing.append((position, attribute))
            } else {
                unknown.append(attribute)
            }
        }
        known.sort { $0.0 < $1.0 }
        trailing.sort { $0.0 < $1.0 }
        return known.map(\.1) + unknown + trailing.map(\.1)
    }

    /// The common case, checked without allocating: already in driver order.
    private func isOrdered(_ attributes: [Attribute]) -> Bool {
        var phase = 0  // 0: known, 1: unknown, 2: trailing
        var lastKnown = -1
        var lastTrailing = -1
        for attribute in attributes {
            if let position = rank[attribute.name] {
                guard phase == 0, position > lastKnown else { return false }
                lastKnown = position
            } else if let position = trailingRank[attribute.name] {
                guard position > lastTrailing else { return false }
                phase = 2
                lastTrailing = position
            } else {
                guard phase <= 1 else { return false }
                phase = 1
            }
        }
        return true
    }
}
