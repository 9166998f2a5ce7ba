import Foundation
import LocatorLabMCP
import MCP

/// The SDK's server with ``ScreenTools`` on an in-memory transport, spoken
/// to in raw JSON-RPC text, as a client's bytes would arrive over stdio.
final class MCPSession {
    private let server: Server
    private let client: InMemoryTransport
    private var incoming: AsyncThrowingStream<Data, any Error>.AsyncIterator

    init(tools: ScreenTools) async throws {
        let (client, serverSide) = await InMemoryTransport.createConnectedPair()
        server = try await MCPServerSetup.server(tools: tools)
        try await server.start(transport: serverSide)
        try await client.connect()
        self.client = client
        incoming = await client.receive().makeAsyncIterator()
    }

    /// Sends one message and returns the next one the server sends, with
    /// sorted keys (JSON objects have no order on the wire).
    func send(_ message: String) async throws -> String {
        try await client.send(Data(message.utf8))
        guard let answer = try await incoming.next() else { throw MCPSessionError.closed }
        return try Self.normalized(answer)
    }

    /// Sends `message` and returns the answer with id `id`, and the messages
    /// the server sent before it (errors answering bytes that were no request).
    func send(_ message: String, answeredBy id: Int) async throws -> (answer: String, before: [String]) {
        try await client.send(Data(message.utf8))
        var before: [String] = []
        while let next = try await incoming.next() {
            let text = try Self.normalized(next)
            if text.contains("\"id\" : \(id)\n") || text.contains("\"id\" : \(id),") { return (text, before) }
            before.append(text)
        }
        throw MCPSessionError.closed
    }

    /// Sends a notification, which gets no answer.
    func notify(_ message: String) async throws {
        try await client.send(Data(message.utf8))
    }

    func stop() async {
        await server.stop()
        await client.disconnect()
    }

    static func normalized(_ data: Data) throws -> String {
        let object = try JSONSerialization.jsonObject(with: data)
        let bytes = try JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: bytes, as: UTF8.self) + "\n"
    }

    /// The text of a `tools/call` answer and its `isError`.
    static func toolText(_ response: String) throws -> (text: String, isError: Bool) {
        let object = try JSONSerialization.jsonObject(with: Data(response.utf8)) as? [String: Any]
        guard let result = object?["result"] as? [String: Any], let content = result["content"] as? [[String: Any]],
            let text = content.first?["text"] as? String
        else { throw MCPSessionError.notAToolAnswer(response) }
        return (text, result["isError"] as? Bool ?? false)
    }
}

enum MCPSessionError: Error {
    case closed
    case notAToolAnswer(String)
}
