// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Segue",
    products: [
        .library(name: "OpenCoreGraphics", targets: ["OpenCoreGraphics"]),
        .library(name: "OpenQuartzCore", targets: ["OpenQuartzCore"]),
        .executable(name: "segue", targets: ["SegueCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
    ],
    targets: [
        .target(name: "OpenCoreGraphics"),
        .target(name: "OpenQuartzCore", dependencies: ["OpenCoreGraphics"]),
        .executableTarget(
            name: "SegueCLI",
            dependencies: [
                "OpenQuartzCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "TestSupport", dependencies: ["OpenQuartzCore"], path: "Tests/TestSupport"),
        .testTarget(
            name: "OpenCoreGraphicsTests",
            dependencies: [
                "OpenCoreGraphics", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "OpenQuartzCoreTests",
            dependencies: [
                "OpenQuartzCore", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "SegueCLITests", dependencies: ["SegueCLI", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
