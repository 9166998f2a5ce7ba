import Foundation

/// Standard output and error as byte sinks, so command output is written
/// exactly (no re-encoding, no added newline).
enum Terminal {
    struct Stream: Sendable {
        let handle: FileHandle

        func write(_ text: String) {
            write(Array(text.utf8))
        }

        func write(_ bytes: [UInt8]) {
            handle.write(Data(bytes))
        }
    }

    static let standardOutput = Stream(handle: .standardOutput)
    static let standardError = Stream(handle: .standardError)
}
