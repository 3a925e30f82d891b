// swift-tools-version: 6.1
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "city-autocomplete",
    // For the client library on Apple's systems: `suggestions(for:)` waits on a `Clock`, which came with these.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .executable(name: "city-autocomplete", targets: ["city-autocomplete"]),
        .library(name: "CityAutocompleteClient", targets: ["CityAutocompleteClient"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-algorithms.git", from: "1.2.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-openapi-runtime.git", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-openapi-urlsession.git", from: "1.4.0"),
        .package(url: "https://github.com/pointfreeco/swift-clocks.git", from: "1.1.1"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        .target(
            name: "CMicroHTTPDShims",
            dependencies: ["CMicroHTTPD"]
        ),
        .target(name: "CSystemShims"),
        // Byte and JSON text helpers that the index and the server share. Its declarations are public, though no
        // product exports the target: Swift inlines and specializes `@inlinable public` code across modules but
        // not `@inlinable package` code, which made loading the shipped data take 69% more instructions.
        .target(name: "ByteUtilities", dependencies: ["CSystemShims"], swiftSettings: strictSettings),
        .target(
            name: "CityIndex",
            dependencies: ["ByteUtilities", "CSystemShims", .product(name: "Algorithms", package: "swift-algorithms")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ShippedCities",
            path: "Resources",
            exclude: ["README.md"],
            resources: [.copy("cities.json")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CityAutocompleteServer",
            dependencies: [
                "ByteUtilities",
                "CityIndex",
                "CMicroHTTPD",
                "CMicroHTTPDShims",
                "CSystemShims",
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            resources: [.copy("Resources/openapi.json")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "city-autocomplete",
            dependencies: [
                "CityAutocompleteServer",
                "ShippedCities",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        // The client library: request and response types generated from docs/openapi.yaml by swift-openapi-generator
        // (committed in Generated/, remade and checked by scripts/openapi-client), and a hand-written API on top. No
        // service target depends on it, so the service links none of its packages.
        .target(
            name: "CityAutocompleteClient",
            dependencies: [
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
            ],
            exclude: ["openapi-generator-config.yaml"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CityIndexTests",
            dependencies: [
                "ByteUtilities",
                "CityIndex",
                "ShippedCities",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CityAutocompleteServerTests",
            dependencies: ["CityAutocompleteServer", "CityIndex", "CMicroHTTPD", "ShippedCities"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CityAutocompleteClientTests",
            dependencies: [
                "CityAutocompleteClient",
                "CityAutocompleteServer",
                "ShippedCities",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
            ],
            swiftSettings: strictSettings
        ),
    ]
)

// The in-process benchmarks (ordo-one/benchmark) join the package only when asked for, so that building and
// testing the service never builds the benchmark harness: `scripts/bench-index` sets this.
if Context.environment["CITY_AUTOCOMPLETE_BENCHMARKS"] != nil {
    package.dependencies.append(
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"])
    )
    package.targets.append(
        .executableTarget(
            name: "CityAutocompleteBenchmarks",
            dependencies: [
                "ByteUtilities",
                "CityAutocompleteServer",
                "CityIndex",
                "ShippedCities",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Benchmarks/CityAutocompleteBenchmarks",
            swiftSettings: strictSettings,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    )
}

// `scripts/openapi-client` builds swift-openapi-generator to make Sources/CityAutocompleteClient/Generated from
// docs/openapi.yaml, and to check in CI that the committed code is what it makes. The generator joins the package
// only when CITY_AUTOCOMPLETE_OPENAPI_GENERATOR is set, so that `swift build` and `swift test` never build it (it
// brings OpenAPIKit, Yams and their kin); `exact:`, because another version may write other code.
if Context.environment["CITY_AUTOCOMPLETE_OPENAPI_GENERATOR"] != nil {
    package.dependencies.append(
        .package(url: "https://github.com/apple/swift-openapi-generator.git", exact: "1.14.3")
    )
}

// `scripts/fuzz` builds a libFuzzer target over every byte a client sends. It exists only when
// CITY_AUTOCOMPLETE_FUZZ is set, so `swift build` and `swift test` never see it.
if Context.environment["CITY_AUTOCOMPLETE_FUZZ"] != nil {
    package.targets.append(
        .executableTarget(
            name: "FuzzRequests",
            dependencies: [
                "CityAutocompleteServer",
                "CityIndex",
                "ShippedCities",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Fuzz/FuzzRequests",
            swiftSettings: strictSettings
        )
    )
}
