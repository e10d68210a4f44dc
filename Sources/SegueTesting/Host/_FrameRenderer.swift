import OpenUIKit

/// Renders a headless host's screen into storage kept from frame to frame: what
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
/// Each frame is drawn straight into the pixels of the image it becomes (``_FrameStorage``):
/// into the last frame's storage when no one keeps its image, otherwise into storage an
/// earlier recording gave back (``_PixelStoragePool``) or fresh storage, after the rows it does
/// not draw are copied there. An image kept past the next frame (a recording keeps them all)
/// keeps its pixels; when the next frame shows exactly the same pixels — a held finger, the
/// idle frames at the end — it is that same image again.
@MainActor
package final class _FrameRenderer {
    private let screen: _ScreenRenderer
    private let scale: CGFloat
    /// The storage the frames are drawn into and their images share.
    private let storage: _FrameStorage

    /// A renderer for `host`'s screen at its current size, at `scale` (by default the host's);
    /// nil when no bitmap of that size can be made.
    package init?(host: HeadlessHost, scale requestedScale: CGFloat? = nil) {
        let scale = requestedScale ?? host.screenScale
        let width = Int((host.screenSize.width * scale).rounded(.up))
        let height = Int((host.screenSize.height * scale).rounded(.up))
        guard let storage = _FrameStorage(width: width, height: height) else { return nil }
        self.storage = storage
        screen = _ScreenRenderer(context: storage.context, screenSize: host.screenSize)
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
        let storage = storage
        storage.halvesFrames = host._halvesFrames
        screen.render(host.window, atTime: host.now) { rows in storage.prepare(drawing: rows) }
        return storage.finishFrame()
    }
}
