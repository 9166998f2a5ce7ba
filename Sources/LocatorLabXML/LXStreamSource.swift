/// The bytes ``LXStreamParser`` hands libxml2 through its read callback,
/// and how far libxml2 has read.
struct LXStreamSource {
    let base: UnsafeRawPointer
    let count: Int
    var offset: Int
}
