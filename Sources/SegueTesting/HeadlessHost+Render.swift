import Foundation
import OpenUIKit

extension HeadlessHost {
    /// Renders what the screen shows now: the key window's layer tree at the current media
    /// time, at the host's scale.
    ///
    /// The image is `screenSize × screenScale` pixels (rounded up), opaque, with black where
    /// no window content covers the screen (the display behind every window). Running
    /// animations are drawn at the manual clock's current time, exactly as a frame rendered
    /// at that instant.
    public func render() -> CGImage {
        let width = Int((screenSize.width * screenScale).rounded(.up))
        let height = Int((screenSize.height * screenScale).rounded(.up))
        // The bitmap, the renderer's display list and caches, and the image's storage are
        // kept from frame to frame (an image kept past the next render keeps its pixels: the
        // storage is then copied on write), which saves two fresh multi-megabyte buffers and
        // their page faults per frame.
        let renderer: _ScreenRenderer
        if let kept = screenRenderer, kept.context.width == width, kept.context.height == height,
            kept.screenSize == screenSize
        {
            renderer = kept
        } else {
            guard let context = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            else { _programmerError("HeadlessHost.render(): could not make a \(width) × \(height) bitmap") }
            renderer = _ScreenRenderer(context: context, screenSize: screenSize)
            screenRenderer = renderer
        }
        renderer.render(window, atTime: now)
        guard let image = renderer.context.makeImage(reusing: &renderedPixels) else {
            _programmerError("HeadlessHost.render(): could not read the bitmap")
        }
        return image
    }
}
