/// Turns a `Mirror` child label into the property's name as written in code.
enum ReflectedPropertyName {
    /// Storage of a `lazy var` (seeds 001, 002).
    static let lazyStoragePrefix = "$__lazy_storage_$_"
    /// Storage suffix older runtimes reported for some stored properties (seeds 001–003).
    static let storageSuffix = ".storage"
    /// Storage of a property-wrapped property.
    static let wrapperStoragePrefix = "_"

    static func clean(_ label: String, isWrapperStorage: Bool) -> String {
        var name = Substring(label)
        if name.hasPrefix(lazyStoragePrefix) {
            name = name.dropFirst(lazyStoragePrefix.count)
        }
        if name.hasSuffix(storageSuffix) {
            name = name.dropLast(storageSuffix.count)
        }
        if isWrapperStorage, name.hasPrefix(wrapperStoragePrefix) {
            name = name.dropFirst(wrapperStoragePrefix.count)
        }
        return String(name)
    }
}
