import Foundation

/// The gestures that dismiss a zoomed controller interactively (UIKitBehaviour #398): a drag
/// down anywhere on its view, or a pinch in. A navigation controller's edge swipe pops it too,
/// scrubbing the zoom back (the edge gesture's own interaction controller).
///
/// A drag begins when it moves more down than sideways; a pinch always. The zoom options'
/// `interactiveDismissShouldBegin`, when set, gets that decision as `willBegin` and has the
/// last word. Nothing begins while the controller is not the one on top (of its navigation
/// stack, or of the presentations), while a transition runs, or when `isModalInPresentation`.
/// On release the dismissal completes when the finger moved down by a quarter of the view's
/// height or flicked down faster than 300 points per second, or the pinch closed below 0.75
/// (or faster than 0.5 per second); otherwise it springs back (the thresholds are UNCONFIRMED).
@MainActor
final class _ZoomDismissInteraction: NSObject, UIGestureRecognizerDelegate {
    private weak var controller: UIViewController?
    private(set) var isNavigation: Bool
    private let pan = UIPanGestureRecognizer()
    private let pinch = UIPinchGestureRecognizer()
    private var driver: _ZoomInteractiveDriver?
    /// The driver of the dismissal a gesture is starting, handed to the zoom-out it starts.
    private var pendingDriver: _ZoomInteractiveDriver?
    /// Where the gesture began, in window coordinates.
    private var start = CGPoint.zero
    /// The window's height when the gesture began.
    private var height: CGFloat = 1

    private init(controller: UIViewController, isNavigation: Bool) {
        self.controller = controller
        self.isNavigation = isNavigation
        super.init()
        for gesture in [pan, pinch] as [UIGestureRecognizer] {
            gesture.delegate = self
            gesture.addTarget { [weak self] recognizer in self?.changed(recognizer) }
        }
    }

    /// Gives `controller`, just zoomed in, its dismissal gestures (once).
    static func install(on controller: UIViewController, isNavigation: Bool) {
        if let existing = controller._zoomDismissInteraction {
            existing.isNavigation = isNavigation
            return
        }
        let interaction = _ZoomDismissInteraction(controller: controller, isNavigation: isNavigation)
        controller._zoomDismissInteraction = interaction
        controller.view.addGestureRecognizer(interaction.pan)
        controller.view.addGestureRecognizer(interaction.pinch)
    }

    /// The interaction controller for a zoom out of `controller` starting now: the driver of the
    /// gesture that asked for it, if one did.
    static func takeDriver(of controller: UIViewController) -> _ZoomInteractiveDriver? {
        guard let interaction = controller._zoomDismissInteraction else { return nil }
        defer { interaction.pendingDriver = nil }
        return interaction.pendingDriver
    }

    // MARK: Beginning

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let controller, let zoom = controller.preferredTransition, zoom._isZoom, driver == nil else {
            return false
        }
        let grabsZoomIn = zoomIn(of: controller) != nil
        guard grabsZoomIn || canDismiss(controller) else { return false }
        let velocity: CGVector
        let willBegin: Bool
        if gestureRecognizer === pan {
            let v = pan.velocity(in: nil)
            velocity = CGVector(dx: v.x, dy: v.y)
            // A zoom in running is grabbed by any drag; a dismissal starts with one going down.
            willBegin = grabsZoomIn || (v.y > 0 && v.y > abs(v.x))
        } else {
            velocity = CGVector(dx: 0, dy: 0)
            willBegin = true
        }
        guard let ask = zoom._zoomOptions?.interactiveDismissShouldBegin else { return willBegin }
        let location = gestureRecognizer.location(in: controller.view)
        return ask(.init(location: location, velocity: velocity, willBegin: willBegin))
    }

    /// The running zoom in that brings `controller` in, if there is one.
    private func zoomIn(of controller: UIViewController) -> _TransitionContext? {
        guard let context = controller.transitionCoordinator as? _TransitionContext,
            let zoom = context.animator as? _ZoomTransitionAnimator, zoom.isZoomingIn,
            context.viewController(forKey: .to) === controller, !context.isInteractive
        else { return nil }
        return context
    }

    /// Whether `controller` is the one a dismissal would take away now.
    private func canDismiss(_ controller: UIViewController) -> Bool {
        guard driver == nil, controller.transitionCoordinator == nil, !controller.isModalInPresentation else {
            return false
        }
        if isNavigation {
            guard let navigation = controller.navigationController else { return false }
            return navigation.topViewController === controller && navigation.viewControllers.count > 1
                && !navigation._transitionInFlight && controller.presentedViewController == nil
        }
        return controller.presentingViewController != nil && controller.presentedViewController == nil
            && !controller.isBeingPresented && !controller.isBeingDismissed
    }

    // MARK: Driving

    private func changed(_ gesture: UIGestureRecognizer) {
        guard let controller else { return }
        switch gesture.state {
        case .began:
            // The height the progress is measured against, before the zoom changes the view.
            height = max(controller.view.window?.bounds.height ?? controller.view.bounds.height, 1)
            start = gesture.location(in: nil)
            let started = _ZoomInteractiveDriver(anchorInWindow: start)
            if let running = zoomIn(of: controller) {
                driver = started.interrupt(running) ? started : nil
                return
            }
            driver = started
            pendingDriver = started
            if isNavigation {
                controller.navigationController?.popViewController(animated: true)
            } else {
                controller.presentingViewController?.dismiss(animated: true)
            }
            // A pop starts on the next turn, a dismissal at once: a driver nothing took by the
            // end of the next turn belongs to no transition.
            UIApplication.shared._performOnNextTurn { [weak self] in
                guard let self, pendingDriver === started else { return }
                pendingDriver = nil
                driver = nil
            }
        case .changed:
            driver?.update(translation: translation(of: gesture), collapse: collapse(of: gesture))
        case .ended:
            driver?.end(collapsing: collapses(gesture))
            driver = nil
        case .cancelled, .failed:
            driver?.end(collapsing: false)
            driver = nil
        default:
            break
        }
    }

    private func translation(of gesture: UIGestureRecognizer) -> CGPoint {
        if gesture === pan { return pan.translation(in: nil) }
        let location = gesture.location(in: nil)
        return CGPoint(x: location.x - start.x, y: location.y - start.y)
    }

    /// How much more collapsed the gesture asks the zoom to be: the drag's way down (up, when
    /// it grabbed a zoom in) over the window's height, or how far the pinch closed.
    private func collapse(of gesture: UIGestureRecognizer) -> CGFloat {
        if gesture === pan { return pan.translation(in: nil).y / height }
        return 1 - min(pinch.scale, 1)
    }

    private func collapses(_ gesture: UIGestureRecognizer) -> Bool {
        if gesture === pan {
            let velocity = pan.velocity(in: nil).y
            if velocity < -Self.flickVelocity { return false }
            return pan.translation(in: nil).y > height / 4 || velocity > Self.flickVelocity
        }
        return pinch.scale < 0.75 || pinch.velocity < -0.5
    }

    static let flickVelocity: CGFloat = 300
}
