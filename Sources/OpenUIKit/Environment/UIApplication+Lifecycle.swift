import Foundation

/// The application's lifecycle: foreground and background, active and inactive, as the host
/// simulates them (`HeadlessHost.enterBackground()`, `enterForeground()`, `resignActive()`,
/// `becomeActive()`).
extension UIApplication {
    /// Posted when the app is about to become inactive (an incoming call, the app switcher).
    public nonisolated static let willResignActiveNotification = NSNotification.Name(
        "UIApplicationWillResignActiveNotification")
    /// Posted when the app became active.
    public nonisolated static let didBecomeActiveNotification = NSNotification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// Posted when the app went to the background.
    public nonisolated static let didEnterBackgroundNotification = NSNotification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back to the foreground.
    public nonisolated static let willEnterForegroundNotification = NSNotification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app finished launching; Segue apps are launched already, so never posted.
    public nonisolated static let didFinishLaunchingNotification = NSNotification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app is about to terminate; never posted by Segue.
    public nonisolated static let willTerminateNotification = NSNotification.Name(
        "UIApplicationWillTerminateNotification")
    /// Posted when the time changes significantly (midnight, a time zone change); never posted by Segue.
    public nonisolated static let significantTimeChangeNotification = NSNotification.Name(
        "UIApplicationSignificantTimeChangeNotification")

    /// Moves the application (and its scene) to `state`, through the states between, posting
    /// each step's notifications and telling the scene's delegate (UIKitBehaviour #245):
    ///
    /// - active → inactive: `sceneWillResignActive`, `UIScene.willDeactivateNotification`,
    ///   `UIApplication.willResignActiveNotification`, then the state changes;
    /// - inactive → background: the state changes, then `sceneDidEnterBackground`,
    ///   `UIScene.didEnterBackgroundNotification`, `UIApplication.didEnterBackgroundNotification`;
    /// - background → inactive: `sceneWillEnterForeground`, `UIScene.willEnterForegroundNotification`,
    ///   `UIApplication.willEnterForegroundNotification`, then the state changes;
    /// - inactive → active: the state changes, then `sceneDidBecomeActive`,
    ///   `UIScene.didActivateNotification`, `UIApplication.didBecomeActiveNotification`.
    ///
    /// Moving to the state the application is in does nothing. Animations and transitions
    /// keep running on the host's clock (Segue does not suspend the app).
    package func _moveLifecycle(to state: State) {
        let environment = _environment
        while environment.applicationState != state {
            let current = environment.applicationState
            let next: State =
                switch (current, state) {
                case (.active, _), (.background, _): .inactive
                case (.inactive, let target): target
                }
            _step(from: current, to: next)
        }
    }

    private func _step(from current: State, to next: State) {
        let scene = _windowScene
        let center = NotificationCenter.default
        switch (current, next) {
        case (.active, .inactive):
            scene.delegate?.sceneWillResignActive(scene)
            center.post(name: UIScene.willDeactivateNotification, object: scene)
            center.post(name: UIApplication.willResignActiveNotification, object: self)
            _environment.applicationState = .inactive
        case (.inactive, .background):
            _environment.applicationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            center.post(name: UIScene.didEnterBackgroundNotification, object: scene)
            center.post(name: UIApplication.didEnterBackgroundNotification, object: self)
        case (.background, .inactive):
            scene.delegate?.sceneWillEnterForeground(scene)
            center.post(name: UIScene.willEnterForegroundNotification, object: scene)
            center.post(name: UIApplication.willEnterForegroundNotification, object: self)
            _environment.applicationState = .inactive
        case (.inactive, .active):
            _environment.applicationState = .active
            scene.delegate?.sceneDidBecomeActive(scene)
            center.post(name: UIScene.didActivateNotification, object: scene)
            center.post(name: UIApplication.didBecomeActiveNotification, object: self)
        default:
            break
        }
    }
}
