import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a test source with new bytes atomically: the bytes go to a
/// temporary file in the same folder, which gets the original's permission
/// bits and then takes its place with `rename(2)`, so a reader sees the old
/// file or the new one, never half of one. A symbolic link is followed, and
/// its target rewritten, so the link stays a link.
public enum TestSourceWriter {
    public static func replace(_ path: String, with bytes: [UInt8]) throws(ConversionError) {
        let manager = FileManager.default
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let permissions = (try? manager.attributesOfItem(atPath: target))?[.posixPermissions] as? NSNumber
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/.\(name).locatorlab-\(getpid())-\(UUID().uuidString)"
        guard manager.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw .unwritable(file: path, reason: "cannot create a temporary file in \(folder.isEmpty ? "." : folder)")
        }
        do {
            if let permissions {
                try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
            }
        } catch {
            try? manager.removeItem(atPath: temporary)
            throw .unwritable(file: path, reason: "cannot set permissions: \(error.localizedDescription)")
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(atPath: temporary)
            throw .unwritable(file: path, reason: reason)
        }
    }
}
