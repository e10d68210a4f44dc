import Foundation
import OpenUIKit

extension TransitionDebugger {
    /// The hint at the bottom of the screen: a line of the state (when slow, paused or
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
        let keys = "S slow  Space \(isPaused ? "resume" : "pause")  E \(isExploded ? "flat" : "3-D")"
            + (isPaused ? "  <- -> step" : "") + "  Esc back"
        return state.isEmpty ? keys : state.joined(separator: " | ") + "\n" + keys
    }

    /// Draws the screen with `screen`: the window at ``displayTime`` (exploded or flat) — the
    /// kept frame of the last transition at or before it, while replaying — then the hint bar
    /// over its bottom edge.
    func draw(with screen: _ScreenRenderer, screenSize: CGSize) {
        let overlay = self.overlay ?? _DebugOverlay()
        self.overlay = overlay
        let tree = replayFrame?.tree ?? window.layer
        if isExploded {
            let exploded = tree._explodedCopy(atMediaTime: displayTime, size: screenSize, options: explodedOptions)
            overlay.render(exploded, into: screen.context, screenSize: screenSize, clearing: true)
        } else {
            screen.render(layer: tree, atTime: displayTime)
        }
        overlay.renderHint(hintLine, into: screen.context, screenSize: screenSize)
        needsDisplay = false
    }

    /// What the host shows now, as an image of the window's size at `scale` pixels per point
    /// (for tests and tools; the host draws straight into its window).
    public func image(scale: CGFloat = 1) -> CGImage {
        let size = window.bounds.size
        let safeScale = scale.isFinite && scale > 0 ? scale : 1
        let width = max(1, Int((size.width * safeScale).rounded(.up))), height = max(1, Int((size.height * safeScale).rounded(.up)))
        guard let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue),
            size.width > 0, size.height > 0
        else { _programmerError("TransitionDebugger.image(scale:): could not make a \(width) × \(height) bitmap") }
        draw(with: _ScreenRenderer(context: context, screenSize: size), screenSize: size)
        guard let image = context.makeImage() else { _programmerError("TransitionDebugger.image(scale:): could not read the bitmap") }
        return image
    }
}

/// The debugger's own views: the hint bar (a `UILabel` on a translucent strip, views of no window), and a
/// renderer for them and for exploded copies, kept from frame to frame.
@MainActor
final class _DebugOverlay {
    /// The height of one line of the bar, in points; the bar has one or two.
    static let lineHeight: CGFloat = 17
    /// The tallest the bar gets (two lines), in points.
    static let barHeight: CGFloat = 2 * lineHeight + 4
    private let bar = UIView()
    private let label = UILabel()
    private var renderer: CARenderer?
    private var rendererContext: CGContext?

    init() {
        bar.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.72)
        label.font = UIFont.systemFont(ofSize: 12)
        label.numberOfLines = 2
        label.textColor = UIColor(red: 1, green: 0.92, blue: 0.35, alpha: 1)
        label.lineBreakMode = .byTruncatingTail
        bar.addSubview(label)
    }

    /// Composites `layer` (whose superlayer space is the screen) into `context`, over black
    /// when `clearing`.
    func render(_ layer: CALayer, into context: CGContext, screenSize: CGSize, clearing: Bool) {
        if clearing {
            context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: context.width, height: context.height))
        }
        if rendererContext !== context {
            renderer = CARenderer(cgContext: context)
            rendererContext = context
        }
        guard let renderer else { return }
        renderer.bounds = CGRect(origin: .zero, size: screenSize)
        renderer.layer = layer
        renderer.beginFrame(atTime: 0, timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        renderer.layer = nil
    }

    /// Draws the bar with `text` along the bottom of the screen.
    func renderHint(_ text: String, into context: CGContext, screenSize: CGSize) {
        let lines = CGFloat(text.split(separator: "\n").count)
        let height = min(lines * Self.lineHeight + 4, screenSize.height)
        bar.frame = CGRect(x: 0, y: screenSize.height - height, width: screenSize.width, height: height)
        label.frame = CGRect(x: 6, y: 0, width: max(0, screenSize.width - 12), height: height)
        if label.text != text { label.text = text }
        label.layer.displayIfNeeded()
        render(bar.layer, into: context, screenSize: screenSize, clearing: false)
    }
}
