import LocatorLabFiles

/// The files of an Allure results folder (`--format allure -o DIR`): one
/// `<uuid>-result.json` per result and one `<uuid>-attachment.<ext>` per
/// distinct attachment, as allure-python-commons names them. Built in
/// memory; the CLI writes the files. Every name derives from content, so
/// the same run writes the same folder.
public struct AllureResultsFolder: Sendable {
    /// File name → bytes.
    public private(set) var files: [String: [UInt8]] = [:]

    public init() {}

    /// Adds an attachment (once per content: a page source shown by twenty
    /// locators is one file) and returns the reference a result holds.
    public mutating func attach(
        name: String, bytes: [UInt8], type: String, fileExtension: String
    ) -> AllureResult.Attachment {
        let source = Self.uuid(for: "attachment\u{0}" + SHA256.hex(bytes)) + "-attachment." + fileExtension
        files[source] = bytes
        return AllureResult.Attachment(name: name, source: source, type: type)
    }

    /// Adds a page source as an attachment: XML as `application/xml`, JSON
    /// as `application/json`, anything else (a debugDescription) as text.
    public mutating func attachPageSource(named name: String, bytes: [UInt8]) -> AllureResult.Attachment {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        let ext = last.split(separator: ".").count > 1 ? String(last.split(separator: ".").last!).lowercased() : ""
        switch ext {
        case "xml": return attach(name: name, bytes: bytes, type: "application/xml", fileExtension: "xml")
        case "json": return attach(name: name, bytes: bytes, type: "application/json", fileExtension: "json")
        default: return attach(name: name, bytes: bytes, type: "text/plain", fileExtension: "txt")
        }
    }

    /// Adds a result; a second result of the same `fullName` replaces the first.
    public mutating func add(_ result: AllureResult) throws(ReportingError) {
        files[result.uuid + "-result.json"] = try ReportJSON.encode(result, what: "an Allure result")
    }

    /// A UUID (RFC 9562 version 8, its bits taken from SHA-256 of `key`):
    /// the same key gives the same UUID in every run, unlike the random
    /// version 4 ones Allure's own adapters write.
    public static func uuid(for key: String) -> String {
        var bytes = Array(SHA256.digest(Array(key.utf8)).prefix(16))
        bytes[6] = (bytes[6] & 0x0F) | 0x80
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let hex = bytes.map { $0 < 16 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
        let characters = Array(hex)
        return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(characters[$0]) }.joined(separator: "-")
    }
}
