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
        // One renderer kept from frame to frame (see _FrameRenderer), made again when the
        // screen's size or scale changes.
        // The screen may have turned (`UIWindowScene.requestGeometryUpdate`) since the host last looked.
        if UIApplication.shared.windows.contains(where: { $0 === window }) { configuration.screenSize = UIScreen.main.bounds.size }
        let renderer: _FrameRenderer
        if let kept = frameRenderer, kept.fits(self) {
            renderer = kept
        } else {
            guard let made = _FrameRenderer(host: self) else {
                _programmerError("HeadlessHost.render(): could not make a bitmap of \(screenSize) at scale \(screenScale)")
            }
            renderer = made
            frameRenderer = made
        }
        guard let image = renderer.render(self) else { _programmerError("HeadlessHost.render(): could not read the bitmap") }
        return image
    }
}
