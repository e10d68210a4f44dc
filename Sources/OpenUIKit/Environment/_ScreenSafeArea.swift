import Foundation

/// The screen's safe-area insets in the interface's orientation (UIKitBehaviour #454).
///
/// A host gives the insets of its screen held upright (portrait). When the interface turns,
/// they turn as an iPhone's do rather than as a plain rotation of the four edges: on a phone
/// with a home indicator (a bottom inset), landscape moves the sensor housing's inset to both
/// sides (left and right take the portrait top), the status bar goes (top 0) and the home
/// indicator keeps 21 points at the bottom — (47, 0, 34, 0) becomes (0, 47, 21, 47). A phone
/// with a home button hides its status bar in landscape: no insets. An iPad keeps its status
/// bar and home indicator along the top and bottom in every orientation: the same insets.
/// Upside down, the portrait insets stay (iPhones with a notch do not turn upside down).
enum _ScreenSafeArea {
    /// The home indicator's inset at the bottom of a phone in landscape.
    static let landscapeHomeIndicatorInset: CGFloat = 21

    /// The insets for `orientation`, from the `portrait` ones, on a device of `idiom`.
    static func insets(
        portrait: UIEdgeInsets, orientation: UIInterfaceOrientation,
        idiom: UIUserInterfaceIdiom
    ) -> UIEdgeInsets {
        guard orientation.isLandscape, idiom == .phone else { return portrait }
        guard portrait.bottom > 0 else { return .zero }
        let housing = max(portrait.top, portrait.left, portrait.right)
        return UIEdgeInsets(top: 0, left: housing, bottom: landscapeHomeIndicatorInset, right: housing)
    }
}

extension UIApplication {
    /// The screen's safe-area insets now: the host's portrait insets turned with the interface.
    var _screenSafeAreaInsets: UIEdgeInsets {
        _ScreenSafeArea.insets(
            portrait: _session.screenSafeAreaInsets,
            orientation: _environment.interfaceOrientation,
            idiom: UIDevice.current.userInterfaceIdiom)
    }
}
