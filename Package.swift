// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Segue",
    products: [
        .library(name: "OpenCoreGraphics", targets: ["OpenCoreGraphics"]),
        .library(name: "OpenQuartzCore", targets: ["OpenQuartzCore"]),
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        .library(name: "OpenOS", targets: ["OpenOS"]),
        .library(name: "SegueTesting", targets: ["SegueTesting"]),
        .library(name: "SegueTransitions", targets: ["SegueTransitions"]),
        .library(name: "SegueSnapshotTesting", targets: ["SegueSnapshotTesting"]),
        .library(name: "SegueGallery", targets: ["SegueGallery"]),
        .library(name: "SegueX11", targets: ["SegueX11"]),
        .library(name: "SegueCommandLine", targets: ["SegueCommandLine"]),
        .executable(name: "segue", targets: ["segue"]),
        .library(name: "SeguePort", targets: ["SeguePort"]),
        .executable(name: "segue-port", targets: ["segue-port"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // Only the porting tool (`SeguePort`, `segue-port`) builds it: never OpenUIKit, SegueTesting or `segue`.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"700.0.0"),
        // Only `swift package generate-documentation` uses it (a command plugin): it builds nothing into the libraries.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0")
    ],
    targets: [
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev", "libfontconfig-dev"])]),
        .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev", "libxext-dev"])]),
        .target(name: "CSegueKernels"),  // the compositor's pixel loops in C, fast in debug builds too
        .target(
            name: "OpenCoreGraphics", dependencies: ["CPNG", "CSegueKernels"],
            // The renderer's pipeline notes, one per stage.
            exclude: [
                "Drawing/README.md", "Drawing/Context/README.md", "Drawing/Raster/README.md",
                "Drawing/Composite/README.md", "Drawing/Scene/README.md"
            ]),
        .target(name: "OpenQuartzCore", dependencies: ["OpenCoreGraphics"]),
        .target(name: "OpenUIKit", dependencies: ["OpenQuartzCore", "CFreeType"]),
        .target(name: "OpenOS"),
        .target(name: "SegueTesting", dependencies: ["OpenUIKit"]),
        // The transitions library: public UIKit API only, so the same source builds against Apple's UIKit.
        .target(name: "SegueTransitions", dependencies: ["OpenUIKit"]),
        .target(
            name: "SegueSnapshotTesting",
            dependencies: ["SegueTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .target(name: "SegueGallery", dependencies: ["OpenUIKit", "SegueTesting", "SegueTransitions"]),
        .target(name: "SegueX11", dependencies: ["OpenUIKit", "CX11"]),
        .target(
            name: "SegueCommandLine",
            dependencies: [
                "OpenQuartzCore", "OpenUIKit", "SegueTesting", "SegueGallery", "SegueX11", "SeguePortOptions",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]
        ),
        .executableTarget(name: "segue", dependencies: ["SegueCommandLine", "SegueGallery"]),
        // `segue port`'s options, shared by `segue` (which runs the tool) and `segue-port` (the tool).
        .target(
            name: "SeguePortOptions", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .target(
            name: "SeguePort",
            dependencies: [
                "SeguePortOptions",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]
        ),
        .executableTarget(name: "segue-port", dependencies: ["SeguePort"]),
        .target(
            name: "TestSupport", dependencies: ["OpenQuartzCore", "SegueTesting", "CX11"], path: "Tests/TestSupport"),
        .testTarget(
            name: "OpenUIKitTests",
            dependencies: [
                "OpenUIKit", "SegueTesting", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based")
            ],
            exclude: [
                "Alerts/__Snapshots__", "Appearance/__Snapshots__", "Bars/__Snapshots__", "Controls/__Snapshots__",
                "Drawing/__Snapshots__",
                "Layout/StackView/__Snapshots__", "Menus/__Snapshots__", "Navigation/__Snapshots__",
                "PageViewController/__Snapshots__", "Popovers/__Snapshots__", "Sheets/__Snapshots__",
                "SplitViewController/__Snapshots__",
                "Symbols/__Snapshots__", "Transitions/__Snapshots__"
            ]  // read through #filePath
        ),
        // The CardKit port fixture's expected output, compiled (Swift 5, as the library was written)
        // and run by SwiftFiveClientTests.
        .target(
            name: "PortedCardKit", dependencies: ["OpenUIKit"], path: "Tests/PortFixtures/CardKit/expected/Sources",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "SwiftFiveClientTests",
            dependencies: ["OpenUIKit", "OpenOS", "SegueTesting", "PortedCardKit", "SegueTransitions", "SegueX11"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "SwiftSixClientTests",
            dependencies: ["OpenUIKit", "OpenOS", "SegueTesting"]
        ),
        .testTarget(
            name: "SegueSnapshotTestingTests",
            dependencies: [
                "SegueSnapshotTesting", "SegueTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "SegueTestingTests", dependencies: ["SegueTesting", "SegueGallery", "TestSupport"],
            exclude: ["Snapshot/__Snapshots__"]),
        .testTarget(
            name: "OpenCoreGraphicsTests",
            dependencies: [
                "OpenCoreGraphics", "SegueTesting", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based")
            ],
            exclude: ["Drawing/__Snapshots__"]
        ),
        .testTarget(
            name: "OpenQuartzCoreTests",
            dependencies: [
                "OpenQuartzCore", "SegueTesting", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based")
            ],
            exclude: ["Rendering/__Snapshots__"]
        ),
        .testTarget(
            name: "SegueCLITests",
            dependencies: ["SegueCommandLine", "segue", "SegueTesting", "SegueGallery", "TestSupport", "CX11"],
            exclude: ["UserPackage"]),  // a user's package, built out of tree by UserPackageTests
        .testTarget(
            name: "SegueTransitionsTests", dependencies: ["SegueTransitions", "SegueTesting", "TestSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "SeguePortTests", dependencies: ["SeguePort"]),
        .testTarget(
            name: "SegueX11Tests", dependencies: ["SegueX11", "SegueTesting", "SegueGallery", "TestSupport", "CX11"],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "OpenOSTests", dependencies: ["OpenOS"]),
        .testTarget(
            name: "SegueGalleryTests", dependencies: ["SegueGallery", "SegueTesting", "TestSupport"],
            exclude: ["__Snapshots__"])
    ],
    swiftLanguageModes: [.v6]
)
