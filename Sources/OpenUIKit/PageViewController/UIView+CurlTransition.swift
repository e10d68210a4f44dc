import Foundation

/// `UIView.transition(with:…)` with `.transitionCurlUp` and `.transitionCurlDown`, drawn with
/// the page curl (`_PageCurlView`, UIKitBehaviour #341) about the view's top edge.
///
/// Curl up: a picture of the old content lifts from the bottom edge and curls up over the top,
/// uncovering the new content. Curl down: a picture of the new content curls down from the top
/// over a picture of the old. The curl follows the options' curve over the duration, stepped
/// each frame on the media clock; the completion gets `true` (UIKitBehaviour #350).
extension UIView {
    static func _curlTransition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions, up: Bool,
        animations: (() -> Void)?, completion: ((Bool) -> Void)?
    ) {
        let size = view.bounds.size
        func picture(whitened: Bool = false, turned: Bool = true) -> CGImage? {
            _PageCurlPictures.picture(of: view, size: size, flipped: false, whitened: whitened, turned: turned)
        }
        let old = picture()
        let oldBack = picture(whitened: true)
        let oldUpright = up ? nil : picture(turned: false)
        if let animations { performWithoutAnimation(animations) }
        let overlay = UIView(frame: view.bounds)
        overlay.isUserInteractionEnabled = false
        let curl: _PageCurlView
        if up {
            curl = _PageCurlView(frame: view.bounds, front: old, back: oldBack, mirrored: false, vertical: true)
        } else {
            overlay.layer.contents = oldUpright
            curl = _PageCurlView(
                frame: view.bounds, front: picture(), back: picture(whitened: true), mirrored: false, vertical: true)
        }
        curl.clipsToBounds = true
        overlay.addSubview(curl)
        let (from, to): (CGFloat, CGFloat) = up ? (0, 1) : (1, 0)
        curl.progress = from
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        view._layer.addSublayer(overlay.layer)
        CATransaction.commit()
        let curve = options._timingFunction
        let begin = CACurrentMediaTime()
        let app = UIApplication.shared
        app._frameTickers.append { now in
            let t = min(1, max(0, (now - begin) / duration))
            curl.progress = from + (to - from) * CGFloat(curve._solve(forInput: t))
            guard t >= 1 else { return true }
            overlay.layer.removeFromSuperlayer()
            completion?(true)
            return false
        }
        app._host?.applicationNeedsFrame(app)
    }
}
