import Foundation

/// The identifiers `convert` asks the app to add, read from its JSON report
/// (`convert --format json`, key `identifierRequests`, each with its
/// `proposed` identifier), so that `codegen --requests` writes them as
/// constants beside the ones the app already has: the app sets them, and
/// the tests find the elements by the same names.
///
/// Only what codegen needs is read; the rest of the report is ignored, so a
/// report of a later schema with the same two keys still reads.
public enum IdentifierRequestsFile {
    private struct Report: Decodable {
        var identifierRequests: [Request]?
    }

    private struct Request: Decodable {
        var proposed: String
    }

    /// The proposed identifiers, in the report's order (duplicates kept;
    /// the catalog sorts and merges them).
    public static func proposedIdentifiers(in bytes: [UInt8], file: String) throws(InventoryError) -> [String] {
        let report: Report
        do {
            report = try JSONDecoder().decode(Report.self, from: Data(bytes))
        } catch let DecodingError.dataCorrupted(context) {
            throw .invalidRequestsFile(path: file, reason: "not JSON (\(context.debugDescription))")
        } catch let DecodingError.keyNotFound(key, context) {
            throw .invalidRequestsFile(path: file, reason: "\(place(context.codingPath)) has no '\(key.stringValue)'")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw .invalidRequestsFile(path: file, reason: "\(place(context.codingPath)) is not a string")
        } catch {
            throw .invalidRequestsFile(path: file, reason: "not JSON")
        }
        guard let requests = report.identifierRequests else {
            throw .invalidRequestsFile(
                path: file, reason: "it has no 'identifierRequests': write it with 'locatorlab convert --format json'")
        }
        return requests.map(\.proposed)
    }

    /// `identifierRequests[2].proposed`.
    private static func place(_ path: [any CodingKey]) -> String {
        let text = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        return text.isEmpty ? "the report" : String(text.drop { $0 == "." })
    }
}
