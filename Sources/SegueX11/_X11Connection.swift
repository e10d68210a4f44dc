import CX11
import Foundation
import Synchronization

/// An open connection to an X server: the display, its default screen and visual, and whether
/// the MIT shared-memory extension can be used.
final class _X11Connection {
    /// The Xlib display.
    let display: OpaquePointer
    /// The display's name, as given or read from `DISPLAY`.
    let name: String
    /// The default screen number.
    let screen: Int32
    /// The default visual and its depth.
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    /// The root window of the default screen.
    let root: Window
    /// Whether the server offers MIT-SHM and shares memory with this process.
    let offersSharedMemory: Bool

    /// Opens a connection to `name`, or to `DISPLAY` when `name` is nil; shared memory is
    /// used only when `sharedMemory` allows it (and `SEGUE_X11_NO_SHM` is not set).
    init(name: String?, sharedMemory: Bool = true) throws {
        let resolved = name ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        guard !resolved.isEmpty else { throw X11HostError.displayUnset }
        _X11Errors.install()
        guard let display = XOpenDisplay(resolved) else { throw X11HostError.cannotConnect(display: resolved) }
        self.display = display
        self.name = resolved
        screen = XDefaultScreen(display)
        visual = XDefaultVisual(display, screen)
        depth = XDefaultDepth(display, screen)
        root = XRootWindow(display, screen)
        offersSharedMemory =
            sharedMemory && XShmQueryExtension(display) != 0
            && ProcessInfo.processInfo.environment["SEGUE_X11_NO_SHM"] == nil
    }

    /// The connection's file descriptor, to wait for events with `poll`.
    var fileDescriptor: Int32 { XConnectionNumber(display) }

    /// An atom by name.
    func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }

    /// Waits until the server has processed every request sent so far (and every event it
    /// generated before that is in Xlib's queue); returns the X errors reported meanwhile.
    @discardableResult
    func sync() -> Int32 {
        XSync(display, 0)
        return _X11Errors.take()
    }

    deinit {
        XCloseDisplay(display)
    }
}

/// Records X protocol errors instead of letting Xlib's default handler end the process (an
/// `XShmAttach` refused by a remote server is expected and handled).
enum _X11Errors {
    private static let lastError = Atomic<Int32>(0)
    private static let installed = Atomic<Bool>(false)

    /// Installs the recording handler once per process, and a handler for a lost connection
    /// that ends the process with one line on standard error and status 1 (Xlib's own prints
    /// several lines; either way the process cannot go on).
    static func install() {
        guard !installed.exchange(true, ordering: .relaxed) else { return }
        _ = XSetErrorHandler { _, event in
            _X11Errors.lastError.store(Int32(event?.pointee.error_code ?? 1), ordering: .relaxed)
            return 0
        }
        _ = XSetIOErrorHandler { _ in
            FileHandle.standardError.write(Data("Error: lost the connection to the X server\n".utf8))
            exit(1)
        }
    }

    /// The last error code recorded since the last call (0 for none), clearing it.
    static func take() -> Int32 { lastError.exchange(0, ordering: .relaxed) }
}
