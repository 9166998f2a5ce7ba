import Foundation
import LocatorLabTestSupport
import Testing

/// `Package.swift` is the map of the architecture: every target declares
/// exactly the package modules its sources import, and no module imports
/// one that sits above it. Read as text, so the check needs no toolchain.
@Suite("Package.swift declares what each target imports")
struct PackageGraphTests {
    /// Modules of the toolchain and the platform, never declared.
    private static let system: Set<String> = [
        "Foundation", "FoundationXML", "FoundationNetworking", "Testing", "XCTest", "Glibc", "Darwin", "Musl",
        "Dispatch", "Synchronization", "PackageDescription", "SwiftUI", "UIKit", "Combine", "ObjectiveC",
    ]

    /// Targets that depend on an executable only to have it built for the
    /// tests that run it, not to import it.
    private static let builtNotImported: Set<String> = ["locatorlab", "locatorlab-server", "locatorlab-mcp"]

    /// The products of other packages, by the module name they are imported as.
    private static let products: [String: String] = [
        "ArgumentParser": "ArgumentParser", "Yams": "Yams", "FlyingFox": "FlyingFox", "FlyingSocks": "FlyingSocks",
        "SwiftSyntax": "SwiftSyntax", "SwiftParser": "SwiftParser", "MCP": "MCP",
    ]

    struct Target: CustomStringConvertible {
        var name: String
        var path: String
        var dependencies: Set<String>
        var description: String { name }
    }

    /// Every Swift target of the manifest with its declared dependencies.
    static func targets() throws -> [Target] {
        let manifest = try String(
            contentsOf: TestFixtures.repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        return manifest.ranges(of: /\.(target|testTarget|executableTarget)\(/).map { opening in
            let body = String(manifest[opening.upperBound..<closingParenthesis(in: manifest, after: opening.upperBound)])
            let name = body.firstMatch(of: /name:\s*"([^"]+)"/).map { String($0.output.1) } ?? ""
            var dependencies: Set<String> = []
            if let list = body.firstMatch(of: /dependencies:\s*\[(.*?)\]\s*(,|$)/.dotMatchesNewlines()) {
                let items = String(list.output.1)
                for product in items.matches(of: /\.product\(name:\s*"([^"]+)"/) {
                    dependencies.insert(String(product.output.1))
                }
                let plain = items.replacing(/\.product\([^)]*\)/, with: "")
                for item in plain.matches(of: /"([^"]+)"/) { dependencies.insert(String(item.output.1)) }
            }
            let isTest = manifest[opening].hasPrefix(".testTarget")
            let path =
                body.firstMatch(of: /path:\s*"([^"]+)"/).map { String($0.output.1) }
                ?? (isTest ? "Tests/\(name)" : "Sources/\(name)")
            return Target(name: name, path: path, dependencies: dependencies)
        }
    }

    /// Where the parenthesis opened just before `start` closes.
    private static func closingParenthesis(in text: String, after start: String.Index) -> String.Index {
        var depth = 1
        var index = start
        var inString = false
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" {
                inString.toggle()
            } else if !inString {
                if character == "(" { depth += 1 }
                if character == ")" {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index = text.index(after: index)
        }
        return text.endIndex
    }

    /// The modules imported at the start of a line in the target's sources
    /// (lines inside multi-line string literals, such as embedded Python,
    /// are not Swift).
    static func imports(of target: Target) throws -> Set<String> {
        let root = TestFixtures.repositoryRoot.appendingPathComponent(target.path)
        var modules: Set<String> = []
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            var inLiteral = false
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inLiteral.toggle() }
                guard !inLiteral, line.contains("import "), let match = line.wholeMatch(of: /\s*(?:@testable\s+)?import\s+(\w+)\s*/) else {
                    continue
                }
                modules.insert(String(match.output.1))
            }
        }
        return modules.subtracting(system)
    }

    @Test("the manifest lists the targets this test knows how to read")
    func manifestIsRead() throws {
        let names = try Self.targets().map(\.name)
        #expect(names.contains("LocatorLabModel"))
        #expect(names.contains("LocatorLabCommandLine"))
        #expect(names.contains("LocatorLabCLITests"))
        #expect(names.count >= 30)
    }

    @Test("each target declares exactly what it imports", arguments: try PackageGraphTests.targets())
    func declaredEqualsImported(_ target: Target) throws {
        let imported = try Self.imports(of: target)
        let declared = target.dependencies.subtracting(Self.builtNotImported)
        #expect(imported.subtracting(declared).sorted() == [], "imported but not declared")
        #expect(declared.subtracting(imported).sorted() == [], "declared but not imported")
    }

    @Test("only the libxml2 wrapper imports CLibXML, only the command line ArgumentParser")
    func singleUsers() throws {
        for target in try Self.targets() {
            let imported = try Self.imports(of: target)
            if imported.contains("CLibXML") { #expect(target.name == "LocatorLabXML") }
            if imported.contains("ArgumentParser") {
                #expect(["LocatorLabCommandLine", "LocatorLabCLITests"].contains(target.name))
            }
            if imported.contains("FlyingFox") {
                // The tests stand a small driver up for `record` to front.
                #expect(["LocatorLabServer", "LocatorLabCLITests"].contains(target.name))
            }
        }
    }
}
