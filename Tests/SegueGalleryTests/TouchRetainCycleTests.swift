import SegueTesting
import TestSupport
import Testing

/// A framework bug the gallery's leak checks ran into (fixed: a finished touch now lets go of
/// its event): every touch sequence leaked its `UITouch` and `UIEvent`, and through them the
/// window and everything in it.
///
/// `UIApplication._deliver` (Events/UIApplication+Touches.swift) delivers a touch in a
/// `UIEvent` whose touches contain the `UITouch` (`event._touches = [touch]`), and
/// `UIWindow._sendEvent` (Gestures/UIWindow+GestureDelivery.swift) stores that event in the
/// touch (`touch._gestureDelivery.event = event`): a retain cycle that nothing breaks after the
/// touch ends (a new touch only replaces `UIApplication._touchState`).
/// The touch holds its `window` and `view` strongly, so the window, its root view controller
/// and every view in the tree stay alive after the touch — even after a new `HeadlessHost`
/// resets the application. UIKit releases both when the touch ends. Fix: clear
/// `_gestureDelivery.event` (or the event's touches) when a touch ends or is cancelled, or hold
/// the event weakly in the delivery state.
///
/// The gallery's leak checks work around it by detaching the root controller from the window
/// before checking what outlives a run.
@MainActor
@Suite struct TouchRetainCycleTests {
    @Test func aTapReleasesTheWindowAndItsRootAfterwards() {
        weak var window: UIWindow?
        weak var root: UIViewController?
        do {
            let host = HeadlessHost(screenSize: CGSize(width: 100, height: 100))
            let controller = UIViewController()
            host.window.rootViewController = controller
            host.runUntilIdle()
            host.tap(at: CGPoint(x: 50, y: 50))
            host.runUntilIdle()
            window = host.window
            root = controller
        }
        _ = HeadlessHost(screenSize: CGSize(width: 10, height: 10))  // resets the application
        expectEqual(window, nil)
        expectEqual(root, nil)
    }

    /// Issue 18: the last touch no longer keeps the touched view tree alive until the next
    /// touch: once the finger lifts, a view that leaves the window goes, with no new host.
    @Test func aFinishedTouchLetsGoOfTheViewItTouched() {
        let host = HeadlessHost(screenSize: CGSize(width: 100, height: 100))
        weak var touched: UIView?
        weak var root: UIViewController?
        do {
            let controller = UIViewController()
            host.window.rootViewController = controller
            host.runUntilIdle()
            host.tap(at: CGPoint(x: 50, y: 50))
            host.runUntilIdle()
            touched = controller.view
            root = controller
            host.window.rootViewController = nil
            host.runUntilIdle()
        }
        expectEqual(touched, nil)
        expectEqual(root, nil)
    }
}
