import Foundation

/// The scene that shows the app's windows on the host's screen.
///
/// Segue's application has one (`UIApplication.shared.connectedScenes`); windows join it on
/// creation (UIKitBehaviour #245). Its interface orientation follows the host's rotations
/// (`HeadlessHost.rotate(to:)`) and `requestGeometryUpdate(_:errorHandler:)`.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene is shown on.
    open var screen: UIScreen { UIScreen._main }

    /// The orientation of the scene's interface.
    open var interfaceOrientation: UIInterfaceOrientation { UIApplication._shared._environment.interfaceOrientation }

    /// The scene's coordinate space: its screen's.
    open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }

    /// The windows of the scene, in creation order.
    open var windows: [UIWindow] { UIApplication._shared._windows.filter { $0.windowScene === self } }

    /// The scene's key window (iOS 15).
    open var keyWindow: UIWindow? {
        guard let key = UIApplication._shared._keyWindow, key.windowScene === self else { return nil }
        return key
    }

    /// The scene's status bar: its frame, style and visibility.
    open var statusBarManager: UIStatusBarManager? { _statusBarManager }
    private lazy var _statusBarManager = UIStatusBarManager(_scene: self)

    /// Asks the system to rotate the scene's interface to one of the orientations of
    /// `geometryPreferences` (an `UIWindowScene.GeometryPreferences.iOS`).
    ///
    /// When the current orientation is among them, nothing changes. Otherwise the interface
    /// rotates, as a device rotation does, to the first of them (portrait, landscape right,
    /// landscape left, upside down) that the top view controller supports; when there is
    /// none, `errorHandler` is called on the next turn with a `UISceneError` of code
    /// `.geometryRequestDenied` (UIKitBehaviour #247). Preferences of another platform fail
    /// with `.geometryRequestUnsupported`.
    open func requestGeometryUpdate(
        _ geometryPreferences: GeometryPreferences,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        let application = UIApplication._shared
        func fail(_ code: UISceneError.Code, _ message: String) {
            guard let errorHandler else { return }
            application._performOnNextTurn { errorHandler(UISceneError(code, message: message)) }
        }
        guard let preferences = geometryPreferences as? GeometryPreferences.iOS else {
            return fail(.geometryRequestUnsupported, "The requested geometry preferences are not supported on iOS.")
        }
        let requested = preferences.interfaceOrientations
        guard !requested.contains(interfaceOrientation.mask) else { return }
        let supported = application._supportedInterfaceOrientations
        guard let target = requested.intersection(supported).orientations.first else {
            return fail(
                .geometryRequestDenied,
                "None of the requested orientations are supported by the view controller. Requested: \(requested.rawValue); Supported: \(supported.rawValue)"
            )
        }
        application._rotateInterface(to: target)
    }

    /// Geometry a scene asks the system for (subclassed per platform).
    @preconcurrency @MainActor
    open class GeometryPreferences: NSObject {
        /// Creates empty preferences.
        public override init() { super.init() }
    }
}

extension UIWindowScene.GeometryPreferences {
    /// iOS geometry preferences: the interface orientations the scene asks for.
    @preconcurrency @MainActor
    open class iOS: UIWindowScene.GeometryPreferences {
        /// The orientations asked for.
        open var interfaceOrientations: UIInterfaceOrientationMask

        /// Preferences asking for `interfaceOrientations`.
        public init(interfaceOrientations: UIInterfaceOrientationMask) {
            self.interfaceOrientations = interfaceOrientations
            super.init()
        }

        /// Preferences asking for no orientation (every request with them is denied).
        public override convenience init() { self.init(interfaceOrientations: []) }
    }
}

/// An error from a scene request.
public struct UISceneError: Error, CustomStringConvertible, Sendable {
    /// The kind of failure.
    public enum Code: Int, Sendable {
        /// The app does not support multiple scenes.
        case multipleScenesNotSupported = 0
        /// The system denied the request.
        case requestDenied = 1
        /// The requested geometry is not supported on this platform.
        case geometryRequestUnsupported = 100
        /// The system denied the geometry request.
        case geometryRequestDenied = 101
    }

    /// The kind of failure.
    public let code: Code
    /// What went wrong.
    public let localizedDescription: String

    init(_ code: Code, message: String) {
        self.code = code
        localizedDescription = message
    }

    /// The error's domain.
    public static let errorDomain = "UISceneErrorDomain"

    public var description: String { "UISceneError(\(code)): \(localizedDescription)" }
}
