import Foundation
@testable import OpenCoreGraphics
import Testing
import TestSupport

/// TestSupport's golden-image check, on synthetic images in a scratch directory.
@Suite struct GoldenImageTests {
    /// A fresh directory for one test.
    static func scratchDirectory(_ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-golden-\(getpid())-\(name)").path
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func image(_ edit: (inout APNGTestFrame) -> Void = { _ in }) -> CGImage {
        var frame = APNGTestFrame(width: 8, height: 6, fill: [20, 40, 60, 255])
        frame.fill(x: 2, y: 1, width: 3, height: 3, [100, 50, 0, 200])
        edit(&frame)
        return frame.image
    }

    static func exists(_ directory: String, _ file: String) -> Bool {
        FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent(file))
    }

    static func write(_ image: CGImage, _ directory: String, _ file: String) throws {
        try _PNGCodec.encode(image)!.write(to: URL(fileURLWithPath: (directory as NSString).appendingPathComponent(file)))
    }

    @Test func recordingWritesTheGoldenAndSaysSo() throws {
        let scratch = try Self.scratchDirectory("record")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let directory = scratch + "/nested"
        let image = Self.image()
        withKnownIssue {
            let result = expectImage(image, matchesGolden: "card", in: directory, record: true)
            #expect(result.recorded && !result.compared)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Recorded golden image") }
        }
        let data = try #require(FileManager.default.contents(atPath: directory + "/card.png"))
        #expect(_PNGCodec.decode(data)?._premultipliedRGBA == image._premultipliedRGBA)
    }

    @Test func identicalImagePassesAndRemovesStaleOutputs() throws {
        let directory = try Self.scratchDirectory("match")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.write(Self.image(), directory, "card.png")
        try Self.write(Self.image(), directory, "card.actual.png")
        try Self.write(Self.image(), directory, "card.diff.png")
        let result = expectImage(Self.image(), matchesGolden: "card", in: directory, record: false)
        #expect(result == GoldenImageComparison(recorded: false, compared: true, differingPixels: 0, maximumDifference: 0))
        #expect(!Self.exists(directory, "card.actual.png") && !Self.exists(directory, "card.diff.png"))
    }

    @Test func differencesWithinTheTolerancePass() throws {
        let directory = try Self.scratchDirectory("tolerance")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.write(Self.image(), directory, "card.png")
        let nearly = Self.image { $0.set(0, 0, [22, 39, 60, 255]) }  // red +2, green −1
        let result = expectImage(nearly, matchesGolden: "card", in: directory, tolerance: 2, record: false)
        #expect(result.differingPixels == 0 && result.maximumDifference == 2)
    }

    @Test func mismatchRecordsCountsAndWritesActualAndDiff() throws {
        let directory = try Self.scratchDirectory("mismatch")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.write(Self.image(), directory, "card.png")
        let changed = Self.image {
            $0.set(7, 5, [70, 40, 60, 255])  // red +50
            $0.set(0, 0, [20, 43, 60, 255])  // green +3
            $0.set(1, 0, [20, 41, 60, 255])  // green +1: within the tolerance
        }
        withKnownIssue {
            let result = expectImage(changed, matchesGolden: "card", in: directory, tolerance: 2, record: false)
            #expect(result.differingPixels == 2 && result.maximumDifference == 50)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("2 of 48 pixels differ by more than 2 (largest channel difference 50)") }
        }
        let actual = try #require(FileManager.default.contents(atPath: directory + "/card.actual.png").flatMap(_PNGCodec.decode))
        #expect(actual._premultipliedRGBA == changed._premultipliedRGBA)
        let diff = try #require(FileManager.default.contents(atPath: directory + "/card.diff.png").flatMap(_PNGCodec.decode))
        let pixels = diff._premultipliedRGBA
        // (7, 5) differs by 50: red 128 + 25; (1, 0) is within the tolerance: yellow.
        #expect(Array(pixels[(47 * 4)..<(48 * 4)]) == [153, 0, 0, 255])
        #expect(Array(pixels[4..<8]) == [255, 255, 0, 255])
        // An equal opaque pixel (20, 40, 60): luma (20·77 + 40·150 + 60·29) >> 8 = 36 → 192 + 9.
        #expect(Array(pixels[(8 * 4)..<(8 * 4 + 4)]) == [201, 201, 201, 255])
    }

    @Test func missingOrMisSizedGoldensAreIssues() throws {
        let directory = try Self.scratchDirectory("missing")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        withKnownIssue {
            expectImage(Self.image(), matchesGolden: "absent", in: directory, record: false)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("SEGUE_RECORD_GOLDENS=1") }
        }
        #expect(Self.exists(directory, "absent.actual.png"))
        let wide = APNGTestFrame(width: 9, height: 6).image
        try Self.write(wide, directory, "wide.png")
        withKnownIssue {
            let result = expectImage(Self.image(), matchesGolden: "wide", in: directory, record: false)
            #expect(!result.compared)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Image is 8 × 6 but golden wide is 9 × 6") }
        }
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: directory + "/text.png"))
        withKnownIssue {
            expectImage(Self.image(), matchesGolden: "text", in: directory, record: false)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("is not a readable PNG") }
        }
    }

    @Test func recordingIsRequestedOnlyByTheVariableSetToOne() {
        #expect(goldenRecordingRequested(["SEGUE_RECORD_GOLDENS": "1"]))
        #expect(!goldenRecordingRequested(["SEGUE_RECORD_GOLDENS": "0"]))
        #expect(!goldenRecordingRequested([:]))
        #expect(goldenImageDirectory(forTestFile: "/repo/Tests/X/Rendering/LayerTests.swift") == "/repo/Tests/X/Rendering/Goldens")
    }
}
