import Foundation
import LocatorLabPageSource
import Testing

@testable import LocatorLabMCP

#if canImport(Glibc)
    import Glibc
#endif

/// The server's stdio transport: messages split at newlines however the
/// reads cut them, and lines too long or too deep refused before the SDK
/// decodes them, with an error the client can read.
@Suite("bounded stdio transport")
struct BoundedStdioTransportTests {
    static var small: BoundedStdioTransport.Limits {
        var limits = BoundedStdioTransport.Limits()
        limits.maximumMessageBytes = 32
        limits.maximumDepth = 4
        limits.readBytes = 8
        return limits
    }

    static func split(_ text: String, every size: Int, limits: BoundedStdioTransport.Limits = small)
        -> [MessageLines.Item]
    {
        var lines = MessageLines(limits: limits)
        let bytes = Array(text.utf8)
        return stride(from: 0, to: bytes.count, by: size).flatMap { start in
            lines.take(bytes[start..<min(start + size, bytes.count)])
        }
    }

    @Test(arguments: [1, 3, 7, 100])
    func messagesAreTheSameHoweverTheReadsCutThem(size: Int) {
        let items = Self.split("{\"a\":1}\n\n  \r\n[1,[2]]\n{\"b\":\"x\"}\n", every: size)
        #expect(items == [.message(Array("{\"a\":1}".utf8)), .message(Array("[1,[2]]".utf8)), .message(Array("{\"b\":\"x\"}".utf8))])
    }

    /// An overlong line is refused at its newline and the next one is read,
    /// whether it came in one read or many; nothing of it is kept.
    @Test(arguments: [1, 5, 1000])
    func anOverlongLineIsRefusedAndTheNextIsRead(size: Int) {
        let long = "{\"a\":\"" + String(repeating: "x", count: 100) + "\"}"
        let items = Self.split(long + "\n{\"b\":2}\n" + long + "\n", every: size)
        #expect(items == [.refused(.tooLong(32)), .message(Array("{\"b\":2}".utf8)), .refused(.tooLong(32))])
        // Exactly at the limit is a message.
        let exact = "[\"" + String(repeating: "y", count: 28) + "\"]"
        #expect(exact.utf8.count == 32)
        #expect(Self.split(exact + "\n", every: size) == [.message(Array(exact.utf8))])
    }

    /// Brackets in strings, escaped quotes included, are not nesting.
    @Test func depthCountsOnlyTheJSONStructure() {
        #expect(Self.split("[[[[1]]]]\n", every: 100) == [.message(Array("[[[[1]]]]".utf8))])
        #expect(Self.split("[[[[[1]]]]]\n", every: 100) == [.refused(.tooDeep(4))])
        #expect(Self.split("[\"[[[[[\\\"[[[\"]\n", every: 100) == [.message(Array("[\"[[[[[\\\"[[[\"]".utf8))])
        #expect(JSONNesting.exceeds(Array(("{\"a\":" as String).utf8) + Array(repeating: UInt8(ascii: "["), count: 65), limit: 64))
    }

    /// Over real pipes: the messages reach the server's stream, the refused
    /// lines get a JSON-RPC error each (id null), and the end of input ends
    /// the stream.
    @Test func theTransportAnswersRefusedLinesAndPassesTheRest() async throws {
        var toServer: [Int32] = [0, 0]
        var fromServer: [Int32] = [0, 0]
        #expect(pipe(&toServer) == 0 && pipe(&fromServer) == 0)
        let transport = BoundedStdioTransport(input: toServer[0], output: fromServer[1], limits: Self.small)
        try await transport.connect()
        let input = "{\"id\":1}\n" + String(repeating: "z", count: 40) + "\n[[[[[[0]]]]]]\n{\"id\":2}\n"
        let sent = Array(input.utf8).withUnsafeBytes { write(toServer[1], $0.baseAddress, $0.count) }
        #expect(sent == input.utf8.count)
        close(toServer[1])
        var received: [String] = []
        for try await message in await transport.receive() { received.append(String(decoding: message, as: UTF8.self)) }
        #expect(received == ["{\"id\":1}", "{\"id\":2}"])

        var answers = ""
        var buffer = [UInt8](repeating: 0, count: 4096)
        while answers.filter({ $0 == "\n" }).count < 2 {
            let count = buffer.withUnsafeMutableBytes { read(fromServer[0], $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            answers += String(decoding: buffer[..<count], as: UTF8.self)
        }
        let errors = try answers.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let codes = errors.compactMap { ($0["error"] as? [String: Any])?["code"] as? Int }.sorted()
        #expect(codes == [-32700, -32600])
        #expect(errors.allSatisfy { $0["id"] is NSNull && $0["jsonrpc"] as? String == "2.0" })
        close(toServer[0])
        close(fromServer[0])
        close(fromServer[1])
    }
}
