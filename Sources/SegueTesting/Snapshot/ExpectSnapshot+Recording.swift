import Foundation
import OpenUIKit

/// Compares frames of a recorded transition, side by side, with their reference PNG.
///
/// The image compared is ``TransitionRecording/strip(at:)``: the frames at `fractions` of the
/// recording (by default the start, the quarters and the end) left to right. The reference and
/// the failure files are those of `expectSnapshot(of: CGImage, …)`. A recording that gives no
/// frame is a failure.
///
/// ```swift
/// let push = host.recordUntilIdle { navigation.pushViewController(detail, animated: true) }
/// expectSnapshot(of: push, named: "push")                 // five frames
/// expectSnapshot(of: push, at: [0.5], named: "push-middle") // the middle frame alone
/// ```
@discardableResult
public func expectSnapshot(
    of recording: TransitionRecording, at fractions: [Double] = TransitionRecording.stripFractions, named name: String,
    tolerance: Int = 0, perceptualTolerance: Double = 0, directory: String? = nil, record: Bool? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotComparison {
    let site = _CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let directory = directory ?? _SnapshotFiles.directory(forTestFile: site.filePath)
    guard let strip = recording.strip(at: fractions) else {
        site.fail(
            "The recording has no frame at \(fractions) (it has \(recording.frames.count) frames): nothing to compare")
        return SnapshotComparison(
            recorded: false, compared: false, differingPixels: 0, maximumDifference: 0,
            referencePath: (directory as NSString).appendingPathComponent("\(_SnapshotFiles.fileName(name)).png"))
    }
    return _expectSnapshot(
        strip, named: name, in: directory, tolerance: tolerance,
        perceptualTolerance: perceptualTolerance, record: record, at: site)
}
