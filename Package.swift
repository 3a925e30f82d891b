// swift-tools-version: 6.1
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "city-autocomplete",
    products: [
        .executable(name: "city-autocomplete", targets: ["city-autocomplete"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-algorithms.git", from: "1.2.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
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
        .target(
            name: "CityIndex",
            dependencies: [.product(name: "Algorithms", package: "swift-algorithms")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ShippedCities",
            path: "Resources",
            resources: [.copy("cities.json")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CityAutocompleteServer",
            dependencies: [
                "CityIndex",
                "CMicroHTTPD",
                "CMicroHTTPDShims",
                "CSystemShims",
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
        .testTarget(
            name: "CityIndexTests",
            dependencies: [
                "CityIndex",
                "ShippedCities",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CityAutocompleteServerTests",
            dependencies: ["CityAutocompleteServer", "CityIndex", "ShippedCities"],
            swiftSettings: strictSettings
        ),
    ]
)

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
