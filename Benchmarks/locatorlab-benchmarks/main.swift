import Foundation
import LocatorLabPageSource
import LocatorLabModel

for path in CommandLine.arguments.dropFirst() {
    let data = [UInt8](try! Data(contentsOf: URL(fileURLWithPath: path)))
    do {
        let tree = try XMLPageSourceReader.read(data, file: path)
        let out = tree.platform == .ios ? IOSPageSourceWriter.write(tree) : AndroidPageSourceWriter.write(tree)
        func norm(_ b: [UInt8]) -> String { var s = String(decoding: b, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n"); while s.hasSuffix("\n") { s.removeLast() }; return s }
        let same = norm(out) == norm(data)
        print("\(same ? "SAME" : "DIFF") \(path) \(tree.count)")
        if !same { try! Data(out).write(to: URL(fileURLWithPath: "/tmp/rtcheck/" + (path as NSString).lastPathComponent)) }
    } catch { print("ERR \(error)") }
}
