/// The body the page posts to `/query`.
struct LiveQueryRequest: Decodable, Sendable {
    var page: Int
    var strategy: String
    var value: String
}
