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
        /// Whether the frame files are written at half the pixel size when the scale is 2 or
        /// more (a page's player shows them at one pixel per point: a quarter of the bytes
        /// to compress and to load).
        var framesAtHalfSize = false
    }

    /// What a render produced.
    struct Result {
        /// Frames captured (see `ScenarioPlayer` for which).
        var frameCount: Int
        /// The scenario's duration: (frames − 1) / fps seconds.
        var duration: Double
        /// What the lane writing the files found, known once ``ScenarioRender/waitForFiles()``
        /// returns.
        let files: WrittenFiles

        /// Frames stored in the animated PNG after identical neighbours were merged; nil
        /// without one, or before ``ScenarioRender/waitForFiles()``.
        var animationFrameCount: Int? { files.animationFrameCount }
        /// Whether any frame differs from the first.
        var changes = true
    }

    /// Set by the lane that writes a scenario's files.
    final class WrittenFiles: @unchecked Sendable {
        private let lock = NSLock()
        private var count: Int?
        /// Frames stored in the animated PNG.
        var animationFrameCount: Int? {
            get { lock.withLock { count } }
            set { lock.withLock { count = newValue } }
        }
    }

    /// The screen and frame rate.
    let settings: RenderSettings
    /// Where the time goes.
    let statistics: RenderStatistics
    /// The threads that encode and write the frames and sheets.
    let lanes: EncodingLanes

    /// Renders at `settings`, timing into `statistics`, encoding on `lanes`.
    init(settings: RenderSettings, statistics: RenderStatistics, lanes: EncodingLanes = EncodingLanes()) {
        self.settings = settings
        self.statistics = statistics
        self.lanes = lanes
    }

    /// Plays `scenario` on a fresh root of `demo` and writes `outputs`.
    ///
    /// The scenario is played twice by a ``ScenarioPlayer``: first without rendering, to count
    /// its frames — which tells which frames a contact sheet shows, and stops a scenario that
    /// never settles before any frame is rendered — then for real, each frame handed to a lane
    /// of ``lanes`` as it comes, which streams it into the animation and frames folder (nothing
    /// is kept but the sheet's five). A different count the second time is reported as an
    /// error (the demo is not deterministic). The files are complete once ``waitForFiles()``
    /// returns; it also throws what went wrong writing them.
    func render(_ demo: any TransitionDemo, _ scenario: DemoScenario, to outputs: Outputs) throws -> Result {
        guard let width = settings.pixelWidth, let height = settings.pixelHeight else {
            throw CommandFailure("frames of \(settings.size) points at scale \(settings.scale) are too large")
        }
        let player = ScenarioPlayer(settings.playerSettings)
        let expectedCount = try player.play(demo, scenario).frameCount
        let sheetIndices = outputs.sheet == nil ? [] : ContactSheet.frameIndices(frameCount: expectedCount)
        let halving = outputs.frames != nil && outputs.framesAtHalfSize && settings.scale >= 2
        let files = _LaneFiles(
            try _FrameFiles(
                width: width, height: height, frameDuration: settings.frameDuration,
                animation: outputs.animation, frames: outputs.frames, halvingFrames: halving))
        let lane = lanes.nextQueue()
        var kept: [Int: CGImage] = [:]
        var first: CGImage?
        var changes = false
        let (statistics, lanes) = (statistics, lanes)
        let count = try player.play(demo, scenario) { index, run in
            // The frames are halved as they are drawn, while in cache.
            run.host._halvesFrames = halving
            let image = statistics.measure(\.rendering) { run.renderFrame() }
            if !changes {
                if let first { changes = !Self.samePixels(first, image) } else { first = image }
            }
            try lanes.submit(to: lane) { try statistics.measure(\.encoding) { try files.add(image, index: index) } }
            if sheetIndices.contains(index) { kept[index] = image }
        }.frameCount
        statistics.frames += count
        if expectedCount != count {
            throw CommandFailure(
                """
                demo '\(demo.name)', scenario '\(scenario.name)' is not deterministic: \(expectedCount) frames \
                the first time, \(count) the second
                """)
        }
        let written = WrittenFiles()
        try lanes.submit(to: lane) {
            written.animationFrameCount = try statistics.measure(\.encoding) { try files.finish() }
        }
        if let path = outputs.sheet {
            let title =
                "\(demo.name) — \(scenario.name)  ·  \(formatFixed(duration(count), 3)) s  ·  \(count) frames at \(settings.framesPerSecond) fps"
            let sheet = ContactSheet(frameWidth: width, frameHeight: height, scale: settings.scale)
            let pixels = statistics.measure(\.sheets) {
                sheet.pixels(
                    frames: sheetIndices.compactMap { kept[$0] }, indices: sheetIndices,
                    framesPerSecond: settings.framesPerSecond, title: title)
            }
            try lanes.submit(to: lane) {
                try statistics.measure(\.sheets) { try sheet.write(pixels: pixels, to: path) }
            }
        }
        var result = Result(frameCount: count, duration: duration(count), files: written)
        result.changes = changes
        return result
    }

    /// Whether two frames have the same pixels (compared as memory, fast in debug builds too).
    static func samePixels(_ a: CGImage, _ b: CGImage) -> Bool { _FrameFiles.samePixels(a, b) }

    /// Waits until every file of every scenario rendered so far is written, and throws the
    /// first error met writing one.
    func waitForFiles() throws {
        try lanes.waitForAll()
    }

    /// The duration of `count` frames: from the first to the last, (count − 1) / fps.
    private func duration(_ count: Int) -> Double {
        Double(max(count - 1, 0)) / Double(settings.framesPerSecond)
    }
}

/// A scenario's frame files, handed from the main thread to the one lane that writes them.
private final class _LaneFiles: @unchecked Sendable {
    private var files: _FrameFiles
    init(_ files: _FrameFiles) { self.files = files }
    func add(_ image: CGImage, index: Int) throws { try files.add(image, index: index) }
    func finish() throws -> Int? { try files.finish() }
}

extension RenderSettings {
    /// The player's settings for these: the same screen, scale, frame rate and patience.
    var playerSettings: ScenarioPlayer.Settings {
        var settings = ScenarioPlayer.Settings(
            screenSize: size, scale: scale, framesPerSecond: framesPerSecond, idleTimeout: idleTimeout,
            userInterfaceStyle: userInterfaceStyle)
        settings.drawsStatusBar = drawsStatusBar
        return settings
    }
}
