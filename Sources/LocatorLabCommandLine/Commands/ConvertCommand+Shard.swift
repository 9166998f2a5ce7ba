import LocatorLabConversion
import LocatorLabFiles
import LocatorLabPageSource
import LocatorLabTestSources
import LocatorLabXML

/// `convert --shard`: what a shard writes, and the fingerprint that lets
/// `merge` refuse the part of another run.
extension ConvertCommand {
    /// A shard's part (`--shard`): its share of the run, and the gate that
    /// `merge` applies to the whole run.
    struct PartReport: Codable, Sendable {
        var conversion: ConversionRun.Part
        var failOn: FailureGate?
    }

    /// The digest every shard of one run computes alike (``PartFingerprint``):
    /// every option that shapes the report as the run resolved it (the
    /// config file's included), every page source, the recorded XPaths, and
    /// every test source's path, language and bytes.
    func partFingerprint(
        runner: ConversionRunner, resolver: AccessibilityIDResolver, targets: [ConversionTarget],
        xpathLimits: XPathLimits, limits: ReadLimits, configFile file: String?
    ) throws -> String {
        let helpers = runner.helpers
        var fingerprint = PartFingerprint(command: "convert")
        fingerprint.add("language", runner.language)
        fingerprint.add("allow-labels", resolver.allowsLabels)
        fingerprint.add("targets", targets.map(\.rawValue))
        fingerprint.add("xpath-helpers", helpers.map { "\($0.name)=\($0.replacement ?? "")" })
        fingerprint.add("client-versions", runner.clientGenerations.sorted { $0.key.rawValue < $1.key.rawValue })
        fingerprint.add("xpath-limits", "\(xpathLimits.operationLimit) \(String(describing: xpathLimits.timeLimit))")
        fingerprint.add("limits", limits)
        fingerprint.add("fail-on", failOn?.rawValue)
        fingerprint.add("recorded", runner.recordedValues.map { "\($0.value)\t\($0.screens.joined(separator: "\t"))" })
        if let file { try fingerprint.add("config", file: file) }
        try fingerprint.add(pageSources: resolver.pageSources)
        // Every test source, read or not: a part of another tree is refused.
        for source in TestSourceDiscovery.sources(in: paths, language: runner.language).sources {
            let digest = (try? FileReader.read(source.path, maximumBytes: Int.max)).map(SHA256.hex) ?? "unreadable"
            fingerprint.add("test-source", "\(source.path)\t\(source.language.rawValue)\t\(digest)")
        }
        return fingerprint.digest
    }
}
