import Foundation
import OpenUIKit

/// The debugger's own views: the hint strip (a `UILabel` on a dark bar, views of no window)
/// drawn in rows of its own below the screen, and renderers for it and for exploded copies of
/// the layer tree, kept from frame to frame.
@MainActor
final class _DebugOverlay {
    /// The height of one line of the hint, in points; the hint has one or two.
    nonisolated static let lineHeight: CGFloat = 17
    /// The strip's height in points: two lines and a margin, whether the hint has one line or
    /// two (the window does not change size with the hint).
    nonisolated static let barHeight: CGFloat = 2 * lineHeight + 4
    /// The strip's background: a dark grey, apart from a black screen above it.
    static let barColor = UIColor(white: 0.11, alpha: 1)
    private let bar = UIView()
    private let label = UILabel()
    /// Draws exploded copies into the screen's rows.
    private var screenRenderer: (renderer: CARenderer, context: CGContext)?
    /// Draws the bar into the strip's rows.
    private var stripRenderer: (renderer: CARenderer, context: CGContext)?

    init() {
        bar.backgroundColor = Self.barColor
        label.font = UIFont.systemFont(ofSize: 12)
        label.numberOfLines = 2
        label.textColor = UIColor(red: 1, green: 0.92, blue: 0.35, alpha: 1)
        label.lineBreakMode = .byTruncatingTail
        bar.addSubview(label)
    }

    /// The strip's height in pixels at `scale` pixels per point.
    nonisolated static func barPixelHeight(scale: CGFloat) -> Int { Int((barHeight * scale).rounded()) }

    /// Composites `layer` (whose superlayer space is the screen) into `context`, over black.
    func render(_ layer: CALayer, into context: CGContext, screenSize: CGSize) {
        context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: context.width, height: context.height))
        Self.draw(layer, into: context, size: screenSize, cache: &screenRenderer)
    }

    /// Draws the strip with `text` into `strip`, a bitmap of the strip's rows, `width` points wide.
    func renderHint(_ text: String, into strip: CGContext, width: CGFloat) {
        bar.frame = CGRect(x: 0, y: 0, width: width, height: Self.barHeight)
        label.frame = CGRect(x: 6, y: 0, width: max(0, width - 12), height: Self.barHeight)
        if label.text != text { label.text = text }
        label.layer.displayIfNeeded()
        Self.draw(bar.layer, into: strip, size: bar.frame.size, cache: &stripRenderer)
    }

    /// Draws `layer` into `context`, whose pixels cover `size` points, with the renderer kept
    /// in `cache` for that context (a new one for a new context).
    private static func draw(
        _ layer: CALayer, into context: CGContext, size: CGSize,
        cache: inout (renderer: CARenderer, context: CGContext)?
    ) {
        if cache?.context !== context { cache = (CARenderer(cgContext: context), context) }
        guard let renderer = cache?.renderer else { return }
        renderer.bounds = CGRect(origin: .zero, size: size)
        renderer.layer = layer
        renderer.beginFrame(atTime: 0, timeStamp: nil)
        renderer.render()
        renderer.endFrame()
        renderer.layer = nil
    }
}
