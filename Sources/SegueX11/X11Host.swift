import CX11
import Foundation
import OpenUIKit

/// A live host: an X11 window that shows the application and feeds it the mouse.
///
/// The host opens a window on the X server (`DISPLAY`, or the name given), attaches itself to
/// `UIApplication.shared` (which resets the application, as every host does) and owns a key
/// window filling its screen. ``run()`` runs the main loop until the window is closed:
///
/// - Frames run at the display's refresh rate from the real monotonic clock. A frame's media
///   time is the refresh instant it is shown at, on the 1/fps grid (0 when the host was
///   made), and the frame starts just early enough to be on screen by then (the time recent
///   frames took), as Core Animation prepares a frame for its target timestamp. Media time
///   never goes backwards, and a late frame skips the refreshes it missed instead of running
///   a burst of catch-up frames (animation time always comes from the media clock, so
///   animations land where they would have been and their completions run).
/// - A frame is rendered (software renderer, into the window's image) and blitted only when
///   something changed: a layer changed, an animation is running, or the window was exposed
///   or resized. With nothing to do, the loop sleeps until input or due main-queue work.
/// - The left mouse button and the pointer's motion while it is down are one `UITouch`
///   (`UIApplication.queueTouch`); Escape pops the top navigation stack or dismisses the top
///   presented controller; R turns the device a quarter turn to the left (the interface
///   follows when the top controller supports it, and the window takes the turned size);
///   with ``drawsStatusBar`` the status bar is drawn over the window;
///   resizing the window changes the screen and calls
///   `viewWillTransition(to:with:)`; closing the window ends ``run()``.
/// - ``enableDebugMode()`` adds keys for slow motion, pausing and scrubbing the running
///   transition, and an exploded 3-D view of the layer tree (``TransitionDebugger``), with a
///   hint in a strip of the window's own below the screen.
///
/// Losing the connection to the server ends the process (as Xlib always does) with the one
/// line `Error: lost the connection to the X server` and status 1.
///
/// Segue addition: on iOS the system is the host.
@MainActor
public final class X11Host {
    /// The key window, filling the screen.
    public let window: UIWindow
    /// The screen's size in points.
    public var screenSize: CGSize { configuration.screenSize }
    /// Pixels per point.
    public let scale: CGFloat
    /// The display's refresh rate.
    public let framesPerSecond: Int
    /// Whether the window's pixels reach the server through MIT shared memory.
    public var usesSharedMemory: Bool { framebuffer.sharesMemory }
    /// Frames rendered and blitted so far.
    public internal(set) var framesRendered = 0
    /// Input-to-photon times, in seconds: for each pointer or key event, from its arrival
    /// in the process to the end of the blit of the first frame that reflects it.
    public internal(set) var inputLatencies: [Double] = []
    /// How long each rendered frame took, in seconds, from its start (the application's
    /// frame) to the end of its blit.
    public internal(set) var frameCosts: [Double] = []
    /// Called after each blit (tests and tools; the main loop does not need it).
    public var didPresentFrame: ((X11Host) -> Void)?

    // MARK: Environment

    /// Whether the status bar (time, signal, Wi-Fi, battery, in the style the view
    /// controllers ask for) is drawn over the window; false by default (`segue demo` turns it on).
    ///
    /// Setting it makes the status bar's views at once, as ``HeadlessHost`` does: made at the
    /// first render instead, the bar would animate to the root controller's style there, and the
    /// window would redraw for that animation's length.
    public var drawsStatusBar = false {
        didSet { if drawsStatusBar { _ = UIApplication.shared._statusBarLayerForDrawing } }
    }
    /// The debug mode's state, once ``enableDebugMode()`` has turned it on (nil: off).
    public internal(set) var debugger: TransitionDebugger?

    let connection: _X11Connection
    let xWindow: Window
    let gc: GC
    let deleteWindowAtom: Atom
    var framebuffer: _X11Framebuffer
    let configuration: _Configuration
    let monotonic = MonotonicClock()
    /// The monotonic clock's reading when the host was made: media time 0.
    let origin: Double
    /// Draws the window into the framebuffer's image.
    var screen: _ScreenRenderer
    var running = false
    var pointerDown = false
    /// Where a drag that the debugger takes was last seen, in points (nil: no such drag).
    var debugDragLocation: CGPoint?
    var forceRender = true
    var lastRenderedGeneration = -1
    /// Arrival times of input queued for the next frame, and of input delivered by frames
    /// not yet blitted.
    var inputArrivals: [Double] = []
    var inputAwaitingPhoton: [Double] = []

    /// Opens a window of `size` points at `scale` pixels per point on `displayName` (nil:
    /// `DISPLAY`), titled `title`, and attaches the host to the application.
    ///
    /// With `prefersSharedMemory` false (or `SEGUE_X11_NO_SHM` set) frames are always sent
    /// with `XPutImage`, as they are to a server without MIT-SHM.
    public init(
        title: String = "Segue", size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1,
        framesPerSecond: Int = 60, displayName: String? = nil, prefersSharedMemory: Bool = true
    ) throws {
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1 else {
            throw X11HostError.invalidParameter(
                "the window size must be at least 1×1 point, not \(size.width)×\(size.height)")
        }
        guard scale.isFinite, scale > 0, scale <= 8 else {
            throw X11HostError.invalidParameter("the scale must be greater than 0 and at most 8, not \(scale)")
        }
        guard (1...240).contains(framesPerSecond) else {
            throw X11HostError.invalidParameter("the frame rate must be within 1...240, not \(framesPerSecond)")
        }
        let connection = try _X11Connection(name: displayName, sharedMemory: prefersSharedMemory)
        let pixelWidth = Int((size.width * scale).rounded())
        let pixelHeight = Int((size.height * scale).rounded())
        self.connection = connection
        self.scale = scale
        self.framesPerSecond = framesPerSecond
        var attributes = XSetWindowAttributes()
        attributes.background_pixel = XBlackPixel(connection.display, connection.screen)
        attributes.event_mask =
            ExposureMask | StructureNotifyMask | KeyPressMask | ButtonPressMask
            | ButtonReleaseMask | PointerMotionMask
        xWindow = XCreateWindow(
            connection.display, connection.root, 0, 0, UInt32(pixelWidth), UInt32(pixelHeight), 0,
            connection.depth, UInt32(InputOutput), connection.visual,
            UInt(CWBackPixel | CWEventMask), &attributes)
        XStoreName(connection.display, xWindow, title)
        deleteWindowAtom = connection.atom("WM_DELETE_WINDOW")
        var protocols = [deleteWindowAtom]
        XSetWMProtocols(connection.display, xWindow, &protocols, 1)
        gc = XCreateGC(connection.display, xWindow, 0, nil)
        framebuffer = try _X11Framebuffer(connection: connection, width: pixelWidth, height: pixelHeight)
        configuration = _Configuration(
            screenSize: CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale),
            screenScale: scale, framesPerSecond: framesPerSecond)
        origin = monotonic.currentTime
        UIApplication.shared.attach(configuration)
        window = UIWindow(frame: CGRect(origin: .zero, size: configuration.screenSize))
        window.makeKeyAndVisible()
        screen = _ScreenRenderer(context: framebuffer.context, screenSize: configuration.screenSize)
        XMapWindow(connection.display, xWindow)
        connection.sync()
    }

    /// Seconds of the real monotonic clock since the host was made; frames take their media
    /// time from it (rounded to the refresh grid), so media time starts at 0 like a headless host's.
    public var realTime: Double { monotonic.currentTime - origin }

    /// The window's root view controller.
    public var rootViewController: UIViewController? {
        get { window.rootViewController }
        set { window.rootViewController = newValue }
    }

    /// Ends ``run()`` after the current iteration.
    public func stop() { running = false }

    isolated deinit {
        XFreeGC(connection.display, gc)
        XDestroyWindow(connection.display, xWindow)
        XSync(connection.display, 0)
    }

    /// What the application sees of the host.
    final class _Configuration: UIApplicationHost {
        var screenSize: CGSize
        let screenScale: CGFloat
        let framesPerSecond: Int
        /// The media clock: set to each frame's refresh instant by the host.
        let manualClock = ManualClock(time: 0)
        var clock: any MediaClock { manualClock }
        var needsFrame = true

        init(screenSize: CGSize, screenScale: CGFloat, framesPerSecond: Int) {
            self.screenSize = screenSize
            self.screenScale = screenScale
            self.framesPerSecond = framesPerSecond
        }

        func applicationNeedsFrame(_ application: UIApplication) { needsFrame = true }
    }
}
