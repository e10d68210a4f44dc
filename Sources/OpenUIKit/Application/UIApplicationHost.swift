import Foundation

/// What runs an application: a window system, a headless test host or an offline renderer.
///
/// Segue addition (UIKit's host is the operating system). A host attaches itself with
/// `UIApplication.shared.attach(_:)`, which resets the application's shared state, then calls
/// `UIApplication.shared.runFrame()` at each display refresh, after setting its clock to the
/// frame's time, and hands input over with `UIApplication.shared.queueTouch(…)`. The screen's
/// size and scale are read when the host attaches; when they change later (a live window the
/// user resizes), the host calls `UIApplication.shared.screenDidChangeSize(to:scale:)`.
@preconcurrency @MainActor
public protocol UIApplicationHost: AnyObject {
    /// The screen's size in points.
    var screenSize: CGSize { get }
    /// Pixels per point.
    var screenScale: CGFloat { get }
    /// The screen's unsafe edges (status bar, home indicator); zero by default.
    var safeAreaInsets: UIEdgeInsets { get }
    /// The media clock the application's animations read.
    var clock: any MediaClock { get }
    /// The display's refresh rate.
    var framesPerSecond: Int { get }
    /// Called when the application has work for a frame (a live host wakes up); optional.
    func applicationNeedsFrame(_ application: UIApplication)
    /// Called when an `async` call that started while this host was attached (`name`, as in
    /// `UIView.animate(withDuration:animations:)`) was abandoned because another host
    /// attached before its completion ran; optional. Runs in the abandoned caller's task.
    func application(_ application: UIApplication, abandonedAsyncCall name: String)
}

extension UIApplicationHost {
    /// No unsafe edges.
    public var safeAreaInsets: UIEdgeInsets { .zero }
    /// Does nothing: hosts that run frames continuously need no wake-up.
    public func applicationNeedsFrame(_ application: UIApplication) {}
    /// Writes a line to standard error.
    public func application(_ application: UIApplication, abandonedAsyncCall name: String) {
        _writeAbandonedAsyncCall(name)
    }
}
