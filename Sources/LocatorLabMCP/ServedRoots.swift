import Foundation

/// The files and folders `locatorlab-mcp` was started with, and the check
/// every path a tool names goes through: the path is resolved as the file
/// system will open it (`..` and every symbolic link followed, `realpath`)
/// and must then be one of the roots or below one. A link inside a root
/// that points out of it is refused like a `../` would be.
public struct ServedRoots: Sendable {
    /// The resolved roots.
    public let paths: [String]

    /// - Throws: ``ToolError`` for a root that does not exist.
    public init(_ roots: [String]) throws(ToolError) {
        var resolved: [String] = []
        for root in roots {
            guard let real = Self.realPath(root) else { throw ToolError("\(root): no such file or folder") }
            resolved.append(real)
        }
        paths = resolved
    }

    /// The resolved path of `path` (relative paths from the working
    /// folder), when it lies in a root.
    /// - Throws: ``ToolError`` when it does not exist or lies outside every root.
    public func resolve(_ path: String) throws(ToolError) -> String {
        guard let real = Self.realPath(path) else { throw ToolError("\(ToolError.quoted(path)): no such file or folder") }
        guard contains(resolved: real) else {
            throw ToolError("\(ToolError.quoted(path)) is outside the files and folders this server was started with")
        }
        return real
    }

    /// Whether an already resolved path is a root or below one.
    public func contains(resolved real: String) -> Bool {
        paths.contains { root in real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/") }
    }

    static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
