import Foundation
import Logging
import MCP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `locatorlab-mcp`'s transport: JSON-RPC messages one per line on two file
/// descriptors (standard input and output), as the SDK's `StdioTransport`
/// carries them, with the bounds a server needs before anything decodes a
/// message:
///
/// - **Length.** A line longer than ``Limits/maximumMessageBytes`` is
///   skipped as it arrives, never held, and answered with an "Invalid
///   Request" error. The SDK's transport keeps any line whole and searches
///   all of it for the newline after every 4 KiB it reads: a 50 MB line was
///   not answered after nine minutes.
/// - **Depth.** A message nested deeper than ``Limits/maximumDepth`` is
///   answered with a "Parse error" before the SDK's decoder sees it: a
///   1.2 MB message of 100,000 nested objects took 14 s to refuse there.
///   No MCP message is deeper than a handful of levels.
///
/// Reading is a blocking loop on a thread of its own, so a slow client
/// never holds one of the concurrency pool's threads. The SDK's transport
/// reads without blocking and sleeps 10 ms whenever nothing is there, so
/// every call waited up to 10 ms before it was read: a ping took 10.2 ms
/// (median) through it and 0.5 ms through this one.
public actor BoundedStdioTransport: Transport {
    public struct Limits: Sendable {
        /// 4 MiB arguments (a whole test file for `convert_preview`) fit well.
        public var maximumMessageBytes = 16 << 20
        public var maximumDepth = 64
        /// Bytes asked of `read` at a time.
        public var readBytes = 64 << 10

        public init() {}
    }

    public nonisolated let logger: Logger
    private let input: Int32
    private let output: Int32
    private let limits: Limits
    private let messages: AsyncThrowingStream<Data, Swift.Error>
    private let continuation: AsyncThrowingStream<Data, Swift.Error>.Continuation
    private var reading = false

    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, limits: Limits = Limits()) {
        self.input = input
        self.output = output
        self.limits = limits
        logger = Logger(label: "locatorlab.mcp.transport", factory: { _ in SwiftLogNoOpLogHandler() })
        (messages, continuation) = AsyncThrowingStream.makeStream()
    }

    public func connect() async throws {
        guard !reading else { return }
        reading = true
        let (input, limits, continuation) = (input, limits, continuation)
        let thread = Thread { [weak self] in
            var lines = MessageLines(limits: limits)
            var chunk = [UInt8](repeating: 0, count: limits.readBytes)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                for item in lines.take(chunk[..<count]) {
                    switch item {
                    case .message(let message): continuation.yield(Data(message))
                    case .refused(let refusal):
                        guard let self else { return }
                        Task { try? await self.send(Self.errorResponse(refusal)) }
                    }
                }
            }
            continuation.finish()
        }
        thread.name = "locatorlab-mcp stdin"
        thread.start()
    }

    public func disconnect() async {
        continuation.finish()
    }

    /// Writes `data` and a newline, whole, however many writes it takes.
    public func send(_ data: Data) async throws {
        var bytes = [UInt8](data)
        bytes.append(UInt8(ascii: "\n"))
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
            }
            written += count
        }
    }

    public func receive() -> AsyncThrowingStream<Data, Swift.Error> {
        messages
    }

    /// The JSON-RPC error a refused line gets. Its id is `null`, as the
    /// specification has it when the request's id could not be read.
    static func errorResponse(_ refusal: MessageLines.Refusal) -> Data {
        let (code, message) =
            switch refusal {
            case .tooLong(let limit):
                (-32600, "Invalid Request: a message longer than \(limit) bytes is refused")
            case .tooDeep(let limit):
                (-32700, "Parse error: a message nested deeper than \(limit) levels is refused")
            }
        return Data(#"{"error":{"code":\#(code),"message":"\#(message)"},"id":null,"jsonrpc":"2.0"}"#.utf8)
    }
}
