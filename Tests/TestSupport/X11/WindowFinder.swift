import CX11
import Foundation

/// Finds and pokes other clients' windows, as a window manager or `xdotool` would.
public final class WindowFinder {
    private let display: OpaquePointer

    public init(displayName: String) throws {
        guard let display = XOpenDisplay(displayName) else { throw VirtualDisplayError("cannot open \(displayName)") }
        self.display = display
    }

    deinit { XCloseDisplay(display) }

    /// The top-level windows whose title is `title`.
    public func windows(titled title: String) -> [Window] {
        var root: Window = 0
        var parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        XQueryTree(display, XDefaultRootWindow(display), &root, &parent, &children, &count)
        defer { if let children { XFree(children) } }
        return (0..<Int(count)).compactMap { index in
            let window = children![index]
            var name: UnsafeMutablePointer<CChar>?
            guard XFetchName(display, window, &name) != 0, let name else { return nil }
            defer { XFree(name) }
            return String(cString: name) == title ? window : nil
        }
    }

    /// Asks `window` to close, as a window manager's close button does (WM_DELETE_WINDOW).
    public func requestClose(_ window: Window) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(display, window, 0, NoEventMask, &event)
        XSync(display, 0)
    }

    /// Resizes `window` to `width × height` pixels.
    public func resize(_ window: Window, width: Int, height: Int) {
        XResizeWindow(display, window, UInt32(width), UInt32(height))
        XSync(display, 0)
    }
}
