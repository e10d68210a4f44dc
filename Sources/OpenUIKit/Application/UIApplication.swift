import Foundation

/// The running application: its windows, its main loop and its frames.
///
/// `UIApplication.shared` runs one frame per display refresh (`runFrame()`, called by the
/// host): deliver queued input; run main-queue work that is due; then the animation engine's
/// frame — display links, the implicit transaction's commit with layout, animation
/// callbacks and completions.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The application.
    public static var shared: UIApplication { _shared }
    static let _shared = UIApplication(_internal: ())

    /// What the application keeps for the attached host; `attach(_:)` replaces it.
    var _session = _ApplicationSession()

    // The session's state under the names the rest of OpenUIKit uses.
    var _windows: [UIWindow] {
        get { _session.windows }
        set { _session.windows = newValue }
    }
    var _keyWindow: UIWindow? {
        get { _session.keyWindow }
        set { _session.keyWindow = newValue }
    }
    var _host: (any UIApplicationHost)? { _session.host }
    var _pendingTouches: [_PendingTouch] {
        get { _session.pendingTouches }
        set { _session.pendingTouches = newValue }
    }
    var _touchState: _TouchState {
        get { _session.touchState }
        set { _session.touchState = newValue }
    }
    var _runningAnimators: [UIViewPropertyAnimator] {
        get { _session.runningAnimators }
        set { _session.runningAnimators = newValue }
    }
    var _frameTickers: [(CFTimeInterval) -> Bool] {
        get { _session.frameTickers }
        set { _session.frameTickers = newValue }
    }
    var _asyncCalls: _AsyncCallRegistry { _session.asyncCalls }
    static var _firstResponder: UIResponder? {
        get { _shared._session.firstResponder }
        set { _shared._session.firstResponder = newValue }
    }

    init(_internal: Void) {
        super.init()
    }

    /// The application's visible and hidden windows, in creation order.
    open var windows: [UIWindow] { _windows }

    /// The key window.
    open var keyWindow: UIWindow? { _keyWindow }

    /// Posted when the application receives a memory warning.
    ///
    /// - Note: Linux sends no memory warnings, so Segue never posts it.
    public nonisolated static let didReceiveMemoryWarningNotification =
        NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// The application's state: `.active` until the host simulates a change of the app's
    /// lifecycle (`HeadlessHost.enterBackground()`, …; see `UIApplication+Lifecycle`).
    open var applicationState: State { _environment.applicationState }

    /// Delivers an event to the windows its touches belong to.
    open func sendEvent(_ event: UIEvent) {
        var seen: [UIWindow] = []
        for touch in event._touchList {
            guard let window = touch.window, !seen.contains(where: { $0 === window }) else { continue }
            seen.append(window)
            window.sendEvent(event)
        }
    }

    /// The application's state.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events.
        case inactive = 1
        /// In the background.
        case background = 2
    }

    func _register(_ window: UIWindow) {
        if !_windows.contains(where: { $0 === window }) { _windows.append(window) }
    }

    // MARK: Hosting (Segue additions)

    /// Attaches `host` and resets the application: a new animation engine on the host's clock,
    /// the main screen at the host's size and scale, no windows, no waiting main-loop work.
    ///
    /// The previous host's animations, transitions and main-loop work are dropped, so their
    /// completions never run; `async` calls still waiting for one (`await UIView.animate(…)`,
    /// `await present(_:animated:)`) resume at once as abandoned (an animation returns false)
    /// and the host they started under hears of it (`application(_:abandonedAsyncCall:)`).
    public func attach(_ host: any UIApplicationHost) {
        let engine = CAEngine(clock: host.clock, maximumFramesPerSecond: host.framesPerSecond)
        engine.makeCurrent()
        let previous = _session
        _session = _ApplicationSession(host: host)
        UIScreen._mainDidChange()
        _applicationMainQueue.removeAll()
        _applicationMainQueue.setAccepting(true)
        previous.asyncCalls.abandonAll()
    }

    /// Runs one frame at the host clock's current time.
    public func runFrame() {
        let now = CACurrentMediaTime()
        _deliverPendingTouches()
        _applicationMainQueue.drain(now: now)
        _tickAnimators(at: now)
        let tickers = _frameTickers
        _frameTickers = []
        _frameTickers = tickers.filter { $0(now) } + _frameTickers
        CAEngine.current.runFrame()
        _TransitionWatchdog.shared.check(now: now)
    }

    /// Commits the implicit transaction now, as the end of the current turn of the main loop
    /// does: layout runs and animations added since the last frame take their begin time.
    public func endCurrentTurn() {
        CATransaction.flush()
    }

    /// What still keeps the application busy (empty when idle): running animations and
    /// completion blocks, waiting main-loop work, queued input, pending layout.
    public var busyReasons: [String] {
        var reasons: [String] = []
        _visitBusyReasons {
            reasons.append($0)
            return true
        }
        return reasons
    }

    /// Whether `busyReasons` is empty, found without building the list (hosts ask every frame).
    package var _isIdle: Bool {
        var idle = true
        _visitBusyReasons { _ in
            idle = false
            return false
        }
        return idle
    }

    /// Calls `visit` with each reason the application is busy, in order, while it returns true.
    private func _visitBusyReasons(_ visit: (String) -> Bool) {
        if CAEngine.current.hasTimeDependentAnimations, !visit("animations are running") { return }
        if !_applicationMainQueue.isEmpty, !visit("main-queue work is waiting") { return }
        if !_pendingTouches.isEmpty, !visit("input is waiting") { return }
        if !_runningAnimators.isEmpty, !visit("property animators are running") { return }
        if !_frameTickers.isEmpty, !visit("frame-driven motion is running (scrolling, interactive completion)") {
            return
        }
        if _TransitionWatchdog.shared.hasTransitionsInFlight {
            _ = visit("a view controller transition is in flight")
        }
    }

    /// The earliest media time at which waiting main-queue work is due, if any.
    public var nextMainQueueWorkTime: CFTimeInterval? {
        _applicationMainQueue.earliestDueTime(now: CACurrentMediaTime())
    }

    /// Runs `work` on the main actor at the next turn of the main loop (the next frame).
    func _performOnNextTurn(_ work: @escaping () -> Void) {
        _applicationMainQueue.submitInternal(_MainQueue.Work(run: work), now: CACurrentMediaTime())
        _host?.applicationNeedsFrame(self)
    }
}
