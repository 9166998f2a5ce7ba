/// The body the page posts to `/locators`: which element's full locators.
struct LocatorsRequest: Decodable, Sendable {
    var page: Int
    var element: Int
}
