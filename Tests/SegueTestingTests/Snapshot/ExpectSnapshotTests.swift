import Foundation
import OpenUIKit
import SegueTesting
import TestSupport
import Testing

/// `expectSnapshot(of: CGImage, …)`: recording, comparing, failure files and messages, on
/// synthetic images in a scratch directory.
@Suite struct ExpectSnapshotTests {
    /// A fresh directory for one test.
    static func scratchDirectory(_ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-snapshot-\(getpid())-\(name)")
            .path
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// An 8 × 6 picture: (20, 40, 60) with a translucent 3 × 3 square at (2, 1); `edit` changes pixels.
    static func image(width: Int = 8, _ edit: [(x: Int, y: Int, rgba: [UInt8])] = []) -> CGImage {
        var bytes = [UInt8](repeating: 0, count: width * 6 * 4)
        for y in 0..<6 {
            for x in 0..<width {
                let inSquare = (2..<5).contains(x) && (1..<4).contains(y)
                let rgba: [UInt8] = inSquare ? [100, 50, 0, 200] : [20, 40, 60, 255]
                bytes.replaceSubrange(((y * width + x) * 4)..<((y * width + x) * 4 + 4), with: rgba)
            }
        }
        for (x, y, rgba) in edit {
            bytes.replaceSubrange(((y * width + x) * 4)..<((y * width + x) * 4 + 4), with: rgba)
        }
        return CGImage(width: width, height: 6, premultipliedRGBA: bytes)!
    }

    static func exists(_ directory: String, _ file: String) -> Bool {
        FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent(file))
    }

    static func read(_ directory: String, _ file: String) -> CGImage? {
        FileManager.default.contents(atPath: (directory as NSString).appendingPathComponent(file)).flatMap(
            _PNGCodec.decode)
    }

    @Test func aMissingReferenceIsRecordedAndReportedThenMatches() throws {
        let scratch = try Self.scratchDirectory("first-run")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let directory = scratch + "/nested"
        withKnownIssue {
            let result = expectSnapshot(of: Self.image(), named: "card", directory: directory, record: nil)
            #expect(result.recorded && !result.compared && result.referencePath == directory + "/card.png")
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("No reference snapshot card yet: recorded") && $0.rawValue.contains("re-run")
            }
        }
        expectEqual(Self.read(directory, "card.png")?._premultipliedRGBA, Self.image()._premultipliedRGBA)
        let second = expectSnapshot(of: Self.image(), named: "card", directory: directory, record: false)
        #expect(second.matched)
    }

    @Test func recordingRewritesTheReferenceAndSaysSo() throws {
        let directory = try Self.scratchDirectory("record")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let changed = Self.image([(0, 0, [255, 0, 0, 255])])
        withKnownIssue {
            #expect(expectSnapshot(of: Self.image(), named: "card", directory: directory, record: true).recorded)
            #expect(expectSnapshot(of: changed, named: "card", directory: directory, record: true).recorded)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("SEGUE_RECORD_SNAPSHOTS=1") || $0.rawValue.contains("No reference snapshot")
            }
        }
        expectEqual(Self.read(directory, "card.png")?._premultipliedRGBA, changed._premultipliedRGBA)
    }

    @Test func identicalImagePassesAndRemovesStaleOutputs() throws {
        let directory = try Self.scratchDirectory("match")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for file in ["card.png", "card.actual.png", "card.diff.png"] {
            try _PNGCodec.encode(Self.image())!.write(to: URL(fileURLWithPath: directory + "/" + file))
        }
        let result = expectSnapshot(of: Self.image(), named: "card", directory: directory, record: false)
        #expect(
            result
                == SnapshotComparison(
                    recorded: false, compared: true, differingPixels: 0, maximumDifference: 0,
                    referencePath: directory + "/card.png"))
        #expect(!Self.exists(directory, "card.actual.png") && !Self.exists(directory, "card.diff.png"))
    }

    @Test func differencesWithinTheTolerancePass() throws {
        let directory = try Self.scratchDirectory("tolerance")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try _PNGCodec.encode(Self.image())!.write(to: URL(fileURLWithPath: directory + "/card.png"))
        let nearly = Self.image([(0, 0, [22, 39, 60, 255])])  // red +2, green −1
        let result = expectSnapshot(of: nearly, named: "card", tolerance: 2, directory: directory, record: false)
        #expect(result.matched && result.maximumDifference == 2)
    }

    @Test func aMismatchCountsPixelsAndWritesActualAndDiff() throws {
        let directory = try Self.scratchDirectory("mismatch")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try _PNGCodec.encode(Self.image())!.write(to: URL(fileURLWithPath: directory + "/card.png"))
        let changed = Self.image([
            (7, 5, [70, 40, 60, 255]),  // red +50
            (0, 0, [20, 43, 60, 255]),  // green +3
            (1, 0, [20, 41, 60, 255])  // green +1: within the tolerance
        ])
        withKnownIssue {
            let result = expectSnapshot(of: changed, named: "card", tolerance: 2, directory: directory, record: false)
            #expect(result.differingPixels == 2 && result.maximumDifference == 50 && !result.matched)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("2 of 48 pixels differ by more than 2 (largest channel difference 50)")
            }
        }
        expectEqual(Self.read(directory, "card.actual.png")?._premultipliedRGBA, changed._premultipliedRGBA)
        let pixels = try #require(Self.read(directory, "card.diff.png"))._premultipliedRGBA
        // (7, 5) differs by 50: red 128 + 25; (1, 0) is within the tolerance: yellow.
        expectEqual(Array(pixels[(47 * 4)..<(48 * 4)]), [153, 0, 0, 255])
        expectEqual(Array(pixels[4..<8]), [255, 255, 0, 255])
        // An equal opaque pixel (20, 40, 60): luma (20·77 + 40·150 + 60·29) >> 8 = 36 → 192 + 9.
        expectEqual(Array(pixels[(8 * 4)..<(8 * 4 + 4)]), [201, 201, 201, 255])
    }

    @Test func misSizedOrUnreadableReferencesAreFailures() throws {
        let directory = try Self.scratchDirectory("missized")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try _PNGCodec.encode(Self.image(width: 9))!.write(to: URL(fileURLWithPath: directory + "/wide.png"))
        withKnownIssue {
            #expect(!expectSnapshot(of: Self.image(), named: "wide", directory: directory, record: false).compared)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Image is 8 × 6 but reference snapshot wide is 9 × 6") }
        }
        #expect(Self.exists(directory, "wide.actual.png"))
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: directory + "/text.png"))
        withKnownIssue {
            expectSnapshot(of: Self.image(), named: "text", directory: directory, record: false)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("is not a readable PNG") }
        }
    }

    @Test func perceptualToleranceForgivesWhatTheEyeCannotSee() throws {
        let reference = Self.image()
        let faint = Self.image([(0, 0, [21, 41, 61, 255]), (7, 0, [24, 40, 60, 255])])
        let plain = try #require(ImageDifference(reference: reference, actual: faint))
        #expect(plain.differingPixels == 2 && plain.maximumDifference == 4)
        let perceptual = try #require(ImageDifference(reference: reference, actual: faint, perceptualTolerance: 2))
        #expect(
            perceptual.differingPixels == 0 && perceptual.maximumPerceptualDifference > 0.2
                && perceptual.maximumPerceptualDifference < 2)
        let obvious = Self.image([(0, 0, [200, 40, 60, 255])])
        let seen = try #require(ImageDifference(reference: reference, actual: obvious, perceptualTolerance: 2))
        #expect(seen.differingPixels == 1 && seen.maximumPerceptualDifference > 30)
        #expect(seen.summary.contains("and ΔE 2.00"))
        #expect(ImageDifference(reference: reference, actual: Self.image(width: 9)) == nil)
    }

    @Test func referencesLiveInSnapshotsBesideTheTestFile() {
        #expect(
            _SnapshotFiles.directory(forTestFile: "/repo/Tests/X/Rendering/LayerTests.swift")
                == "/repo/Tests/X/Rendering/__Snapshots__/LayerTests")
        expectEqual(_SnapshotFiles.fileName("push/middle"), "push-middle")
        expectEqual(_SnapshotFiles.fileName(".."), "snapshot")
        #expect(_SnapshotFiles.recordingRequested(["SEGUE_RECORD_SNAPSHOTS": "1"]))
        #expect(!_SnapshotFiles.recordingRequested(["SEGUE_RECORD_SNAPSHOTS": "0"]))
        #expect(_SnapshotFiles.recordingRequested(["SEGUE_RECORD_GOLDENS": "1"]), "the earlier name still records")
        #expect(!_SnapshotFiles.recordingRequested([:]))
    }
}
