import Foundation
import OpenCoreGraphics
import Testing

/// What a golden-image comparison found.
///
/// Returned by ``expectImage(_:matchesGolden:in:tolerance:record:sourceLocation:)`` for tests
/// that want to check more than the recorded issue.
public struct GoldenImageComparison: Equatable, Sendable {
    /// Whether the golden file was (re)written instead of compared.
    public var recorded: Bool
    /// Whether a golden image was found and has the image's size.
    public var compared: Bool
    /// Pixels with some channel differing by more than the tolerance.
    public var differingPixels: Int
    /// The largest difference of any channel of any pixel, 0…255.
    public var maximumDifference: Int

    /// Creates a comparison result from its four values.
    ///
    /// For tests that compare a result with an expected one.
    public init(recorded: Bool, compared: Bool, differingPixels: Int, maximumDifference: Int) {
        self.recorded = recorded
        self.compared = compared
        self.differingPixels = differingPixels
        self.maximumDifference = maximumDifference
    }
}

/// Whether the environment asks for golden images to be recorded: `SEGUE_RECORD_GOLDENS=1`.
public func goldenRecordingRequested(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
    environment["SEGUE_RECORD_GOLDENS"] == "1"
}

/// The directory beside a test file where its golden images live: `<test file's folder>/Goldens`.
///
/// Pass `#filePath` from the test, so the goldens sit in the source tree, not in the build.
public func goldenImageDirectory(forTestFile filePath: String, subdirectory: String = "Goldens") -> String {
    (((filePath as NSString).deletingLastPathComponent) as NSString).appendingPathComponent(subdirectory)
}

/// Compares an image with the golden PNG `<directory>/<name>.png`, recording an issue when
/// they differ.
///
/// Pixels are compared channel by channel on their premultiplied bytes; a pixel differs when
/// some channel differs by more than `tolerance`. On a mismatch the issue states how many
/// pixels differ and the largest channel difference, and two files are written beside the
/// golden: `<name>.actual.png` (the image) and `<name>.diff.png` (differing pixels in red,
/// brighter for larger differences, differences within the tolerance in yellow, equal pixels
/// as a faded gray copy of the golden). When they match, stale actual and diff files are
/// removed. A missing or unreadable golden, or one of another size, is a mismatch too.
///
/// With `record` true (by default when `SEGUE_RECORD_GOLDENS=1` is set) the image is written
/// as the golden instead, and an issue says so, so that a recording run never passes by
/// accident.
@discardableResult
public func expectImage(
    _ image: CGImage, matchesGolden name: String, in directory: String, tolerance: Int = 0,
    record: Bool = goldenRecordingRequested(), sourceLocation: SourceLocation = #_sourceLocation
) -> GoldenImageComparison {
    let folder = directory as NSString
    let goldenPath = folder.appendingPathComponent("\(name).png")
    let actualPath = folder.appendingPathComponent("\(name).actual.png")
    let diffPath = folder.appendingPathComponent("\(name).diff.png")
    let files = FileManager.default
    if record {
        do {
            try files.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try _writePNG(image, to: goldenPath)
            try? files.removeItem(atPath: actualPath)
            try? files.removeItem(atPath: diffPath)
            Issue.record("Recorded golden image \(goldenPath) (SEGUE_RECORD_GOLDENS=1); look at it, then run without recording", sourceLocation: sourceLocation)
        } catch {
            Issue.record("Could not record golden image \(goldenPath): \(error)", sourceLocation: sourceLocation)
        }
        return GoldenImageComparison(recorded: true, compared: false, differingPixels: 0, maximumDifference: 0)
    }
    let notCompared = GoldenImageComparison(recorded: false, compared: false, differingPixels: 0, maximumDifference: 0)
    guard let data = files.contents(atPath: goldenPath) else {
        try? _writePNG(image, to: actualPath)
        Issue.record("No golden image at \(goldenPath); run with SEGUE_RECORD_GOLDENS=1 to record one (wrote \(actualPath))", sourceLocation: sourceLocation)
        return notCompared
    }
    guard let golden = _PNGCodec.decode(data) else {
        try? _writePNG(image, to: actualPath)
        Issue.record("Golden image \(goldenPath) is not a readable PNG (wrote \(actualPath))", sourceLocation: sourceLocation)
        return notCompared
    }
    guard golden.width == image.width, golden.height == image.height else {
        try? _writePNG(image, to: actualPath)
        Issue.record(
            "Image is \(image.width) × \(image.height) but golden \(name) is \(golden.width) × \(golden.height) (wrote \(actualPath))",
            sourceLocation: sourceLocation
        )
        return notCompared
    }
    let tolerance = max(0, tolerance)
    let comparison = _GoldenDiff(golden: golden, actual: image, tolerance: tolerance)
    let result = GoldenImageComparison(
        recorded: false, compared: true, differingPixels: comparison.differingPixels,
        maximumDifference: comparison.maximumDifference
    )
    guard comparison.differingPixels > 0 else {
        try? files.removeItem(atPath: actualPath)
        try? files.removeItem(atPath: diffPath)
        return result
    }
    try? _writePNG(image, to: actualPath)
    if let diff = comparison.image { try? _writePNG(diff, to: diffPath) }
    Issue.record(
        """
        Image differs from golden \(name): \(comparison.differingPixels) of \(image.width * image.height) pixels \
        differ by more than \(tolerance) (largest channel difference \(comparison.maximumDifference)); \
        wrote \(actualPath) and \(diffPath)
        """,
        sourceLocation: sourceLocation
    )
    return result
}

/// Writes an image as a PNG file, throwing if it cannot be encoded or written.
func _writePNG(_ image: CGImage, to path: String) throws {
    guard let data = _PNGCodec.encode(image) else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
    try data.write(to: URL(fileURLWithPath: path))
}
