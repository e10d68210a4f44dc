import OpenUIKit

/// Drives the dismissal while the drawer is dragged down, then finishes or cancels it.
final class DrawerInteractionController: UIPercentDrivenInteractiveTransition {
    weak var drawer: UIViewController?
    weak var delegate: DrawerDelegate?
    private(set) var isInteracting = false

    private var displayLink: CADisplayLink?
    private var lastTranslation: CGFloat = 0
    private var velocity: CGFloat = 0

    func handlePan(_ recognizer: VerticalPanGestureRecognizer) {
        guard let drawer = drawer, let view = recognizer.view else { return }
        let height = max(view.bounds.height, 1)
        let translation = max(recognizer.translation(in: view.superview).y, 0)

        switch recognizer.state {
        case .began:
            isInteracting = true
            lastTranslation = 0
            startSampling()
            drawer.dismiss(animated: true, completion: nil)
        case .changed:
            lastTranslation = translation
            update(translation / height)
        case .ended:
            stopSampling()
            isInteracting = false
            let threshold = delegate?.drawerDismissThreshold(drawer) ?? 0.3
            // A quick flick dismisses even a short drag.
            if percentComplete > threshold || velocity > 800 {
                finish()
            } else {
                cancel()
            }
        case .cancelled, .failed:
            stopSampling()
            isInteracting = false
            cancel()
        default:
            break
        }
    }

    // MARK: - Velocity sampling, once a frame

    private func startSampling() {
        displayLink?.invalidate()
        let link = CADisplayLink { link in self.sample(link) }
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    private func stopSampling() {
        displayLink?.invalidate()
        displayLink = nil
    }

    private var previousTranslation: CGFloat = 0

    private func sample(_ link: CADisplayLink) {
        let elapsed = link.targetTimestamp - link.timestamp
        guard elapsed > 0 else { return }
        velocity = (lastTranslation - previousTranslation) / CGFloat(elapsed)
        previousTranslation = lastTranslation
    }
}
