import Foundation
import SegueTesting
import TestSupport
import Testing

/// Writing a recording: an animated PNG, numbered PNG files, a contact sheet; and one-line
/// errors for what cannot be written.
@MainActor
@Suite struct TransitionRecordingFilesTests {
    private func directory() -> String {
        NSTemporaryDirectory() + "/segue-recording-\(UUID().uuidString)"
    }

    /// A quarter second of a 30 × 20 screen whose box slides right.
    private func slide() -> TransitionRecording {
        let host = HeadlessHost(screenSize: CGSize(width: 30, height: 20), scale: 2)
        host.window.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        box.backgroundColor = .black
        host.window.addSubview(box)
        host.runUntilIdle()
        return host.recordUntilIdle { UIView.animate(withDuration: 0.25) { box.frame.origin.x = 20 } }
    }

    @Test func writesAnAnimatedPNGWithOneFramePerDistinctFrame() throws {
        let recording = slide()
        let path = directory() + "/nested/slide.png"
        try recording.writeAPNG(to: path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(data.range(of: Data("acTL".utf8)) != nil, "animated")
        let decoded = try #require(_PNGCodec.decode(data), "its default image is a PNG")
        #expect(decoded.width == 60 && decoded.height == 40)
    }

    @Test func writesNumberedFramesReplacingAnEarlierRunsFrames() throws {
        let recording = slide()
        let folder = directory()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder + "/frame-9999.png", contents: Data())
        _ = FileManager.default.createFile(atPath: folder + "/notes.txt", contents: Data())
        try recording.writeFrames(toFolder: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        expectEqual(names.count, recording.frames.count + 1)
        expectEqual(names.first, "frame-0000.png")
        #expect(names.contains("notes.txt") && !names.contains("frame-9999.png"))
        let last = try #require(
            _PNGCodec.decode(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + names[names.count - 2]))))
        expectEqual(last.width, 60)
    }

    @Test func writesAContactSheetOfFiveFrames() throws {
        let recording = slide()
        let path = directory() + "/sheet.png"
        try recording.writeContactSheet(to: path, title: "slide")
        let sheet = try #require(_PNGCodec.decode(try Data(contentsOf: URL(fileURLWithPath: path))))
        // Five 60-pixel frames, six 32-pixel margins at scale 2; title 64 + frame 40 + captions 56.
        expectEqual(sheet.width, 5 * 60 + 6 * 32)
        expectEqual(sheet.height, 64 + 40 + 56)
    }

    @Test func failuresAreOneLineNamingThePath() {
        let recording = slide()
        #expect(throws: PlaybackError("cannot create directory '/proc/segue/x': No such file or directory")) {
            try recording.writeFrames(toFolder: "/proc/segue/x")
        }
        #expect(throws: PlaybackError("the recording has no frames")) {
            try TransitionRecording(frames: [], framesPerSecond: 60, scale: 1).writeAPNG(to: directory() + "/empty.png")
        }
        var mixed = recording
        mixed.frames.append(.init(image: HeadlessHost(screenSize: CGSize(width: 1, height: 1)).render(), time: 9))
        #expect(throws: PlaybackError.self) { try mixed.writeAPNG(to: directory() + "/mixed.png") }
    }
}
