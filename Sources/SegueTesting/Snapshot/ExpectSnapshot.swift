import Foundation
import OpenUIKit

/// Compares an image with its reference PNG, recording a test failure when they differ.
///
/// The reference is `<test file's folder>/__Snapshots__/<TestFile>/<name>.png` (or
/// `<directory>/<name>.png`). Pixels are compared by ``ImageDifference``: a pixel differs when
/// some channel of its premultiplied bytes differs by more than `tolerance` (and, with a
/// `perceptualTolerance`, its ΔE 1994 is larger than that too).
///
/// - When they differ, the failure states how many pixels differ and the largest channel
///   difference, and writes `<name>.actual.png` (the image) and `<name>.diff.png` (see
///   ``ImageDifference/makeImage()``) beside the reference. A reference of another size or an
///   unreadable one is a failure too. When they match, stale actual and diff files are removed.
/// - When there is no reference yet, the image is written as the reference and a failure says
///   "recorded, re-run": a first run never passes silently. With `record` true (by default when
///   `SEGUE_RECORD_SNAPSHOTS=1` is set) every reference is rewritten, also with a failure.
///
/// The failure goes to Swift Testing (`Issue.record`) inside a Swift Testing test, to XCTest
/// (`XCTFail`) inside an XCTest test, or to standard error elsewhere; the caller need not import
/// a test framework.
///
/// ```swift
/// @Test func card() {
///     expectSnapshot(of: renderer.image { … }.cgImage!, named: "card", tolerance: 2)
/// }
/// ```
@discardableResult
public func expectSnapshot(
    of image: CGImage, named name: String, tolerance: Int = 0, perceptualTolerance: Double = 0,
    directory: String? = nil, record: Bool? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotComparison {
    let site = _CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return _expectSnapshot(
        image, named: name, in: directory ?? _SnapshotFiles.directory(forTestFile: site.filePath),
        tolerance: tolerance, perceptualTolerance: perceptualTolerance, record: record, at: site)
}

/// The assertion behind every `expectSnapshot(of:…)`: compares, records, writes and reports.
package func _expectSnapshot(
    _ image: CGImage, named name: String, in directory: String, tolerance: Int, perceptualTolerance: Double = 0,
    record: Bool?, at site: _CallSite
) -> SnapshotComparison {
    let file = _SnapshotFiles.fileName(name)
    let folder = directory as NSString
    let referencePath = folder.appendingPathComponent("\(file).png")
    let actualPath = folder.appendingPathComponent("\(file).actual.png")
    let diffPath = folder.appendingPathComponent("\(file).diff.png")
    let files = FileManager.default
    var result = SnapshotComparison(
        recorded: false, compared: false, differingPixels: 0, maximumDifference: 0,
        referencePath: referencePath)
    let data = files.contents(atPath: referencePath)
    if record ?? _SnapshotFiles.recordingRequested() || data == nil {
        let why =
            data == nil
            ? "No reference snapshot \(name) yet: recorded \(referencePath); look at it, then re-run"
            : "Recorded reference snapshot \(referencePath) (\(_SnapshotFiles.recordVariable)=1); look at it, then run without recording"
        do {
            try _SnapshotFiles.writePNG(image, to: referencePath)
            try? files.removeItem(atPath: actualPath)
            try? files.removeItem(atPath: diffPath)
            site.fail(why)
            result.recorded = true
        } catch {
            site.fail("Could not record reference snapshot \(referencePath): \(error)")
        }
        return result
    }
    guard let reference = data.flatMap(_PNGCodec.decode) else {
        try? _SnapshotFiles.writePNG(image, to: actualPath)
        site.fail("Reference snapshot \(referencePath) is not a readable PNG (wrote \(actualPath))")
        return result
    }
    guard
        let difference = ImageDifference(
            reference: reference, actual: image, tolerance: tolerance, perceptualTolerance: perceptualTolerance)
    else {
        try? _SnapshotFiles.writePNG(image, to: actualPath)
        site.fail(
            "Image is \(image.width) × \(image.height) but reference snapshot \(name) is "
                + "\(reference.width) × \(reference.height) (wrote \(actualPath))")
        return result
    }
    result.compared = true
    result.differingPixels = difference.differingPixels
    result.maximumDifference = difference.maximumDifference
    guard !difference.matches else {
        try? files.removeItem(atPath: actualPath)
        try? files.removeItem(atPath: diffPath)
        return result
    }
    try? _SnapshotFiles.writePNG(image, to: actualPath)
    try? _SnapshotFiles.writePNG(difference.makeImage(), to: diffPath)
    site.fail(
        "Image differs from reference snapshot \(name): \(difference.summary); wrote \(actualPath) and \(diffPath)")
    return result
}
