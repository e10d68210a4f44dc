import Foundation
import OpenUIKit

#if canImport(Testing)
import Testing
#endif

/// A deterministic host for tests and offline renders: a manual media clock, a screen of a
/// chosen size, and one key window filling it.
///
/// Creating a host resets the application's shared state (engine, clock, screen, windows,
/// waiting main-queue work), so each test creates its own. Time only moves when the test says
/// so: `advance(by:)` runs the frames an app would run in that time, at the display's refresh
/// instants; `runUntilIdle()` advances until nothing is left to do.
///
/// There is one application, so one host runs it at a time: the newest. Tests run in
/// parallel, and an `async` test suspended at an `await` lets other tests run, and create
/// their hosts, in the meantime. So an `async` test does its host's work before it awaits:
/// start the `async` call with `Task.immediate { … }`, drive the host (`runUntilIdle()`),
/// then `await` the task's value. When another host has replaced this one anyway, this host's
/// next `advance(by:)` or `runUntilIdle()` records a test issue that says so and takes the
/// application back (a fresh one: its window is no longer among the application's windows),
/// and `async` UIKit calls cut off by the replacement return at once (an animation reports
/// that it did not finish) and record an issue, instead of waiting forever.
///
/// When the test is done with it, `finish()` settles what is pending and returns what is
/// left over (reports, running work, controllers and views left alive), after which the
/// host refuses further use. Nothing here needs a test framework: failures are Swift Testing
/// issues under a test, lines on standard error otherwise.
///
/// ```swift
/// let host = HeadlessHost(screenSize: CGSize(width: 390, height: 844), scale: 1)
/// host.advance(by: 0.25)
/// host.runUntilIdle()
/// #expect(host.finish().isClean)
/// ```
@MainActor
public final class HeadlessHost {
    /// The manual media clock the application reads.
    public var manualClock: ManualClock { configuration.manualClock }
    /// The screen's size in points.
    public var screenSize: CGSize { configuration.screenSize }
    /// Pixels per point.
    public var screenScale: CGFloat { configuration.screenScale }
    /// The display's refresh rate.
    public var framesPerSecond: Int { configuration.framesPerSecond }
    /// A key, visible window filling the screen.
    public let window: UIWindow

    /// The longest `runUntilIdle()` advances before it gives up, in seconds of media time.
    public var idleTimeout: CFTimeInterval = 120

    // MARK: Environment

    /// Whether ``render()`` draws the status bar over the window, as the scene's
    /// `UIStatusBarManager` shows it (time, signal, Wi-Fi, battery in the style's colour);
    /// false by default, so a test's images show the window alone.
    ///
    /// Setting it makes the status bar's views at once, so the app behaves the same whether or
    /// not a frame is rendered: the bar animates its style and visibility changes from then on
    /// (a scenario played to count its frames and played again to render them takes as long).
    public var drawsStatusBar = false {
        didSet { if drawsStatusBar { _ = UIApplication.shared._statusBarLayerForDrawing } }
    }

    let configuration: _Configuration
    /// The census mark when the host was created: view controllers and views created since.
    let creationMark: Int
    /// What ``finish()`` found; set once the host is finished.
    var finishedLeftovers: HostLeftovers?
    private var frameIndex: Int = 0
    /// What ``render()`` keeps from frame to frame: the bitmap, its renderer and the last
    /// image's pixel storage (for the screen's current size and scale).
    var frameRenderer: _FrameRenderer?
    /// Whether each image ``render()`` returns comes with its half-size image
    /// (`CGImage._halved()`), halved as the frame is drawn: for the gallery's half-size frame
    /// files. False by default.
    package var _halvesFrames = false
    /// The host that runs the application (the newest).
    private static weak var attachedHost: HeadlessHost?

    /// Creates a host and attaches it to the application; the clock starts at 0.
    public init(
        screenSize: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1,
        framesPerSecond: Int = 60, safeAreaInsets: UIEdgeInsets = .zero
    ) {
        _require(
            screenSize.width.isFinite && screenSize.height.isFinite && screenSize.width > 0 && screenSize.height > 0,
            "HeadlessHost: the screen size must be positive and finite, not \(screenSize)")
        _require(scale.isFinite && scale > 0, "HeadlessHost: the scale must be positive, not \(scale)")
        _require(framesPerSecond > 0, "HeadlessHost: framesPerSecond must be positive, not \(framesPerSecond)")
        creationMark = UIApplication.shared._creationMark
        configuration = _Configuration(
            manualClock: ManualClock(time: 0), screenSize: screenSize, screenScale: scale,
            framesPerSecond: framesPerSecond, safeAreaInsets: safeAreaInsets)
        HeadlessHost.resetApplication(for: configuration)
        window = UIWindow(frame: CGRect(origin: .zero, size: screenSize))
        window.makeKeyAndVisible()
        HeadlessHost.attachedHost = self
    }

    /// Attaches the application to `configuration`, resetting it.
    private static func resetApplication(for configuration: _Configuration) {
        UIApplication.shared.attach(configuration)
        CAEngine.current.reportHandler = { _ in }
    }

    /// Records an issue and takes the application back when another host has replaced this
    /// one (its test awaited while another test created a host).
    func takeBackTheApplicationIfReplaced(at callSite: _CallSite) {
        guard HeadlessHost.attachedHost !== self else { return }
        HeadlessHost.fail(
            "HeadlessHost: another HeadlessHost reset the application while this one was in use "
                + "(a test awaited, and another test created its host meantime); this host takes back a fresh "
                + "application, and its earlier animations, transitions and main-queue work are lost. "
                + "Do an async test's host work before it awaits (Task.immediate, then runUntilIdle(), then await).",
            at: callSite)
        HeadlessHost.resetApplication(for: configuration)
        window.makeKeyAndVisible()
        HeadlessHost.attachedHost = self
    }

    /// The manual media clock's time.
    public var now: CFTimeInterval { manualClock.currentTime }

    /// Messages about misuse and bad input that UIKit and Core Animation only log.
    public var reports: [String] { CAEngine.current.reports }

    /// Ends the current turn (commits at the current time), then runs every frame whose
    /// refresh instant falls within the next `seconds`, and leaves the clock at now + `seconds`.
    public func advance(by seconds: CFTimeInterval) {
        advance(by: seconds, afterEachFrame: {})
    }

    /// ``advance(by:)``, calling `afterEachFrame` after every frame it runs (to render or
    /// inspect each frame); an error it throws stops the advance at that frame.
    public func advance(by seconds: CFTimeInterval, afterEachFrame: () throws -> Void) rethrows {
        guard seconds.isFinite, seconds >= 0 else {
            _programmerError("HeadlessHost.advance(by:): the time must be finite and not negative, not \(seconds)")
        }
        guard acceptsUse("advance(by:)", at: _CallSite()) else { return }
        takeBackTheApplicationIfReplaced(at: _CallSite())
        UIApplication.shared.endCurrentTurn()
        let target = now + seconds
        while true {
            let next = frameTime(frameIndex + 1)
            if next > target + 1e-9 { break }
            frameIndex += 1
            manualClock.currentTime = abs(next - target) <= 1e-9 ? target : next
            UIApplication.shared.runFrame()
            try afterEachFrame()
        }
        manualClock.currentTime = target
    }

    /// Runs the next frame (advancing the clock to its refresh instant).
    public func runFrame() {
        advance(by: max(0, frameTime(frameIndex + 1) - now))
    }

    /// Advances frame by frame until no animation, pending completion, main-queue work or
    /// input remains; records a test failure (and stops) after `idleTimeout` seconds.
    ///
    /// The call site (`fileID`, `filePath`, `line`, `column`; leave them to their defaults)
    /// is where a failure is recorded: as a Swift Testing issue when a test is running, on
    /// standard error otherwise. No test framework needs to be imported to call it.
    public func runUntilIdle(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let callSite = _CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard acceptsUse("runUntilIdle()", at: callSite) else { return }
        takeBackTheApplicationIfReplaced(at: callSite)
        _ = settle(timeout: idleTimeout)
        let reasons = UIApplication.shared.busyReasons
        if !reasons.isEmpty {
            HeadlessHost.fail(
                "HeadlessHost.runUntilIdle(): still busy after \(idleTimeout) s of media time: \(reasons.joined(separator: "; "))",
                at: callSite)
        }
    }

    /// Advances frame by frame until the application is idle or `timeout` seconds of media
    /// time have passed; returns whether it is idle.
    func settle(timeout: CFTimeInterval) -> Bool {
        UIApplication.shared.endCurrentTurn()
        let deadline = now + timeout
        while true {
            if UIApplication.shared._isIdle { return true }
            if now >= deadline { return false }
            runFrame()
        }
    }

    private func frameTime(_ index: Int) -> CFTimeInterval {
        Double(index) / Double(framesPerSecond)  // the clock starts at 0
    }

    /// Records `message` (prefixed "Segue: ") as a failure at `callSite`, for whichever test
    /// framework runs the caller, or on standard error.
    static func fail(_ message: String, at callSite: _CallSite) {
        callSite.fail("Segue: \(message)")
    }

    /// What the application sees of the host.
    final class _Configuration: UIApplicationHost {
        let manualClock: ManualClock
        var screenSize: CGSize
        var screenScale: CGFloat
        let framesPerSecond: Int
        let safeAreaInsets: UIEdgeInsets
        var clock: any MediaClock { manualClock }

        /// Records a test issue: the call was cut off by another host.
        func application(_ application: UIApplication, abandonedAsyncCall name: String) {
            HeadlessHost.fail(
                "\(name) was abandoned: another HeadlessHost reset the application before its completion ran "
                    + "(a test awaited, and another test created its host meantime). "
                    + "Do an async test's host work before it awaits (Task.immediate, then runUntilIdle(), then await).",
                at: _CallSite())
        }

        init(
            manualClock: ManualClock, screenSize: CGSize, screenScale: CGFloat, framesPerSecond: Int,
            safeAreaInsets: UIEdgeInsets
        ) {
            self.manualClock = manualClock
            self.screenSize = screenSize
            self.screenScale = screenScale
            self.framesPerSecond = framesPerSecond
            self.safeAreaInsets = safeAreaInsets
        }
    }
}
