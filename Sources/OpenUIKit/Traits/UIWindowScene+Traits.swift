import Foundation

extension UIWindowScene: UITraitEnvironment {
    /// The scene's traits: its screen's — the system settings, the scale, the idiom — with the
    /// size classes of the scene, which fills the screen (so they follow the host's size and
    /// rotations).
    public var traitCollection: UITraitCollection { screen.traitCollection }

    /// Called when the scene's traits changed; does nothing.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
