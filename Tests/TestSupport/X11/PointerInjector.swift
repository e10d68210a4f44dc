import CX11
import Foundation

/// Synthetic input through the XTest extension, as a real mouse and keyboard would give it:
/// the server generates ordinary events for the windows under the pointer.
///
/// libXtst is loaded at run time (only its shared library is needed, not its headers).
public final class PointerInjector {
    private typealias FakeMotion = @convention(c) (OpaquePointer?, Int32, Int32, Int32, UInt) -> Int32
    private typealias FakeButtonOrKey = @convention(c) (OpaquePointer?, UInt32, Int32, UInt) -> Int32

    private let display: OpaquePointer
    private let fakeMotion: FakeMotion
    private let fakeButton: FakeButtonOrKey
    private let fakeKey: FakeButtonOrKey

    /// Connects to `displayName` and loads XTest.
    public init(displayName: String) throws {
        guard let display = XOpenDisplay(displayName) else { throw VirtualDisplayError("cannot open \(displayName)") }
        guard let library = dlopen("libXtst.so.6", RTLD_NOW),
            let motion = dlsym(library, "XTestFakeMotionEvent"),
            let button = dlsym(library, "XTestFakeButtonEvent"),
            let key = dlsym(library, "XTestFakeKeyEvent")
        else {
            XCloseDisplay(display)
            throw VirtualDisplayError("libXtst.so.6 is not installed (apt-get install libxtst6)")
        }
        self.display = display
        fakeMotion = unsafeBitCast(motion, to: FakeMotion.self)
        fakeButton = unsafeBitCast(button, to: FakeButtonOrKey.self)
        fakeKey = unsafeBitCast(key, to: FakeButtonOrKey.self)
    }

    /// Moves the pointer to a root-window pixel, `delay` ms after the previous fake event.
    public func move(toX x: Int, y: Int, delay: UInt = 0) { _ = fakeMotion(display, 0, Int32(x), Int32(y), delay) }

    /// Presses or releases the left button.
    public func button(pressed: Bool, delay: UInt = 0) { _ = fakeButton(display, 1, pressed ? 1 : 0, delay) }

    /// Presses and releases the key of `keysym`.
    public func tapKey(_ keysym: Int32, delay: UInt = 0) {
        let code = UInt32(XKeysymToKeycode(display, KeySym(keysym)))
        _ = fakeKey(display, code, 1, delay)
        _ = fakeKey(display, code, 0, 0)
    }

    /// Waits until the server has taken every fake event sent so far.
    public func sync() { XSync(display, 0) }

    deinit { XCloseDisplay(display) }
}
