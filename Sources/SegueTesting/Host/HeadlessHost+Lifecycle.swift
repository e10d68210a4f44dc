import Foundation
import OpenUIKit

/// The app's lifecycle and the device's orientation, as a test moves them.
extension HeadlessHost {
    /// Sends the app to the background, as pressing the home button does: from active it
    /// resigns active first. Posts `UIApplication.willResignActiveNotification` and
    /// `didEnterBackgroundNotification` (and the `UIScene` ones before them) on
    /// `NotificationCenter.default`; `applicationState` becomes `.background`.
    ///
    /// Time does not move, and animations and transitions keep running on the host's clock
    /// (UIKitBehaviour #245).
    public func enterBackground() {
        guard acceptsUse("enterBackground()", at: _CallSite()) else { return }
        UIApplication.shared._moveLifecycle(to: .background)
    }

    /// Brings the app back to the foreground and makes it active: posts
    /// `willEnterForegroundNotification`, then `didBecomeActiveNotification` (each after its
    /// `UIScene` counterpart).
    public func enterForeground() {
        guard acceptsUse("enterForeground()", at: _CallSite()) else { return }
        UIApplication.shared._moveLifecycle(to: .active)
    }

    /// Makes the app inactive while it stays on screen (an incoming call, Control Center):
    /// posts `willResignActiveNotification`. From the background, it comes to the
    /// foreground without becoming active.
    public func resignActive() {
        guard acceptsUse("resignActive()", at: _CallSite()) else { return }
        UIApplication.shared._moveLifecycle(to: .inactive)
    }

    /// Makes the app active again (from inactive or the background).
    public func becomeActive() {
        guard acceptsUse("becomeActive()", at: _CallSite()) else { return }
        UIApplication.shared._moveLifecycle(to: .active)
    }

    /// Turns the device to `orientation`, as a user turning the phone does.
    ///
    /// `UIDevice.current.orientation` takes it (posting `orientationDidChangeNotification`
    /// while generated). When the window's deciding controller (the root, or the controller
    /// presented full screen over it) supports the matching interface orientation and allows
    /// autorotation, the interface turns: the screen's width and height swap between
    /// portrait and landscape, controllers hear `viewWillTransition(to:with:)` with an
    /// animated coordinator (0.4 s per quarter turn, its `targetTransform` the turn), and the
    /// windows turn from the old orientation in that animation; advance the clock to see it
    /// (UIKitBehaviour #246, #247). A flat or unknown orientation turns only the device.
    ///
    /// - Returns: The interface's orientation afterwards.
    @discardableResult
    public func rotate(to orientation: UIDeviceOrientation) -> UIInterfaceOrientation {
        guard acceptsUse("rotate(to:)", at: _CallSite()) else { return .unknown }
        UIApplication.shared._deviceDidRotate(to: orientation)
        configuration.screenSize = UIScreen.main.bounds.size
        return UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.interfaceOrientation
            ?? .unknown
    }
}
