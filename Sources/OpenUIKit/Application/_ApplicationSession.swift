import Foundation

/// Everything the application keeps for the host it runs under: its windows and key window,
/// the first responder, the main screen, queued input and touches, running property animators
/// and frame tickers, open animation blocks, transitions in flight, and `async` calls waiting
/// for a completion.
///
/// `UIApplication.attach(_:)` replaces the whole object (`UIApplication._session`), so a new
/// host cannot inherit any of the previous host's state; the members of UIKit's types that
/// read this state (`UIApplication.windows`, `UIScreen.main`, `UIView.areAnimationsEnabled`,
/// `isFirstResponder`, …) forward to the current session.
///
/// Process-wide state stays outside: the animation engine (`CAEngine.current`, replaced by
/// `attach` too), and the main-loop queue that `DispatchQueue.main` submissions from any
/// thread join (`_applicationMainQueue`, emptied by `attach`).
@MainActor
final class _ApplicationSession {
    // MARK: Keyboard
    /// The simulated keyboard: shown while a text input is first responder.
    let keyboard = _KeyboardController()

    /// The host running the application (none before the first `attach`).
    weak var host: (any UIApplicationHost)?
    /// The windows, visible and hidden, in creation order.
    var windows: [UIWindow] = []
    weak var keyWindow: UIWindow?
    weak var firstResponder: UIResponder?
    /// The main screen, at the host's size and scale.
    let mainScreen: UIScreen
    /// The host's safe-area insets, which every window takes.
    let screenSafeAreaInsets: UIEdgeInsets
    /// Finger changes waiting for the next frame.
    var pendingTouches: [_PendingTouch] = []
    /// The fingers that are down and the event they share.
    var touchState = _TouchState()
    /// Property animators running (ticked every frame).
    var runningAnimators: [UIViewPropertyAnimator] = []
    /// Work that sees every frame's time until it returns false (interactive transitions
    /// running to their end).
    var frameTickers: [(CFTimeInterval) -> Bool] = []
    /// The open `UIView` animation blocks, innermost last.
    var animationStack: [_ViewAnimationBlock] = []
    /// `UIView.areAnimationsEnabled`.
    var animationsEnabled = true
    /// The view controller transitions in flight.
    let transitionWatchdog = _TransitionWatchdog()
    /// Presentations and dismissals asked for and not ended yet.
    var modalTransitionsInFlight = 0
    /// The `async` calls waiting for their completion.
    let asyncCalls = _AsyncCallRegistry()
    /// The device, accessibility settings, lifecycle state and scene (see `_EnvironmentState`).
    let environment = _EnvironmentState()

    /// The state before any host attaches: a 390 × 844-point screen at scale 1.
    init() {
        mainScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1)
        screenSafeAreaInsets = .zero
    }

    /// A fresh state for `host`: its screen size, scale and safe-area insets, and nothing else.
    init(host: any UIApplicationHost) {
        self.host = host
        mainScreen = UIScreen(bounds: CGRect(origin: .zero, size: host.screenSize), scale: host.screenScale)
        screenSafeAreaInsets = host.safeAreaInsets
    }
}
