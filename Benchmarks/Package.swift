// swift-tools-version: 6.1
import PackageDescription

// A separate package so that the main package's `swift test` stays fast. Build and run in
// release mode from this directory:
//
//     swift run -c release SegueBenchmarks [--layers N] [--frames N] [--warmup N] [--only engine|plain]
//     swift run -c release TransitionBenchmarks [--cycles N] [--matched-cycles N]
//     swift run -c release RenderBenchmarks [--frames N] [--threads N]
//     swift run -c release LayoutBenchmarks [--repeats N] [--frames N] [--edits N] [--kiwi FILE]
//     swift run -c release DiffableBenchmarks [--repeats N]
//     swift run -c release SetterBenchmarks [--iterations N] [--repeats N] [--observed]
//     swift run -c release Soak [--steps N] [--length N] [--seed FIRST]
//     swift run -c release DoctorBenchmarks [--repeat N]
//     swift run -c release TableBenchmarks [--rows N] [--seconds S] [--speed PT_PER_S]
let package = Package(
    name: "SegueBenchmarks",
    dependencies: [
        .package(name: "Segue", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "SegueBenchmarks",
            dependencies: [
                .product(name: "OpenQuartzCore", package: "Segue")
            ]
        ),
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [
                .product(name: "OpenQuartzCore", package: "Segue")
            ]
        ),
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "DoctorBenchmarks",
            dependencies: [
                .product(name: "SegueTesting", package: "Segue"),
                .product(name: "SegueGallery", package: "Segue")
            ]
        ),
        .executableTarget(
            name: "RecordingBenchmarks",
            dependencies: [
                .product(name: "SegueTesting", package: "Segue"),
                .product(name: "SegueGallery", package: "Segue")
            ]
        ),
        .executableTarget(
            name: "TransitionBenchmarks",
            dependencies: [
                "CAllocationCounter",
                .product(name: "OpenUIKit", package: "Segue"),
                .product(name: "SegueTesting", package: "Segue"),
                .product(name: "SegueTransitions", package: "Segue")
            ]
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                "CAllocationCounter",
                .product(name: "OpenUIKit", package: "Segue"),
                .product(name: "SegueTesting", package: "Segue")
            ]
        ),
        .executableTarget(
            name: "DiffableBenchmarks",
            dependencies: [
                .product(name: "OpenUIKit", package: "Segue"),
                .product(name: "SegueTesting", package: "Segue")
            ]
        ),
        .executableTarget(
            name: "TableBenchmarks",
            dependencies: [
                .product(name: "OpenUIKit", package: "Segue"),
                .product(name: "SegueTesting", package: "Segue")
            ]
        ),
        .executableTarget(
            name: "SetterBenchmarks",
            dependencies: [.product(name: "OpenUIKit", package: "Segue")],
            swiftSettings: [.define("SEGUE_KVO")]
        ),
        .executableTarget(
            name: "Soak",
            dependencies: [
                .product(name: "OpenUIKit", package: "Segue"),
                .product(name: "SegueTesting", package: "Segue")
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
