import CLibXML

/// Process-wide libxml2 setup. libxml2 2.9.x must be initialised once, from
/// the first thread that uses it, before documents are parsed concurrently.
/// Every entry point of this module touches `LibXML.ensureInitialized()`.
public enum LibXML {
    private static let initialization: Void = {
        EvaluationBudget.install()
        xmlInitParser()
        locatorlab_silence_generic_errors()
    }()

    /// Initialises libxml2 once; later calls are free.
    public static func ensureInitialized() {
        _ = initialization
    }

    /// The libxml2 version the process runs with, e.g. `20914` for 2.9.14.
    public static var version: Int {
        Int(locatorlab_libxml_version())
    }

    /// The dotted form of ``version``, e.g. `2.9.14`.
    public static var dottedVersion: String {
        let value = version
        return "\(value / 10000).\(value / 100 % 100).\(value % 100)"
    }
}
