import Foundation

/// The status bar as `UIApplication` answered it before scenes: deprecated, still answered
/// from the window scene's `UIStatusBarManager` (UIKitBehaviour #248).
extension UIApplication {
    /// The status bar's frame; `.zero` while hidden.
    @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect { _windowScene.statusBarManager?.statusBarFrame ?? .zero }

    /// The status bar's style, as the view controllers decide it. Setting it does nothing but
    /// report: the status bar's appearance is view-controller based, as in apps that do not
    /// opt out with `UIViewControllerBasedStatusBarAppearance`.
    @available(iOS, deprecated: 9.0, message: "Use -[UIViewController preferredStatusBarStyle]")
    public var statusBarStyle: UIStatusBarStyle {
        get { _windowScene.statusBarManager?.statusBarStyle ?? .default }
        set {
            UIView._report(
                "UIApplication.statusBarStyle: ignored; the status bar's appearance is decided by view controllers (preferredStatusBarStyle)"
            )
        }
    }

    /// Whether the status bar is hidden. Setting it does nothing but report (see `statusBarStyle`).
    @available(iOS, deprecated: 9.0, message: "Use -[UIViewController prefersStatusBarHidden]")
    public var isStatusBarHidden: Bool {
        get { _windowScene.statusBarManager?.isStatusBarHidden ?? false }
        set {
            UIView._report(
                "UIApplication.isStatusBarHidden: ignored; the status bar's appearance is decided by view controllers (prefersStatusBarHidden)"
            )
        }
    }

    /// The interface's orientation.
    @available(iOS, deprecated: 13.0, message: "Use the interfaceOrientation property of the window scene instead.")
    public var statusBarOrientation: UIInterfaceOrientation { _windowScene.interfaceOrientation }

    /// How long the status bar takes to turn with a quarter turn of the interface.
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    public var statusBarOrientationAnimationDuration: TimeInterval { 0.4 }

    /// Posted before the interface turns; `userInfo[statusBarOrientationUserInfoKey]` is the new orientation.
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    public nonisolated static let willChangeStatusBarOrientationNotification = NSNotification.Name(
        "UIApplicationWillChangeStatusBarOrientationNotification")
    /// Posted after the interface turned; `userInfo[statusBarOrientationUserInfoKey]` is the old orientation.
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    public nonisolated static let didChangeStatusBarOrientationNotification = NSNotification.Name(
        "UIApplicationDidChangeStatusBarOrientationNotification")
    /// Posted before the status bar's frame changes; `userInfo[statusBarFrameUserInfoKey]` is the new frame.
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    public nonisolated static let willChangeStatusBarFrameNotification = NSNotification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the status bar's frame changed; `userInfo[statusBarFrameUserInfoKey]` is the old frame.
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    public nonisolated static let didChangeStatusBarFrameNotification = NSNotification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")
    /// The `userInfo` key of an orientation (an `NSNumber` of its raw value).
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    public nonisolated static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"
    /// The `userInfo` key of a frame (an `NSValue` of the rect).
    @available(iOS, deprecated: 13.0, message: "Use viewWillTransitionToSize:withTransitionCoordinator: instead.")
    public nonisolated static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"

    /// The layer of the status bar hosts draw over the key window.
    package var _statusBarLayerForDrawing: CALayer? { _windowScene.statusBarManager?._viewForDrawing.layer }

    /// Posts the frame notifications of a status bar that was shown, hidden or turned.
    func _statusBarFrameDidChange(from old: CGRect, to new: CGRect) {
        let center = NotificationCenter.default
        center.post(
            name: UIApplication.willChangeStatusBarFrameNotification, object: self,
            userInfo: [UIApplication.statusBarFrameUserInfoKey: NSValue(cgRect: new)])
        center.post(
            name: UIApplication.didChangeStatusBarFrameNotification, object: self,
            userInfo: [UIApplication.statusBarFrameUserInfoKey: NSValue(cgRect: old)])
    }
}
