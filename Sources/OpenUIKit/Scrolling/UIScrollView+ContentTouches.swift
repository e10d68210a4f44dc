import Foundation

/// Holds touches back from the scroll view's content for `delay` (0.15 s), so that a drag
/// starting in that time never reaches the content (UIKit's `delaysContentTouches`).
///
/// It never recognizes: it delays the touches' began (`delaysTouchesBegan`) and fails when
/// the delay runs out or the touches lift, which delivers what it held. A pan that begins
/// first cancels the touches, so the content never hears of them.
@MainActor
final class _DelayedContentTouchesRecognizer: UIGestureRecognizer {
    /// How long the content's touches are held back, in seconds.
    static let delay: CFTimeInterval = 0.15

    weak var _scrollView: UIScrollView?
    private var generation = 0

    override init() {
        super.init()
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        guard let scrollView = _scrollView, scrollView.delaysContentTouches else {
            _scrollView?._contentTracksTouches = true
            state = .failed
            return
        }
        generation += 1
        let started = generation
        _changeState(to: .failed, after: _DelayedContentTouchesRecognizer.delay) { recognizer in
            guard let delayed = recognizer as? _DelayedContentTouchesRecognizer, delayed.generation == started else {
                return false
            }
            delayed._scrollView?._contentTracksTouches = true
            return true
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if _touches.allSatisfy({ touches.contains($0) }) { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if _touches.allSatisfy({ touches.contains($0) }) { state = .failed }
    }

    override func reset() {
        super.reset()
        generation += 1
    }

    /// Never prevents another recognizer (it never recognizes anyway) and never waits.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

extension UIScrollView {
    func _installDelayedTouchesRecognizer() {
        let recognizer = _DelayedContentTouchesRecognizer()
        recognizer._scrollView = self
        _delayedTouchesRecognizer = recognizer
        addGestureRecognizer(recognizer)
    }

    /// Whether the pan may take over its touches: yes unless the content already tracks them
    /// (the delay ran out, or there is none) and `canCancelContentTouches` is false or
    /// `touchesShouldCancel(in:)` refuses for the view they hit.
    func _mayTakeContentTouches(of pan: UIGestureRecognizer) -> Bool {
        guard _contentTracksTouches else { return true }
        for touch in pan._touchesSinceReset {
            guard let view = touch.view, view !== self, view.isDescendant(of: self) else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }
}
