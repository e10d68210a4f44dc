import Foundation
import OpenCoreGraphics
import SegueTesting
import Testing

// Status: partial — a forwarder to SegueTesting's public `expectSnapshot(of:named:…)` until
// SegueGalleryTests and SegueCLITests call it directly.

/// What a golden-image comparison found (SegueTesting's ``SnapshotComparison``).
public typealias GoldenImageComparison = SnapshotComparison

/// Whether the environment asks for golden images to be recorded: `SEGUE_RECORD_GOLDENS=1`.
public func goldenRecordingRequested(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
    _SnapshotFiles.recordingRequested(environment)
}

/// The directory beside a test file where its golden images live: `<test file's folder>/Goldens`.
///
/// The gallery's layout; SegueTesting's own default is `__Snapshots__/<TestFile>/`.
public func goldenImageDirectory(forTestFile filePath: String, subdirectory: String = "Goldens") -> String {
    (((filePath as NSString).deletingLastPathComponent) as NSString).appendingPathComponent(subdirectory)
}

/// Compares an image with the golden PNG `<directory>/<name>.png`: SegueTesting's
/// `expectSnapshot(of:named:tolerance:directory:record:)`, with a Swift Testing source location.
@discardableResult
public func expectImage(
    _ image: CGImage, matchesGolden name: String, in directory: String, tolerance: Int = 0,
    record: Bool = goldenRecordingRequested(), sourceLocation: SourceLocation = #_sourceLocation
) -> GoldenImageComparison {
    let site = _CallSite(fileID: sourceLocation.fileID, filePath: sourceLocation.filePath,
                         line: UInt(sourceLocation.line), column: UInt(sourceLocation.column))
    return _expectSnapshot(image, named: name, in: directory, tolerance: tolerance, record: record, at: site)
}
