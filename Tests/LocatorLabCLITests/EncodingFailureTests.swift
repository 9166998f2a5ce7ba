import ArgumentParser
import Foundation
import LocatorLabReporting
import Testing

@testable import LocatorLabCommandLine
@testable import LocatorLabServer

/// A report JSON cannot hold (a NaN timing) is the tool's failure: a clear
/// error and exit 70 on the command line, a 500 from the server; never `{}`.
@Suite("encoding failures are errors")
struct EncodingFailureTests {
    struct Timed: Encodable {
        var medianNanoseconds: Double
    }

    @Test func theCommandLineExitsWithAnInternalError() throws {
        let exit = try #require(throws: ExitCode.self) {
            try ErrorPresenter.run {
                _ = try ReportJSON.encode(Timed(medianNanoseconds: .nan), what: "the compare report")
            }
        }
        #expect(exit.rawValue == ExitStatus.internalError)
    }

    @Test func theServerRepliesWithA500AndAnErrorBody() async throws {
        let response = InspectionServer.json([Timed(medianNanoseconds: .nan)], status: .ok)
        #expect(response.statusCode.code == 500)
        let body = try await response.bodyData
        let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: String])
        #expect(object["error"]?.hasPrefix("cannot write Array<Timed> as JSON: [0].medianNanoseconds: ") == true)
        #expect(InspectionServer.json([Timed(medianNanoseconds: 1)], status: .ok).statusCode.code == 200)
    }
}
