import Foundation
import OpenUIKit

/// Where snapshot references live and how they are written: the one naming scheme.
///
/// A test file `Tests/App/Screens/CardTests.swift` keeps its references in
/// `Tests/App/Screens/__Snapshots__/CardTests/<name>.png` (swift-snapshot-testing's folder, so
/// `SegueSnapshotTesting` references sit beside them); on a mismatch `<name>.actual.png` and
/// `<name>.diff.png` are written beside the reference.
package enum _SnapshotFiles {
    /// The variable that asks for references to be (re)recorded when set to `1`.
    package static let recordVariable = "SEGUE_RECORD_SNAPSHOTS"
    /// The variable's earlier name, still honoured so that scripts written for it keep working.
    static let formerRecordVariable = "SEGUE_RECORD_GOLDENS"

    /// Whether `environment` asks for references to be recorded: `SEGUE_RECORD_SNAPSHOTS=1`
    /// (or the earlier `SEGUE_RECORD_GOLDENS=1`).
    package static func recordingRequested(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        -> Bool
    {
        environment[recordVariable] == "1" || environment[formerRecordVariable] == "1"
    }

    /// `<test file's folder>/__Snapshots__/<test file's name without .swift>`.
    package static func directory(forTestFile filePath: String) -> String {
        let file = filePath as NSString
        let name = (file.lastPathComponent as NSString).deletingPathExtension
        return ((file.deletingLastPathComponent as NSString).appendingPathComponent("__Snapshots__") as NSString)
            .appendingPathComponent(name)
    }

    /// Writes `image` as a PNG file, making its folder; throws if it cannot be encoded or written.
    package static func writePNG(_ image: CGImage, to path: String) throws {
        guard let data = _PNGCodec.encode(image) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// A name safe as a file name: path separators and characters outside letters, digits,
    /// `-`, `_`, `.` and space become `-`.
    package static func fileName(_ name: String) -> String {
        let safe = name.map { c -> Character in
            c.isLetter || c.isNumber || c == "-" || c == "_" || c == "." || c == " " ? c : "-"
        }
        let result = String(safe)
        return result.isEmpty || result.allSatisfy({ $0 == "." }) ? "snapshot" : result
    }
}
