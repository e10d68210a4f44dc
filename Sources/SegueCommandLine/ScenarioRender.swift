import Foundation
import OpenUIKit
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
        /// Frames captured (see `ScenarioPlayer` for which).
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
    /// The scenario is played twice by a ``ScenarioPlayer``: first without rendering, to count
    /// its frames — which tells which frames a contact sheet shows, and stops a scenario that
    /// never settles before any frame is rendered — then for real, each frame streamed into
    /// the animation and frames folder as it comes (nothing is kept but the sheet's five). A
    /// different count the second time is reported as an error (the demo is not
    /// deterministic).
    func render(_ demo: any TransitionDemo, _ scenario: DemoScenario, to outputs: Outputs) throws -> Result {
        guard let width = settings.pixelWidth, let height = settings.pixelHeight else {
            throw CommandFailure("frames of \(settings.size) points at scale \(settings.scale) are too large")
        }
        let player = ScenarioPlayer(settings.playerSettings)
        let expectedCount = try player.play(demo, scenario).frameCount
        let sheetIndices = outputs.sheet == nil ? [] : ContactSheet.frameIndices(frameCount: expectedCount)
        var files = try _FrameFiles(width: width, height: height, frameDuration: settings.frameDuration,
                                    animation: outputs.animation, frames: outputs.frames)
        var kept: [Int: CGImage] = [:]
        let statistics = statistics
        let count = try player.play(demo, scenario) { index, run in
            let image = statistics.measure(\.rendering) { run.renderFrame() }
            try statistics.measure(\.encoding) { try files.add(image, index: index) }
            if sheetIndices.contains(index) { kept[index] = image }
        }.frameCount
        statistics.frames += count
        if expectedCount != count {
            throw CommandFailure("""
                demo '\(demo.name)', scenario '\(scenario.name)' is not deterministic: \(expectedCount) frames \
                the first time, \(count) the second
                """)
        }
        let animationFrameCount = try statistics.measure(\.encoding) { try files.finish() }
        if let path = outputs.sheet {
            let title = "\(demo.name) — \(scenario.name)  ·  \(formatFixed(duration(count), 3)) s  ·  \(count) frames at \(settings.framesPerSecond) fps"
            try statistics.measure(\.sheets) {
                try ContactSheet(frameWidth: width, frameHeight: height, scale: settings.scale)
                    .write(frames: sheetIndices.compactMap { kept[$0] }, indices: sheetIndices,
                           framesPerSecond: settings.framesPerSecond, title: title, to: path)
            }
        }
        return Result(frameCount: count, animationFrameCount: animationFrameCount, duration: duration(count))
    }

    /// The duration of `count` frames: from the first to the last, (count − 1) / fps.
    private func duration(_ count: Int) -> Double {
        Double(max(count - 1, 0)) / Double(settings.framesPerSecond)
    }
}

extension RenderSettings {
    /// The player's settings for these: the same screen, scale, frame rate and patience.
    var playerSettings: ScenarioPlayer.Settings {
        var settings = ScenarioPlayer.Settings(screenSize: size, scale: scale, framesPerSecond: framesPerSecond, idleTimeout: idleTimeout)
        settings.drawsStatusBar = drawsStatusBar
        return settings
    }
}
