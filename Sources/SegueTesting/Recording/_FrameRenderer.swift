import OpenUIKit

/// Renders a headless host's frames into one bitmap kept from frame to frame.
///
/// Draws exactly what ``HeadlessHost/render()`` draws — the key window's layer tree at the
/// clock's current time, at the host's scale, over black — but reuses the bitmap context and
/// the ``CARenderer`` (with its display list and scratch memory) and the images' pixel storage
/// instead of making new ones for every frame, which saves fresh 5 MB allocations and their
/// page faults per 780 × 1688 frame. (An image kept past the next frame keeps its pixels: the
/// storage is then copied on write.)
@MainActor
package final class _FrameRenderer {
    private let host: HeadlessHost
    private let screen: _ScreenRenderer
    /// The last image's pixels, reused for the next when that image is gone.
    private var pixels: [UInt8] = []

    /// A renderer for `host`'s screen.
    package init?(host: HeadlessHost) {
        let width = Int((host.screenSize.width * host.screenScale).rounded(.up))
        let height = Int((host.screenSize.height * host.screenScale).rounded(.up))
        guard let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return nil }
        self.host = host
        screen = _ScreenRenderer(context: context, screenSize: host.screenSize)
    }

    /// What the screen shows now.
    package func render() -> CGImage? {
        screen.render(host.window, atTime: host.now)
        return screen.context.makeImage(reusing: &pixels)
    }
}
