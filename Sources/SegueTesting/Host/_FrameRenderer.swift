import OpenUIKit

/// Renders a headless host's screen into one bitmap kept from frame to frame: what
/// ``HeadlessHost/render()`` uses.
///
/// Draws the key window's layer tree at the clock's current time, at the host's scale, over
/// black, reusing the bitmap context and the ``CARenderer`` (with its display list and
/// scratch memory) and the images' pixel storage instead of making new ones for every frame,
/// which saves fresh 5 MB allocations and their page faults per 780 × 1688 frame.
///
/// Only the bands of rows whose layers changed since the last frame are composited again
/// (``_ScreenRenderer/reusesUnchangedRows``): nothing else draws into the bitmap.
///
/// An image kept past the next frame (a recording keeps them all) keeps its pixels: when the
/// next frame shows exactly the same pixels — a held finger, the idle frames at the end — it
/// is that same image again; otherwise the kept image's storage is lent to
/// ``_PixelStoragePool`` and the next frame is drawn into storage an earlier recording gave
/// back, or fresh storage (written once, not a copy of the kept pixels overwritten).
@MainActor
package final class _FrameRenderer {
    private let screen: _ScreenRenderer
    private let scale: CGFloat
    /// The last image's pixels, reused for the next when that image is gone.
    private var pixels: [UInt8] = []
    /// The last image made, while someone keeps it.
    private weak var lastImage: CGImage?

    /// A renderer for `host`'s screen at its current size, at `scale` (by default the host's);
    /// nil when no bitmap of that size can be made.
    package init?(host: HeadlessHost, scale requestedScale: CGFloat? = nil) {
        let scale = requestedScale ?? host.screenScale
        let width = Int((host.screenSize.width * scale).rounded(.up))
        let height = Int((host.screenSize.height * scale).rounded(.up))
        guard
            let context = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return nil }
        screen = _ScreenRenderer(context: context, screenSize: host.screenSize)
        // Nothing else draws into this bitmap: rows that would get the same pixels are kept.
        screen.reusesUnchangedRows = true
        // A whole screen is drawn on the threads the host may use; a small one on one.
        if requestedScale == nil { screen.maximumThreadCount = HeadlessHost._renderThreadCount }
        self.scale = scale
    }

    /// Whether this renderer draws `host`'s screen as it is now (its size and scale may have
    /// changed since).
    package func fits(_ host: HeadlessHost) -> Bool {
        screen.screenSize == host.screenSize && scale == host.screenScale
    }

    /// What `host`'s screen shows now.
    package func render(_ host: HeadlessHost) -> CGImage? {
        screen.drawsStatusBar = host.drawsStatusBar
        screen.render(host.window, atTime: host.now)
        if let kept = lastImage {
            // The bitmap still holds the kept image's pixels when no row changed.
            if !screen.changedPixels || screen.context._holdsSamePixels(as: kept) { return kept }
            _PixelStoragePool.shared.lend(pixels, with: kept)
            pixels = _PixelStoragePool.shared.take(count: pixels.count) ?? []
        }
        let image = screen.context.makeImage(reusing: &pixels)
        lastImage = image
        return image
    }
}
