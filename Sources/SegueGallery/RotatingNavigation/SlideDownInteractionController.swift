#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Drives the rotating-navigation demo's interactive pop with a downward pan: progress is how
/// far the finger moved down, divided by the height of the pan's view; lifting the finger past
/// one half finishes the pop, short of it cancels it.
///
/// The navigation delegate makes one when the pan begins (and vends it for that pop only);
/// `onEnd` tells the delegate when the finger is gone, so that it stops vending it — a later
/// pop from a button must run on its own.
@MainActor
final class SlideDownInteractionController: UIPercentDrivenInteractiveTransition {
    /// The fraction past which lifting the finger finishes the pop.
    static let finishThreshold: CGFloat = 0.5

    private weak var panGestureRecognizer: UIPanGestureRecognizer?
    private var target: UIGestureRecognizer.Target?
    private let onEnd: () -> Void

    /// Follows `panGestureRecognizer` until it ends, then calls `onEnd`.
    init(panGestureRecognizer: UIPanGestureRecognizer, onEnd: @escaping () -> Void) {
        self.panGestureRecognizer = panGestureRecognizer
        self.onEnd = onEnd
        super.init()
        target = panGestureRecognizer.addTarget { [weak self] recognizer in
            self?.panDidUpdate(recognizer)
        }
    }

    /// How far the finger has pulled the top screen down, 0…1.
    private func progress(of pan: UIPanGestureRecognizer) -> CGFloat {
        let height = pan.view?.bounds.height ?? 1
        return min(max(pan.translation(in: pan.view).y / max(height, 1), 0), 1)
    }

    private func panDidUpdate(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return }
        switch pan.state {
        case .began, .changed:
            update(progress(of: pan))
        case .ended:
            if progress(of: pan) > Self.finishThreshold { finish() } else { cancel() }
            end()
        case .cancelled, .failed:
            cancel()
            end()
        default:
            break
        }
    }

    private func end() {
        panGestureRecognizer?.removeTarget(target)
        target = nil
        onEnd()
    }
}
