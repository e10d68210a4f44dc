import CX11
import Foundation
import OpenUIKit

extension X11Host {
    /// The R key: turns the device a quarter turn to the left (portrait, landscape left,
    /// upside down, landscape right, portrait again), as `HeadlessHost.rotate(to:)` does.
    /// When the interface follows, the window takes the turned size (with the debugger's hint
    /// strip still below the screen).
    public func rotateDevice() {
        let next: UIDeviceOrientation =
            switch UIDevice.current.orientation {
            case .portrait: .landscapeLeft
            case .landscapeLeft: .portraitUpsideDown
            case .portraitUpsideDown: .landscapeRight
            default: .portrait
            }
        UIApplication.shared._deviceDidRotate(to: next)
        let size = UIScreen.main.bounds.size
        forceRender = true
        guard size != configuration.screenSize, replaceFramebuffer(screenSize: size) else { return }
        configuration.screenSize = size
    }

    /// The rows of the debugger's hint strip below the screen, in pixels (0 without the debugger).
    var stripPixelHeight: Int { debugger == nil ? 0 : _DebugOverlay.barPixelHeight(scale: scale) }

    /// Gives the window an image of a screen of `size` points, with the debugger's hint strip
    /// below it when debugging, and, with `resizingWindow`, sizes the window to it (not when the
    /// window's own new size asked for the image); returns false (changing nothing) when the
    /// image cannot be made.
    @discardableResult
    func replaceFramebuffer(screenSize size: CGSize, resizingWindow: Bool = true) -> Bool {
        let width = Int((size.width * scale).rounded())
        let height = Int((size.height * scale).rounded())
        guard width > 0, height > 0,
            let replacement = try? _X11Framebuffer(
                connection: connection, width: width, height: height, stripHeight: stripPixelHeight)
        else { return false }
        let resizes =
            resizingWindow
            && (replacement.width != framebuffer.width || replacement.windowHeight != framebuffer.windowHeight)
        framebuffer = replacement
        screen = _ScreenRenderer(context: replacement.context, screenSize: size)
        forceRender = true
        if resizes {
            XResizeWindow(connection.display, xWindow, UInt32(replacement.width), UInt32(replacement.windowHeight))
        }
        return true
    }
}
