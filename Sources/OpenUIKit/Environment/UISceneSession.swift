import Foundation

/// What the system keeps of a scene: its identifier and role, and the scene while it is
/// connected.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The scene, while connected.
    open var scene: UIScene? { _scene }
    weak var _scene: UIScene?

    /// The session's role: `.windowApplication` for Segue's window scene.
    open var role: Role { _role }
    private let _role: Role

    /// An identifier that stays the same for the life of the session.
    open var persistentIdentifier: String { _persistentIdentifier }
    private let _persistentIdentifier: String

    /// State the app keeps with the session; nil by default.
    open var userInfo: [String: Any]?

    init(role: Role, persistentIdentifier: String) {
        _role = role
        _persistentIdentifier = persistentIdentifier
        super.init()
    }

    /// The role of a scene session.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates a role.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's interactive windows on the device's main screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// Non-interactive windows on an external display.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}
