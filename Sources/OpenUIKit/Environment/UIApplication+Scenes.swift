import Foundation

/// The application's scenes: Segue runs one window scene on the host's screen.
extension UIApplication {
    /// The scenes connected to the app: the one window scene.
    public var connectedScenes: Set<UIScene> { [_windowScene] }

    /// The sessions of the app's scenes: the window scene's.
    public var openSessions: Set<UISceneSession> { [_windowScene.session] }

    /// Whether the app can show more than one scene: false (Segue runs one).
    public var supportsMultipleScenes: Bool { false }

    /// The one window scene, made on first use for the attached host.
    var _windowScene: UIWindowScene {
        let environment = _environment
        if let scene = environment._windowScene { return scene }
        let session = UISceneSession(role: .windowApplication, persistentIdentifier: UUID().uuidString)
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        environment._windowScene = scene
        return scene
    }
}
