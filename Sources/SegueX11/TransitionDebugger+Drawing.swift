import Foundation
import OpenUIKit

extension TransitionDebugger {
    /// The height of the hint strip the host shows below the screen, in points: room for the
    /// hint's two lines, whether it has one or two, so the window keeps its size.
    nonisolated public static let hintStripHeight: CGFloat = _DebugOverlay.barHeight

    /// The hint in the strip below the screen: a line of the state (when slow, paused or
    /// exploded), then a line of the keys.
    ///
    /// For example `SLOW x10 | PAUSED 0.12/0.35 s (34%): drag to scrub` over
    /// `S slow  Space resume  E 3-D  <- -> step  Esc back`.
    public var hintLine: String {
        var state: [String] = []
        if isSlowMotion { state.append("SLOW x\(Int(Self.slowMotionFactor))") }
        if isPaused, let interval = scrubInterval, interval.upperBound == interval.lowerBound {
            state.append("PAUSED (nothing animating to scrub)")
        } else if isPaused, let interval = scrubInterval {
            let at = String(format: "%.2f", displayTime - interval.lowerBound)
            let length = String(format: "%.2f", interval.upperBound - interval.lowerBound)
            let percent = scrubFraction.map { " (\(Int(($0 * 100).rounded()))%)" } ?? ""
            let what = isReplaying ? "REPLAY of the last transition " : ""
            state.append("PAUSED \(what)\(at)/\(length) s\(percent)" + (isExploded ? "" : ": drag to scrub"))
        }
        if isExploded { state.append("3-D: drag to turn") }
        let keys =
            "S slow  Space \(isPaused ? "resume" : "pause")  E \(isExploded ? "flat" : "3-D")"
            + (isPaused ? "  <- -> step" : "") + "  Esc back"
        return state.isEmpty ? keys : state.joined(separator: " | ") + "\n" + keys
    }

    /// Draws the screen with `screen` and the hint into `strip` (the rows below the screen):
    /// the window at ``displayTime`` (exploded or flat) — the kept frame of the last transition
    /// at or before it, while replaying.
    ///
    /// Drawn flat and live, the screen is what the host draws without the debugger (the
    /// keyboard, and the status bar when `screen` draws it); nothing covers it.
    func draw(with screen: _ScreenRenderer, strip: CGContext, screenSize: CGSize) {
        let overlay = self.overlay ?? _DebugOverlay()
        self.overlay = overlay
        if isExploded {
            let tree = replayFrame?.tree ?? window.layer
            let exploded = tree._explodedCopy(atMediaTime: displayTime, size: screenSize, options: explodedOptions)
            overlay.render(exploded, into: screen.context, screenSize: screenSize)
        } else if let replayFrame {
            screen.render(layer: replayFrame.tree, atTime: displayTime)
            if screen.drawsStatusBar { screen.renderStatusBar(atTime: displayTime) }
        } else {
            screen.render(window, atTime: displayTime)
        }
        overlay.renderHint(hintLine, into: strip, width: screenSize.width)
        needsDisplay = false
    }

    /// What the host's window shows now, at `scale` pixels per point: the screen (without the
    /// status bar, which the host may draw over it) in the top rows, the hint strip
    /// (``hintStripHeight`` points) in the rows below. For tests and tools; the host draws
    /// straight into its window.
    public func image(scale: CGFloat = 1) -> CGImage {
        let size = window.bounds.size
        let safeScale = scale.isFinite && scale > 0 ? scale : 1
        let width = max(1, Int((size.width * safeScale).rounded(.up)))
        let height = max(1, Int((size.height * safeScale).rounded(.up)))
        let stripHeight = _DebugOverlay.barPixelHeight(scale: safeScale)
        guard size.width > 0, size.height > 0,
            let whole = CGContext(
                data: nil, width: width, height: height + stripHeight, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue),
            let pixels = whole.data,
            let screenRows = _X11Framebuffer.context(
                over: pixels, firstRow: 0, rows: height, width: width,
                bytesPerRow: whole.bytesPerRow, bitmapInfo: whole.bitmapInfo.rawValue),
            let stripRows = _X11Framebuffer.context(
                over: pixels, firstRow: height, rows: stripHeight, width: width,
                bytesPerRow: whole.bytesPerRow, bitmapInfo: whole.bitmapInfo.rawValue)
        else {
            _programmerError(
                "TransitionDebugger.image(scale:): could not make a \(width) × \(height + stripHeight) bitmap")
        }
        draw(with: _ScreenRenderer(context: screenRows, screenSize: size), strip: stripRows, screenSize: size)
        guard let image = whole.makeImage() else {
            _programmerError("TransitionDebugger.image(scale:): could not read the bitmap")
        }
        return image
    }
}
