// swift-tools-version: 6.0
import PackageDescription

// The module graph. Dependencies point one way, down this list; each target
// below declares exactly the modules it imports.
//
//   CEvaluationBudget                                C: the one thread-local time and memory budget of an evaluation
//   LocatorLabXML         -> CLibXML, CEvaluationBudget   the only C user; integer tags leave it, never pointers
//   LocatorLabModel                                  ElementTree, Platform facts, the identity verdict, Severity
//   LocatorLabFiles                                  bounded reads, atomic replacement, folder walks, UTF-8 text
//   LocatorLabReporting   -> Model, Files            text, HTML, SVG, JUnit, SARIF, JSON (ReportJSON), Allure
//                                                    results; packed interactive pages (ZIPFoundation's zlib);
//                                                    baselines (what changed since an earlier report)
//   LocatorLabPageSource  -> Model, Files, XML       page-source readers and writers of every era
//   LocatorLabLocators    -> Model, Reporting, XML   LocatorEngine: every strategy with the drivers' semantics;
//                                                    XPathSyntax; the client-language table
//   LocatorLabIdentifiers -> Model                   app-side identifier composition (SwiftUI, UIKit, Mirror)
//   LocatorLabTestSources -> Model, Files,           lexers, locator and constant finders of test code; Swift
//                            SwiftSyntax, SwiftParser (XCUITest) sources read with swift-syntax's parser
//   LocatorLabRecording   -> Model, Files            a recorded test run: sessions, screens, finds, actions
//   LocatorLabAdvice      -> Locators, PageSource    suggestions, fragility rules, survival trials, ranking
//   LocatorLabComparison  -> Advice, Reporting,      compare and bench, and the report of a recorded run's finds
//                            Recording
//   LocatorLabInventory   -> Locators, Reporting     audit and codegen
//   LocatorLabConversion  -> TestSources, Advice,    convert (and Yams for locatorlab.yml); audit's identifier
//                            Inventory               proposals for the identifiers it requests
//   LocatorLabWebDriver   -> Locators, Recording     the W3C/Appium protocol as data (no HTTP): commands, replies,
//                                                    errors as the drivers send them; replay sessions over saved
//                                                    screens; record's proxy steps; the run as recorded finds
//   LocatorLabInspection  -> Advice, Inventory       the inspect page (no server code)
//   LocatorLabServer      -> Inspection, WebDriver,  HTTP: inspect --serve, record's proxy and replay's WebDriver
//                            Recording               endpoint; the only FlyingFox user
//   LocatorLabMCP         -> Comparison, Inventory,  the MCP server's tools and resources as data (Codable
//                            WebDriver, Conversion,  inputs, JSON answers) put on the official SDK's server;
//                            Recording, MCP          no transport
//   LocatorLabCommandLine -> every feature           the only ArgumentParser user; the only code that prints or exits
//   locatorlab            -> CommandLine
//   locatorlab-server     -> CommandLine, Server     (kept out of `locatorlab` so one-shot commands
//                                                    do not load the server; see Serving)
//   locatorlab-mcp        -> MCP                     the MCP server on stdio (neither `locatorlab` nor
//                                                    `locatorlab-server` links the SDK)

let package = Package(
    name: "LocatorLab",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "locatorlab", targets: ["locatorlab"]),
        .executable(name: "locatorlab-server", targets: ["locatorlab-server"]),
        .executable(name: "locatorlab-mcp", targets: ["locatorlab-mcp"]),
        .library(
            name: "LocatorLab",
            targets: [
                "LocatorLabXML", "LocatorLabModel", "LocatorLabFiles", "LocatorLabReporting", "LocatorLabPageSource",
                "LocatorLabLocators", "LocatorLabIdentifiers", "LocatorLabTestSources", "LocatorLabAdvice",
                "LocatorLabComparison", "LocatorLabConversion", "LocatorLabInventory", "LocatorLabInspection",
                "LocatorLabRecording",
            ]
        ),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The project config file of `convert` (locatorlab.yml).
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // The local HTTP servers (LocatorLabServer only).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // zlib's DEFLATE for the packed script and data of interactive pages
        // (LocatorLabReporting only).
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        // The Swift parser that reads XCUITest sources (LocatorLabTestSources
        // only: SwiftSyntax and SwiftParser, no macros or formatting).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // The Model Context Protocol over stdio (locatorlab-mcp only).
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        // Its `Logger` is part of the SDK's `Transport` (the MCP server's own transport).
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML",
            path: "CLibXML",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // The per-thread budget of one evaluation and libxml2's allocator
        // functions that enforce it: C, in a target of its own, so that the
        // thread-local pointer is one symbol every module sees.
        .target(name: "CEvaluationBudget"),
        .target(name: "LocatorLabXML", dependencies: ["CLibXML", "CEvaluationBudget"]),
        .target(name: "LocatorLabModel"),
        // Files and system calls: bounded reads, atomic replacement, folder
        // walks, UTF-8 text with positions. No other module calls read(2).
        .target(name: "LocatorLabFiles"),
        .target(name: "LocatorLabPageSource", dependencies: ["LocatorLabModel", "LocatorLabFiles", "LocatorLabXML"]),
        .target(name: "LocatorLabLocators", dependencies: ["LocatorLabModel", "LocatorLabReporting", "LocatorLabXML"]),
        .target(name: "LocatorLabIdentifiers", dependencies: ["LocatorLabModel"]),
        .target(
            name: "LocatorLabReporting",
            dependencies: [
                "LocatorLabModel", "LocatorLabFiles", .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            // The interactive page's loader script, compiled in as bytes.
            resources: [.embedInCode("Resources/interactive-page-loader.js")]
        ),
        // Advice every feature shares: suggested locators, fragility rules,
        // and the survival trials (tree mutations) that rank them.
        .target(
            name: "LocatorLabAdvice",
            dependencies: ["LocatorLabModel", "LocatorLabXML", "LocatorLabPageSource", "LocatorLabLocators"]
        ),
        // compare and bench: timing XPath against identifier lookups.
        .target(
            name: "LocatorLabComparison",
            dependencies: [
                "LocatorLabXML", "LocatorLabModel", "LocatorLabFiles", "LocatorLabReporting", "LocatorLabPageSource",
                "LocatorLabLocators", "LocatorLabAdvice", "LocatorLabRecording",
            ]
        ),
        // Reading test sources: lexers per language, locator and constant
        // finders, for convert and `compare --tests`.
        .target(
            name: "LocatorLabTestSources",
            dependencies: [
                "LocatorLabModel", "LocatorLabFiles", .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // A recorded test run (`record` writes it; replay, compare and
        // convert read it): plain data and its folder layout, no HTTP.
        .target(name: "LocatorLabRecording", dependencies: ["LocatorLabModel", "LocatorLabFiles"]),
        // The WebDriver protocol a replay answers, as data: commands parsed
        // from method and path, replies and errors as the drivers send
        // them, sessions over saved screens. No HTTP (LocatorLabServer).
        .target(
            name: "LocatorLabWebDriver",
            dependencies: [
                "LocatorLabXML", "LocatorLabModel", "LocatorLabFiles", "LocatorLabReporting", "LocatorLabPageSource",
                "LocatorLabLocators", "LocatorLabRecording",
            ]
        ),
        .target(
            name: "LocatorLabConversion",
            dependencies: [
                "LocatorLabXML", "LocatorLabModel", "LocatorLabFiles", "LocatorLabReporting", "LocatorLabPageSource",
                "LocatorLabLocators", "LocatorLabTestSources", "LocatorLabAdvice", "LocatorLabInventory",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "LocatorLabInventory",
            dependencies: ["LocatorLabModel", "LocatorLabReporting", "LocatorLabLocators"]
        ),
        // `inspect`: the interactive page (no server code) and, apart, the
        // HTTP servers, the only target that imports FlyingFox.
        .target(
            name: "LocatorLabInspection",
            dependencies: [
                "LocatorLabXML", "LocatorLabModel", "LocatorLabFiles", "LocatorLabReporting", "LocatorLabLocators",
                "LocatorLabAdvice", "LocatorLabInventory",
            ],
            // The page's script and stylesheet, compiled in as bytes.
            resources: [
                .embedInCode("Resources/inspector-code.js"), .embedInCode("Resources/inspector-tree.js"),
                .embedInCode("Resources/inspector-details.js"), .embedInCode("Resources/inspector.css"),
            ]
        ),
        .target(
            name: "LocatorLabServer",
            dependencies: [
                "LocatorLabXML", "LocatorLabModel", "LocatorLabReporting", "LocatorLabLocators", "LocatorLabInspection",
                "LocatorLabRecording", "LocatorLabWebDriver", "LocatorLabPageSource",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        // The MCP server's tools over saved screens, and the official SDK's
        // server they are put on (the only MCP user), and the bounded stdio
        // transport the executable serves on.
        .target(
            name: "LocatorLabMCP",
            dependencies: [
                "LocatorLabXML", "LocatorLabModel", "LocatorLabReporting", "LocatorLabPageSource", "LocatorLabLocators",
                "LocatorLabAdvice", "LocatorLabComparison", "LocatorLabInventory", "LocatorLabWebDriver",
                "LocatorLabConversion", "LocatorLabRecording", "LocatorLabFiles",
                .product(name: "MCP", package: "swift-sdk"), .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "locatorlab-mcp",
            dependencies: ["LocatorLabMCP", .product(name: "MCP", package: "swift-sdk")]
        ),
        // The command line: every command, argument parsing and printing.
        .target(
            name: "LocatorLabCommandLine",
            dependencies: [
                "LocatorLabXML", "LocatorLabModel", "LocatorLabFiles", "LocatorLabReporting", "LocatorLabPageSource",
                "LocatorLabLocators", "LocatorLabTestSources", "LocatorLabComparison", "LocatorLabConversion",
                "LocatorLabInventory", "LocatorLabInspection", "LocatorLabRecording", "LocatorLabWebDriver",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Two executables of that command line: `locatorlab`, and the same
        // with the HTTP servers attached, kept out of the first so
        // one-shot commands do not load it (see Serving).
        .executableTarget(name: "locatorlab", dependencies: ["LocatorLabCommandLine"]),
        .executableTarget(
            name: "locatorlab-server",
            dependencies: ["LocatorLabCommandLine", "LocatorLabServer", "LocatorLabWebDriver", "LocatorLabXML"]
        ),
        .executableTarget(
            name: "locatorlab-benchmarks",
            dependencies: [
                "LocatorLabXML", "LocatorLabModel", "LocatorLabPageSource", "LocatorLabLocators",
                "LocatorLabTestSources", "LocatorLabConversion", "LocatorLabInspection", "LocatorLabServer",
                "LocatorLabWebDriver",
            ],
            path: "Benchmarks/locatorlab-benchmarks"
        ),
        // The invariants the fuzz harnesses in Fuzz/ check (scripts/fuzz.sh);
        // not in the product, and the harnesses are not built by `swift build`.
        .target(
            name: "LocatorLabFuzzing",
            dependencies: [
                "LocatorLabXML", "LocatorLabModel", "LocatorLabPageSource", "LocatorLabLocators",
                "LocatorLabTestSources", "LocatorLabConversion",
            ]
        ),
        .target(
            name: "LocatorLabTestSupport",
            dependencies: ["LocatorLabModel", "LocatorLabRecording"],
            path: "Tests/LocatorLabTestSupport"
        ),
        // The XML tests borrow the Foundation regex engine the locator module
        // gives WebDriverAgent's XPath functions (LocatorLabXML cannot import
        // Foundation next to libxml2's ICU headers).
        .testTarget(
            name: "LocatorLabXMLTests", dependencies: ["LocatorLabXML", "LocatorLabLocators", "LocatorLabTestSupport"]
        ),
        .testTarget(name: "LocatorLabModelTests", dependencies: ["LocatorLabModel", "LocatorLabTestSupport"]),
        .testTarget(name: "LocatorLabFilesTests", dependencies: ["LocatorLabFiles", "LocatorLabTestSupport"]),
        .testTarget(
            name: "LocatorLabRecordingTests",
            dependencies: ["LocatorLabModel", "LocatorLabRecording", "LocatorLabTestSupport"]
        ),
        .testTarget(
            name: "LocatorLabPageSourceTests",
            dependencies: ["LocatorLabFiles", "LocatorLabPageSource", "LocatorLabModel", "LocatorLabTestSupport"]
        ),
        .testTarget(
            name: "LocatorLabLocatorsTests",
            dependencies: [
                "LocatorLabXML", "LocatorLabModel", "LocatorLabPageSource", "LocatorLabLocators",
                "LocatorLabTestSupport",
            ]
        ),
        .testTarget(
            name: "LocatorLabIdentifiersTests",
            dependencies: ["LocatorLabModel", "LocatorLabIdentifiers"]
        ),
        .testTarget(name: "LocatorLabReportingTests", dependencies: ["LocatorLabReporting", "LocatorLabTestSupport"]),
        .testTarget(
            name: "LocatorLabAdviceTests",
            dependencies: [
                "LocatorLabXML", "LocatorLabModel", "LocatorLabPageSource", "LocatorLabLocators", "LocatorLabAdvice",
                "LocatorLabTestSupport",
            ]
        ),
        .testTarget(
            name: "LocatorLabComparisonTests",
            dependencies: [
                "LocatorLabXML", "LocatorLabModel", "LocatorLabReporting", "LocatorLabLocators",
                "LocatorLabComparison", "LocatorLabRecording", "LocatorLabAdvice", "LocatorLabTestSupport",
                "LocatorLabPageSource",
            ]
        ),
        .testTarget(
            name: "LocatorLabTestSourcesTests",
            dependencies: ["LocatorLabFiles", "LocatorLabTestSources", "LocatorLabTestSupport"]
        ),
        .testTarget(
            name: "LocatorLabConversionTests",
            dependencies: [
                "LocatorLabModel", "LocatorLabFiles", "LocatorLabReporting", "LocatorLabPageSource", "LocatorLabLocators",
                "LocatorLabTestSources", "LocatorLabConversion", "LocatorLabRecording", "LocatorLabTestSupport",
            ]
        ),
        .testTarget(
            name: "LocatorLabWebDriverTests",
            dependencies: [
                "LocatorLabModel", "LocatorLabPageSource", "LocatorLabLocators", "LocatorLabRecording", "LocatorLabComparison",
                "LocatorLabWebDriver", "LocatorLabTestSupport",
            ]
        ),
        .testTarget(
            name: "LocatorLabInventoryTests",
            dependencies: [
                "LocatorLabInventory", "LocatorLabIdentifiers", "LocatorLabPageSource", "LocatorLabModel",
                "LocatorLabReporting", "LocatorLabTestSupport",
            ]
        ),
        .testTarget(
            name: "LocatorLabInspectionTests",
            dependencies: [
                "LocatorLabInspection", "LocatorLabPageSource", "LocatorLabModel", "LocatorLabReporting",
                // The audit's rules, in the island's findings.
                "LocatorLabInventory",
                // The shared ranking across compare, inspect and convert.
                "LocatorLabAdvice", "LocatorLabComparison", "LocatorLabConversion", "LocatorLabLocators",
                "LocatorLabTestSupport",
            ]
        ),
        .testTarget(
            name: "LocatorLabFuzzingTests",
            dependencies: ["LocatorLabModel", "LocatorLabFuzzing", "LocatorLabTestSupport"]
        ),
        // The servers' policy, workers and hostile requests, in process.
        .testTarget(
            name: "LocatorLabServerTests",
            dependencies: [
                "LocatorLabModel", "LocatorLabPageSource", "LocatorLabXML", "LocatorLabServer", "LocatorLabWebDriver",
                "LocatorLabTestSupport",
            ]
        ),
        // The MCP server's tools and JSON-RPC round trips, in process.
        .testTarget(
            name: "LocatorLabMCPTests",
            dependencies: [
                "LocatorLabMCP", "LocatorLabTestSupport", "LocatorLabComparison", "LocatorLabPageSource",
                "LocatorLabRecording", "LocatorLabReporting", "LocatorLabXML",
                .product(name: "MCP", package: "swift-sdk"),
            ]
        ),
        .testTarget(
            name: "LocatorLabCLITests",
            dependencies: [
                "locatorlab", "locatorlab-server", "locatorlab-mcp", "LocatorLabReporting", "LocatorLabComparison", "LocatorLabCommandLine",
                "LocatorLabMCP",
                "LocatorLabServer", "LocatorLabRecording", "LocatorLabTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // The driver record is tested in front of (FakeAppium).
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
