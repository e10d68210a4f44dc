import Foundation

/// Transitions of a whole view: `transition(with:…)` and `transition(from:to:…)`.
///
/// The view's content before the change is frozen into an overlay layer on top of the view's
/// own sublayers; the changes are then made (without animation, unless `.allowAnimatedContent`)
/// and the overlay animates away:
/// - `.transitionCrossDissolve`: the overlay fades from opaque to transparent over the duration.
/// - the flips: the view turns edge-on about its vertical (left/right) or horizontal (top/bottom)
///   axis over the first half, showing the old content, and turns back from the other side over
///   the second half, showing the new content, with perspective. Each half follows the
///   options' curve. (UIKit does not document the perspective or how the curve is split; Segue
///   uses an eye distance of 1000 points, UNCONFIRMED.)
///
/// Without a transition option the changes animate as in `animate(withDuration:…)`.
extension UIView {
    /// Runs `animations` as a transition of `view` with the transition in `options`, then calls `completion`.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let kind = _TransitionKind(options)
        guard kind != .none, duration.isFinite, duration > 0, _animationsEnabled,
            !(_animationStack.last.map { !$0.isAnimating } ?? false)
        else {
            if kind != .none, !duration.isFinite {
                _report("UIView.transition: ignored a non-finite duration \(duration)")
            }
            _animate(
                duration: kind == .none ? duration : 0, delay: 0, options: options,
                timing: .curve(options._timingFunction), animations: animations ?? {}, completion: completion)
            return
        }
        if kind == .curl {
            // Drawn with the page curl (PageViewController/UIView+CurlTransition.swift).
            let up = (options.rawValue >> 20) & 0xF == 3
            return _curlTransition(
                with: view, duration: duration, options: options, up: up,
                animations: animations, completion: completion)
        }
        let overlay = view._frozenContentLayer(keepsOpacity: false)
        if options.contains(.allowAnimatedContent) {
            animate(withDuration: duration, delay: 0, options: options._withoutTransition, animations: animations ?? {})
        } else if let animations {
            performWithoutAnimation(animations)
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        view._layer.addSublayer(overlay)
        CATransaction.commit()
        let group = _ViewAnimationCompletion { finished in
            overlay.removeFromSuperlayer()
            completion?(finished)
        }
        let curve = options._timingFunction
        let block = _ViewAnimationBlock(
            isAnimating: true, duration: duration, delay: 0, timing: .curve(curve),
            options: options, completion: group)
        switch kind {
        case .crossDissolve:
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = duration
            fade.timingFunction = curve
            block.add(_holdingEnd(fade), to: overlay, forKey: "UIViewTransitionDissolve")
        case .flip(let axis, let sign):
            _addFlip(to: view, overlay: overlay, axis: axis, sign: sign, duration: duration, curve: curve, block: block)
        case .none, .curl:
            break
        }
        group.seal()
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (or, with
    /// `.showHideTransitionViews`, hides `fromView` and shows `toView`) as a transition of that
    /// superview, then calls `completion`.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval,
        options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            _report("UIView.transition(from:to:): fromView has no superview; nothing to transition")
            _animate(
                duration: 0, delay: 0, options: [], timing: .curve(CAMediaTimingFunction(name: .linear)),
                animations: {}, completion: completion)
            return
        }
        transition(
            with: container, duration: duration, options: options,
            animations: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else {
                    if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }

    /// The flip: the view turns edge-on in the first half, then back from the other side while
    /// the overlay with the old content is hidden.
    private static func _addFlip(
        to view: UIView, overlay: CALayer, axis: (CGFloat, CGFloat), sign: CGFloat,
        duration: TimeInterval, curve: CAMediaTimingFunction, block: _ViewAnimationBlock
    ) {
        let model = view._layer.transform
        func turned(_ angle: CGFloat) -> CATransform3D {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 1000
            return CATransform3DConcat(model, CATransform3DRotate(perspective, angle, axis.0, axis.1, 0))
        }
        let half = duration / 2
        let now = view._layer.convertTime(CACurrentMediaTime(), from: nil)
        let away = CABasicAnimation(keyPath: "transform")
        away.fromValue = turned(0)
        away.toValue = turned(sign * .pi / 2)
        away.duration = half
        away.timingFunction = curve
        let back = CABasicAnimation(keyPath: "transform")
        back.fromValue = turned(-sign * .pi / 2)
        back.toValue = turned(0)
        back.beginTime = now + half
        back.duration = half
        back.timingFunction = curve
        let hide = CAKeyframeAnimation(keyPath: "opacity")
        hide.values = [1, 0]
        hide.keyTimes = [0, 0.5, 1]
        hide.calculationMode = .discrete
        hide.duration = duration
        block.add(away, to: view._layer, forKey: "UIViewTransitionFlipAway")
        block.add(back, to: view._layer, forKey: "UIViewTransitionFlipBack")
        block.add(_holdingEnd(hide), to: overlay, forKey: "UIViewTransitionFlipHide")
    }

    /// Keeps an overlay animation's end value until the transition's completion removes the overlay.
    private static func _holdingEnd(_ animation: CAAnimation) -> CAAnimation {
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        return animation
    }
}

/// The transition an options value asks for (bits 20–23).
enum _TransitionKind: Equatable {
    case none, crossDissolve, curl
    /// A flip about the axis (x, y) whose first half turns by `sign` × 90°.
    case flip(axis: (CGFloat, CGFloat), sign: CGFloat)

    init(_ options: UIView.AnimationOptions) {
        switch (options.rawValue >> 20) & 0xF {
        case 1: self = .flip(axis: (0, 1), sign: 1)  // from left: the left edge comes forward
        case 2: self = .flip(axis: (0, 1), sign: -1)  // from right
        case 3, 4: self = .curl
        case 5: self = .crossDissolve
        case 6: self = .flip(axis: (1, 0), sign: -1)  // from top: the top edge comes forward
        case 7: self = .flip(axis: (1, 0), sign: 1)  // from bottom
        default: self = .none
        }
    }

    static func == (a: _TransitionKind, b: _TransitionKind) -> Bool {
        switch (a, b) {
        case (.none, .none), (.crossDissolve, .crossDissolve), (.curl, .curl): return true
        case (.flip(let axisA, let signA), .flip(let axisB, let signB)): return axisA == axisB && signA == signB
        default: return false
        }
    }
}

extension UIView.AnimationOptions {
    /// The options without the transition bits.
    var _withoutTransition: UIView.AnimationOptions { UIView.AnimationOptions(rawValue: rawValue & ~(0xF << 20)) }
}
