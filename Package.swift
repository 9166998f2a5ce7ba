// swift-tools-version: 6.0
import PackageDescription

// Dependencies point one way:
//   locatorlab, locatorlab-inspect-server -> LocatorLabCommandLine (CLI)
//   LocatorLabCommandLine -> LocatorLabLocators, LocatorLabPageSource -> LocatorLabModel
//   LocatorLabLocators, LocatorLabPageSource -> LocatorLabXML -> CLibXML (libxml2), CEvaluationBudget
//   LocatorLabReporting -> LocatorLabModel (for `Severity`, which SARIF levels use)
//   LocatorLabInspectionServer -> LocatorLabInspection -> Analysis, Inventory, Reporting
// Only LocatorLabXML imports CLibXML and CEvaluationBudget; only the command line
// (LocatorLabCommandLine) imports ArgumentParser; only
// LocatorLabInspectionServer imports FlyingFox, and only the
// locatorlab-inspect-server executable links it.

let package = Package(
    name: "LocatorLab",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "locatorlab", targets: ["locatorlab"]),
        .executable(name: "locatorlab-inspect-server", targets: ["locatorlab-inspect-server"]),
        .library(
            name: "LocatorLab",
            targets: [
                "LocatorLabModel", "LocatorLabXML", "LocatorLabPageSource", "LocatorLabLocators", "LocatorLabIdentifiers",
                "LocatorLabReporting", "LocatorLabComparison", "LocatorLabConversion", "LocatorLabInventory",
                "LocatorLabInspection",
            ]
        ),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The project config file of `convert` (locatorlab.yml).
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // The local server of `inspect --serve` (LocatorLabInspectionServer only).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
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
        .target(name: "LocatorLabReporting", dependencies: ["LocatorLabModel"]),
        // Advice every feature shares: suggested locators, fragility rules,
        // and the survival trials (tree mutations) that rank them.
        .target(
            name: "LocatorLabAdvice",
            dependencies: ["LocatorLabModel", "LocatorLabXML", "LocatorLabPageSource", "LocatorLabLocators"]
        ),
        // compare and bench: timing XPath against identifier lookups.
        .target(
            name: "LocatorLabComparison",
            dependencies: ["LocatorLabFiles", 
                "LocatorLabModel", "LocatorLabXML", "LocatorLabPageSource", "LocatorLabLocators", "LocatorLabAdvice",
                "LocatorLabReporting",
            ]
        ),
        // Reading test sources: lexers per language, locator and constant
        // finders, for convert and `compare --tests`.
        .target(name: "LocatorLabTestSources", dependencies: ["LocatorLabFiles"]),
        .target(
            name: "LocatorLabConversion",
            dependencies: [
                "LocatorLabTestSources", "LocatorLabFiles", "LocatorLabModel", "LocatorLabPageSource", "LocatorLabLocators",
                "LocatorLabAdvice", "LocatorLabReporting",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "LocatorLabInventory",
            dependencies: [
                "LocatorLabModel", "LocatorLabPageSource", "LocatorLabLocators", "LocatorLabIdentifiers",
                "LocatorLabReporting",
            ]
        ),
        // `inspect`: the interactive page (no server code) and, apart, the
        // `--serve` HTTP server, the only target that imports FlyingFox.
        .target(
            name: "LocatorLabInspection",
            dependencies: [
                "LocatorLabModel", "LocatorLabXML", "LocatorLabLocators", "LocatorLabAdvice", "LocatorLabInventory", "LocatorLabReporting",
            ],
            // The page's script and stylesheet, compiled in as bytes.
            resources: [.embedInCode("Resources/inspector.js"), .embedInCode("Resources/inspector.css")]
        ),
        .target(
            name: "LocatorLabInspectionServer",
            dependencies: [
                "LocatorLabInspection", "LocatorLabModel", "LocatorLabReporting", "LocatorLabXML",
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),
        // The command line: every command, argument parsing and printing.
        .target(
            name: "LocatorLabCommandLine",
            dependencies: ["LocatorLabFiles", 
                "LocatorLabModel", "LocatorLabPageSource", "LocatorLabLocators", "LocatorLabReporting",
                "LocatorLabComparison", "LocatorLabConversion", "LocatorLabInventory", "LocatorLabInspection",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Two executables of that command line: `locatorlab`, and the same
        // with the HTTP server of `inspect --serve`, kept out of the first so
        // one-shot commands do not load it (see InspectionServing).
        .executableTarget(name: "locatorlab", dependencies: ["LocatorLabCommandLine"]),
        .executableTarget(
            name: "locatorlab-inspect-server",
            dependencies: ["LocatorLabCommandLine", "LocatorLabInspectionServer"]
        ),
        .executableTarget(
            name: "locatorlab-benchmarks",
            dependencies: [
                "LocatorLabModel", "LocatorLabXML", "LocatorLabPageSource", "LocatorLabLocators", "LocatorLabComparison",
                "LocatorLabConversion",
            ],
            path: "Benchmarks/locatorlab-benchmarks"
        ),
        // The invariants the fuzz harnesses in Fuzz/ check (scripts/fuzz.sh);
        // not in the product, and the harnesses are not built by `swift build`.
        .target(
            name: "LocatorLabFuzzing",
            dependencies: ["LocatorLabModel", "LocatorLabPageSource", "LocatorLabLocators", "LocatorLabConversion"]
        ),
        .target(
            name: "LocatorLabTestSupport",
            dependencies: ["LocatorLabModel"],
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
            name: "LocatorLabPageSourceTests",
            dependencies: ["LocatorLabFiles", "LocatorLabPageSource", "LocatorLabModel", "LocatorLabTestSupport"]
        ),
        .testTarget(
            name: "LocatorLabLocatorsTests",
            dependencies: ["LocatorLabLocators", "LocatorLabPageSource", "LocatorLabModel", "LocatorLabTestSupport"]
        ),
        .testTarget(
            name: "LocatorLabIdentifiersTests",
            dependencies: ["LocatorLabIdentifiers", "LocatorLabModel", "LocatorLabTestSupport"]
        ),
        .testTarget(name: "LocatorLabReportingTests", dependencies: ["LocatorLabReporting", "LocatorLabTestSupport"]),
        .testTarget(
            name: "LocatorLabAdviceTests",
            dependencies: [
                "LocatorLabAdvice", "LocatorLabLocators", "LocatorLabPageSource", "LocatorLabModel", "LocatorLabTestSupport",
            ]
        ),
        .testTarget(
            name: "LocatorLabComparisonTests",
            dependencies: [
                "LocatorLabComparison", "LocatorLabAdvice", "LocatorLabLocators", "LocatorLabPageSource", "LocatorLabModel",
                "LocatorLabReporting", "LocatorLabTestSupport",
            ]
        ),
        .testTarget(
            name: "LocatorLabTestSourcesTests",
            dependencies: ["LocatorLabTestSources", "LocatorLabFiles", "LocatorLabTestSupport"]
        ),
        .testTarget(
            name: "LocatorLabConversionTests",
            dependencies: ["LocatorLabFiles", 
                "LocatorLabConversion", "LocatorLabPageSource", "LocatorLabModel", "LocatorLabReporting",
                "LocatorLabTestSupport",
            ]
        ),
        .testTarget(
            name: "LocatorLabInventoryTests",
            dependencies: [
                "LocatorLabInventory", "LocatorLabIdentifiers", "LocatorLabPageSource", "LocatorLabModel",
                "LocatorLabTestSupport",
            ]
        ),
        .testTarget(
            name: "LocatorLabInspectionTests",
            dependencies: [
                "LocatorLabInspection", "LocatorLabPageSource", "LocatorLabModel", "LocatorLabReporting",
                // The shared ranking across compare, inspect and convert.
                "LocatorLabAdvice", "LocatorLabComparison", "LocatorLabConversion", "LocatorLabLocators",
                "LocatorLabTestSupport",
            ]
        ),
        .testTarget(
            name: "LocatorLabFuzzingTests",
            dependencies: ["LocatorLabFuzzing", "LocatorLabConversion", "LocatorLabTestSupport"]
        ),
        .testTarget(
            name: "LocatorLabCLITests",
            dependencies: [
                "locatorlab", "locatorlab-inspect-server", "LocatorLabCommandLine", "LocatorLabInspectionServer",
                "LocatorLabReporting", "LocatorLabTestSupport",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
