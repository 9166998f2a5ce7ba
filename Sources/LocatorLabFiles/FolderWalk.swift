import Foundation

/// The files under a folder, for commands that take folders of test
/// sources or page sources: hidden entries and `node_modules` skipped,
/// symbolic links to folders not followed (a link cycle cannot loop), paths
/// sorted. Iterative, so a deep tree cannot exhaust the stack.
public enum FolderWalk {
    public static func files(in folder: String) -> [String] {
        let manager = FileManager.default
        var files: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard let names = try? manager.contentsOfDirectory(atPath: current) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") && name != "node_modules" {
                let child = current.hasSuffix("/") ? current + name : current + "/" + name
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: child, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    let attributes = try? manager.attributesOfItem(atPath: child)
                    if attributes?[.type] as? FileAttributeType == .typeSymbolicLink { continue }
                    pending.append(child)
                } else {
                    files.append(child)
                }
            }
        }
        return files.sorted()
    }
}
