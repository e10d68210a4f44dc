import Foundation
import OpenUIKit
import SegueGallery
import SegueTesting

/// Renders one scenario of a demo to the requested outputs: an animated PNG, a folder of
/// numbered PNG frames, a contact sheet, or several of these from one play.
@MainActor
struct ScenarioRender {
    /// Where the outputs go; nil for an output not wanted.
    struct Outputs {
        /// The animated PNG file.
        var animation: String?
        /// The folder of `frame-0000.png`, `frame-0001.png`, … files.
        var frames: String?
        /// The contact sheet file.
        var sheet: String?
    }

    /// What a render produced.
    struct Result: Equatable {
        /// Frames captured (see ``ScenarioPlayer`` for which).
        var frameCount: Int
        /// Frames stored in the animated PNG after identical neighbours were merged; nil
        /// without one.
        var animationFrameCount: Int?
        /// The scenario's duration: (frames − 1) / fps seconds.
        var duration: Double
    }

    /// The screen and frame rate.
    let settings: RenderSettings
    /// Where the time goes.
    let statistics: RenderStatistics

    /// Plays `scenario` on a fresh root of `demo` and writes `outputs`.
    ///
    /// The scenario is played twice: first without rendering, to count its frames — which
    /// tells which frames a contact sheet shows, and stops a scenario that never settles
    /// before any frame is rendered — then for real. A different count the second time is
    /// reported as an error (the demo is not deterministic).
    func render(_ demo: any TransitionDemo, _ scenario: DemoScenario, to outputs: Outputs) throws -> Result {
        guard let width = settings.pixelWidth, let height = settings.pixelHeight else {
            throw CommandFailure("frames of \(settings.size) points at scale \(settings.scale) are too large")
        }
        let player = ScenarioPlayer(settings: settings, statistics: statistics)
        let expectedCount = try player.play(demo, scenario, capture: nil)
        let sheetIndices = outputs.sheet == nil ? [] : ContactSheet.frameIndices(frameCount: expectedCount)
        var writer = try outputs.animation.map { _ in try APNGWriter(width: width, height: height, loopCount: 0) }
        if let folder = outputs.frames {
            try _OutputFiles.makeDirectory(folder)
            try _OutputFiles.removeFiles(in: folder, where: Self.isFrameFileName)
        }
        var kept: [Int: CGImage] = [:]
        let delay = settings.frameDuration
        let statistics = statistics
        let count = try player.play(demo, scenario) { image, index in
            try statistics.measure(\.encoding) {
                try writer?.addFrame(image, delay: delay)
                if let folder = outputs.frames {
                    guard let data = _PNGCodec.encodeFast(image) else { throw CommandFailure("could not encode frame \(index) as PNG") }
                    try _OutputFiles.save(data, to: (folder as NSString).appendingPathComponent(Self.frameFileName(index)))
                }
            }
            if sheetIndices.contains(index) { kept[index] = image }
        }
        statistics.frames += count
        if expectedCount != count {
            throw CommandFailure("""
                demo '\(demo.name)', scenario '\(scenario.name)' is not deterministic: \(expectedCount) frames \
                the first time, \(count) the second
                """)
        }
        if let path = outputs.animation, let writer {
            try statistics.measure(\.encoding) { try _OutputFiles.save(writer.finish(), to: path) }
        }
        if let path = outputs.sheet {
            let sheet = ContactSheet(frameWidth: width, frameHeight: height, scale: settings.scale)
            let captions = zip(ContactSheet.fractions, sheetIndices).map { fraction, index in
                ContactSheet.caption(fraction: fraction, index: index, framesPerSecond: settings.framesPerSecond)
            }
            let title = "\(demo.name) — \(scenario.name)  ·  \(formatFixed(duration(count), 3)) s  ·  \(count) frames at \(settings.framesPerSecond) fps"
            try statistics.measure(\.sheets) {
                let pixels = sheet.pixels(frames: sheetIndices.compactMap { kept[$0] }, captions: captions, title: title)
                guard let data = _PNGCodec.encodeFast(premultipliedRGBA: pixels, width: sheet.width, height: sheet.height) else {
                    throw CommandFailure("could not encode the contact sheet '\(path)'")
                }
                try _OutputFiles.save(data, to: path)
            }
        }
        return Result(frameCount: count, animationFrameCount: writer?.frameCount, duration: duration(count))
    }

    /// The duration of `count` frames: from the first to the last, (count − 1) / fps.
    private func duration(_ count: Int) -> Double {
        Double(max(count - 1, 0)) / Double(settings.framesPerSecond)
    }

    /// The name of frame `index` in a frames folder: `frame-0000.png` (at least four digits).
    static func frameFileName(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    /// Whether `name` is a frame file name (`frame-` digits `.png`).
    static func isFrameFileName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }
}
