import Foundation

/// The two driving mechanisms of `UIPercentDrivenInteractiveTransition` (UIKitBehaviour #44–#47).
extension UIPercentDrivenInteractiveTransition {
    func _start(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? _TransitionContext else {
            UIView._report("UIPercentDrivenInteractiveTransition: started with a context Segue did not make; ignored")
            return
        }
        _context = context
        _percentComplete = 0
        _duration = CGFloat(context.transitionDuration)
        context.animator.animateTransition(using: context)
        guard context.phase == .running else { return }  // completed inside animateTransition
        let candidate = context.animator.interruptibleAnimator(using: context)
        if !(candidate is _NoInterruptibleAnimator) {
            _interruptible = candidate
            if context.isInteractive { candidate.pauseAnimation() } else { candidate.startAnimation() }
            _applyEndBeforeStart()
            return
        }
        guard context.isInteractive else { return }
        _scrubbedLayers = [context.containerView.layer] + context.alongsideViews.map(\.layer)
        _scrubbedTimings = _scrubbedLayers.map(_LayerTiming.init)
        for layer in _scrubbedLayers {
            layer.speed = 0
            layer.timeOffset = 0
        }
        _applyEndBeforeStart()
    }

    /// Ends the transition as the edge gesture that asked for it already ended.
    private func _applyEndBeforeStart() {
        guard let cancelled = _endBeforeStart else { return }
        _endBeforeStart = nil
        _end(cancelled: cancelled)
    }

    /// The transition completed (while this controller still drove it, or after `finish()` or
    /// `cancel()` ran its scrub to the end): the scrubbed layers get back the timing they had
    /// before the transition — for UIKit's own layers `speed` 1 and `timeOffset` 0, as in UIKit
    /// (UIKitBehaviour #45) — and the controller lets go of the transition.
    func _transitionCompleted(_ context: _TransitionContext) {
        guard _context === context else { return }
        for (layer, timing) in zip(_scrubbedLayers, _scrubbedTimings) { timing.restore(layer) }
        _scrubbedLayers = []
        _scrubbedTimings = []
        _interruptible = nil
        _context = nil
    }

    func _update(_ percent: CGFloat) {
        guard percent.isFinite else {
            UIView._report("UIPercentDrivenInteractiveTransition.update: ignored a non-finite percent \(percent)")
            return
        }
        guard let context = _context else { return }
        _percentComplete = max(percent, 0)  // UIKitBehaviour #37c
        context.updateInteractiveTransition(percent)
        guard context.isInteractive else { return }
        let clamped = min(max(percent, 0), 1)
        if let animator = _interruptible {
            animator.fractionComplete = clamped
        } else {
            for layer in _scrubbedLayers { layer.timeOffset = Double(clamped * _duration) }
        }
    }

    func _end(cancelled: Bool) {
        guard let context = _context, context.isInteractive else { return }
        if cancelled { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
        let speed = completionSpeed > 0 ? completionSpeed : 1
        let progress = min(max(_percentComplete, 0), 1)
        if let animator = _interruptible {
            animator.isReversed = cancelled
            if timingCurve == nil && speed == 1 {
                animator.startAnimation()
            } else {
                let factor = (cancelled ? progress : 1 - progress) / speed
                animator.continueAnimation(withTimingParameters: timingCurve, durationFactor: factor)
            }
            return
        }
        let start = Double(progress * _duration)
        let target = cancelled ? 0 : Double(_duration)
        _runScrubbedCompletion(from: start, to: target, seconds: abs(target - start) / Double(speed))
    }

    func _pause() {
        guard let context = _context else { return }
        context.pauseInteractiveTransition()
        guard context.isInteractive, let animator = _interruptible else { return }
        animator.pauseAnimation()
        _percentComplete = animator.fractionComplete
    }

    /// Moves the scrubbed layers' time from `from` to `to` over `seconds` of media time with
    /// `completionCurve`, one frame at a time; then lets the layers' time run again (speed 1)
    /// from the end of the transition's animations, so that they end in that frame and the
    /// animator's completion calls `completeTransition(_:)` (UIKitBehaviour #45).
    ///
    /// The offset that makes the layers' time continue from the end lasts only until the
    /// transition completes: then the layers get their timing from before the transition back
    /// (`_transitionCompleted(_:)`), as UIKit sets `timeOffset` back to 0. A container that
    /// stays (a presentation's) would otherwise keep a clock behind media time, and an
    /// animation given a begin time on the media clock there would wait that long to start.
    private func _runScrubbedCompletion(from: Double, to: Double, seconds: Double) {
        let layers = _scrubbedLayers
        weak let context = _context
        let curve = completionCurve._options._curve._timingFunction
        let begin = CACurrentMediaTime()
        let end = Double(_duration)
        UIApplication.shared._frameTickers.append { now in
            // Completed meanwhile (an animator that completes early): its timing is back.
            guard let context, context.phase != .completed else { return false }
            let u = seconds > 0 ? min(max((now - begin) / seconds, 0), 1) : 1
            let offset = from + (to - from) * curve._solve(forInput: u)
            guard u >= 1 else {
                for layer in layers { layer.timeOffset = offset }
                return true
            }
            for layer in layers {
                let parentTime = layer.superlayer?.convertTime(now, from: nil) ?? now
                layer.speed = 1
                layer.timeOffset = end - (parentTime - layer.beginTime)
            }
            return false
        }
        UIApplication.shared._host?.applicationNeedsFrame(UIApplication.shared)
    }
}
