import Foundation

/// The root of a view hierarchy shown on a screen.
///
/// A window is a view with no superview. `makeKeyAndVisible()` shows it and makes it the
/// application's key window; `sendEvent(_:)` delivers touches to the views they hit.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The screen the window is shown on.
    open var screen: UIScreen = UIScreen.main

    /// The window's position in the z-axis stack of windows.
    open var windowLevel: UIWindow.Level = .normal

    // MARK: Environment

    /// The scene set with `windowScene` (nil: see `_leftScene`).
    weak var _explicitScene: UIWindowScene?
    /// Whether `windowScene` was set to nil: the window left the application's scene.
    var _leftScene = false

    /// The scene the window is shown in: the application's window scene, unless set
    /// otherwise (UIKitBehaviour #245).
    open var windowScene: UIWindowScene? {
        get { _explicitScene ?? (_leftScene ? nil : UIApplication.shared._windowScene) }
        set {
            _explicitScene = newValue
            _leftScene = newValue == nil
        }
    }

    /// Creates a window in `windowScene`, filling its screen; windows start hidden.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        isHidden = true
        _explicitScene = windowScene
        UIApplication.shared._register(self)
    }

    /// Creates a window with the given frame; windows start hidden.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        UIApplication.shared._register(self)
    }

    /// Creating windows from archives is not supported.
    public required init?(coder: NSCoder) {
        _unimplemented("UIWindow.init(coder:)")
    }

    /// Whether this is the application's key window.
    open var isKeyWindow: Bool { UIApplication.shared._keyWindow === self }

    /// The controller whose view fills the window. Setting it replaces the previous root's view
    /// with the new one (sized to the window, resizing with it); on a visible window the old
    /// root disappears and the new one appears.
    open var rootViewController: UIViewController? {
        get { _rootViewController }
        set { _setRootViewController(newValue) }
    }
    var _rootViewController: UIViewController?

    /// Shows the window and makes it the key window; the root view controller appears.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
        _rootViewControllerAppearIfVisible()
    }

    /// Makes the window the key window without changing its visibility.
    open func makeKey() {
        let previous = UIApplication.shared._keyWindow
        guard previous !== self else { return }
        previous?.resignKey()
        UIApplication.shared._keyWindow = self
        becomeKey()
    }

    /// Called when the window became the key window.
    open func becomeKey() {}

    /// Called when the window stopped being the key window.
    open func resignKey() {}

    /// Delivers an event to the views its touches belong to.
    open func sendEvent(_ event: UIEvent) { _sendEvent(event) }

    /// The window's next responder: the application.
    open override var next: UIResponder? { UIApplication.shared }

    /// The insets of the screen's unsafe edges, set by the host.
    var _windowSafeAreaInsets: UIEdgeInsets { UIApplication.shared._screenSafeAreaInsets }

    /// A window's level: windows with higher levels are shown above lower ones.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        /// Creates a level.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a level.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default level.
        public static let normal = Level(0)
        /// The level of alerts.
        public static let alert = Level(2000)
        /// The level of the status bar.
        public static let statusBar = Level(1000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
