import Foundation
import OpenUIKit

extension HeadlessHost {
    /// The threads ``render()`` composites a frame on: two where the machine has two cores or
    /// more, so that a test's renders use the core its main actor leaves idle. Bands of rows
    /// are split between the threads, each composited exactly as on one thread: the pixels
    /// are the same bytes whatever the count. A process that already renders on every core
    /// (a `segue gallery` worker) sets 1. `SEGUE_RENDER_THREADS=N` in the environment sets
    /// another count (at least 1), to measure one against the other.
    package static var _renderThreadCount: Int = {
        if let text = ProcessInfo.processInfo.environment["SEGUE_RENDER_THREADS"], let count = Int(text) {
            return max(1, count)
        }
        return min(2, max(1, ProcessInfo.processInfo.activeProcessorCount))
    }()

    /// Renders what the screen shows now: the key window's layer tree at the current media
    /// time, at the host's scale.
    ///
    /// The image is `screenSize × screenScale` pixels (rounded up), opaque, with black where
    /// no window content covers the screen (the display behind every window). Running
    /// animations are drawn at the manual clock's current time, exactly as a frame rendered
    /// at that instant.
    public func render() -> CGImage {
        // One renderer kept from frame to frame (see _FrameRenderer), made again when the
        // screen's size or scale changes.
        followTheScreen()
        let renderer: _FrameRenderer
        if let kept = frameRenderer, kept.fits(self) {
            renderer = kept
        } else {
            guard let made = _FrameRenderer(host: self) else {
                _programmerError(
                    "HeadlessHost.render(): could not make a bitmap of \(screenSize) at scale \(screenScale)")
            }
            renderer = made
            frameRenderer = made
        }
        guard let image = renderer.render(self) else {
            _programmerError("HeadlessHost.render(): could not read the bitmap")
        }
        return image
    }

    /// What the screen shows now, drawn small: about `width` pixels wide (at most the host's
    /// own scale), for checks that look at the whole screen rather than its details — the
    /// doctor's blank-screen check draws a few thousand pixels instead of millions.
    ///
    /// Nil when the screen has no area.
    package func _renderSmall(width: Int = 96) -> CGImage? {
        followTheScreen()
        guard screenSize.width > 0, width > 0 else { return nil }
        let scale = min(CGFloat(width) / screenSize.width, screenScale)
        return _FrameRenderer(host: self, scale: scale)?.render(self)
    }

    /// The screen may have turned (`UIWindowScene.requestGeometryUpdate`) since the host last looked.
    private func followTheScreen() {
        if UIApplication.shared.windows.contains(where: { $0 === window }) {
            configuration.screenSize = UIScreen.main.bounds.size
        }
    }
}
