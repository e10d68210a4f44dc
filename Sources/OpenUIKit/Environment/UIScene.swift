import Foundation

/// A user-interface instance of the app: its session, activation state and delegate.
///
/// Segue runs one scene, a `UIWindowScene` on the host's screen
/// (`UIApplication.shared.connectedScenes`), made when first asked for; every window belongs
/// to it unless its `windowScene` is set otherwise (UIKitBehaviour #245). Its activation state
/// follows the application's, which the host changes (`HeadlessHost.enterBackground()`, …).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The session the scene belongs to.
    open var session: UISceneSession { _session }
    let _session: UISceneSession

    /// Where the scene is in its lifecycle.
    open var activationState: ActivationState {
        switch UIApplication._shared._environment.applicationState {
        case .active: .foregroundActive
        case .inactive: .foregroundInactive
        case .background: .background
        }
    }

    /// The scene's title (shown by the system's app switcher on iPad); empty by default.
    open var title: String! = ""

    /// The object told about the scene's lifecycle (held strongly, as UIKit does).
    open var delegate: (any UISceneDelegate)?

    /// Creates a scene for `session`. Apps do not make scenes; the system does.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        _session = session
        super.init()
        session._scene = self
    }

    /// What the system passes when it connects a scene (nothing in Segue).
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        override init() { super.init() }
    }

    /// A scene's place in its lifecycle.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Not on screen.
        case background = 2
    }

    /// Posted when a scene connects to the app. Segue's one scene is connected from the start,
    /// so it is never posted.
    public nonisolated static let willConnectNotification = NSNotification.Name("UISceneWillConnectNotification")
    /// Posted when a scene disconnects; never posted by Segue (its scene stays connected).
    public nonisolated static let didDisconnectNotification = NSNotification.Name("UISceneDidDisconnectNotification")
    /// Posted when the scene becomes active (its object is the scene).
    public nonisolated static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")
    /// Posted when the scene is about to resign the active state.
    public nonisolated static let willDeactivateNotification = NSNotification.Name("UISceneWillDeactivateNotification")
    /// Posted when the scene is about to come to the foreground.
    public nonisolated static let willEnterForegroundNotification = NSNotification.Name(
        "UISceneWillEnterForegroundNotification")
    /// Posted when the scene went to the background.
    public nonisolated static let didEnterBackgroundNotification = NSNotification.Name(
        "UISceneDidEnterBackgroundNotification")
}

/// The object a scene tells about its lifecycle. Every method has a default that does nothing.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene was added to the app.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to resign the active state.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate: a scene delegate with the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window; by default none (setting it does nothing).
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
