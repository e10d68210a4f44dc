import CX11
import Foundation
import OpenUIKit

extension X11Host {
    /// The R key: turns the device a quarter turn to the left (portrait, landscape left,
    /// upside down, landscape right, portrait again), as `HeadlessHost.rotate(to:)` does.
    /// When the interface follows, the window takes the turned size.
    public func rotateDevice() {
        let next: UIDeviceOrientation = switch UIDevice.current.orientation {
        case .portrait: .landscapeLeft
        case .landscapeLeft: .portraitUpsideDown
        case .portraitUpsideDown: .landscapeRight
        default: .portrait
        }
        UIApplication.shared._deviceDidRotate(to: next)
        let size = UIScreen.main.bounds.size
        forceRender = true
        guard size != configuration.screenSize else { return }
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        guard let turned = try? _X11Framebuffer(connection: connection, width: width, height: height) else { return }
        framebuffer = turned
        screen = _ScreenRenderer(context: turned.context, screenSize: size)
        configuration.screenSize = size
        XResizeWindow(connection.display, xWindow, UInt32(width), UInt32(height))
    }
}
