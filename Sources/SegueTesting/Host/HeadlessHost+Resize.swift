import Foundation
import OpenUIKit

extension HeadlessHost {
    /// Resizes the screen, as a user resizing a live window does: view controllers hear
    /// `viewWillTransition(to:with:)` and the windows that filled the screen, `window` among
    /// them, take the new size.
    ///
    /// Calls `UIApplication.shared.screenDidChangeSize(to:scale:)` (see it for the order of
    /// events), then takes the screen's size and scale as its own, so `screenSize`,
    /// `screenScale` and `render()` follow. A size or scale that is not positive and finite is
    /// reported in `reports` and changes nothing. Time does not move: the change happens
    /// within the current turn of the main loop.
    ///
    /// - Parameters:
    ///   - size: The screen's new size in points.
    ///   - scale: The screen's new scale; nil keeps the current one.
    public func resize(to size: CGSize, scale: CGFloat? = nil) {
        guard acceptsUse("resize(to:scale:)", at: _CallSite()) else { return }
        UIApplication.shared.screenDidChangeSize(to: size, scale: scale)
        configuration.screenSize = UIScreen.main.bounds.size
        configuration.screenScale = UIScreen.main.scale
    }
}
