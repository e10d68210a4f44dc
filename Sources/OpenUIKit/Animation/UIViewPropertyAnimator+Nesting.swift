import Foundation

/// Running property animators made inside another animation block (UIKitBehaviour #135, #112).
extension UIViewPropertyAnimator {
    /// The property animators whose animation blocks are running, innermost last, with the
    /// view-animation block each has open.
    static var _recording: [(animator: UIViewPropertyAnimator, block: _ViewAnimationBlock)] = []

    /// The duration and timing of a running animator created with `duration` and `options`
    /// inside `parent` (nil outside any animating block): the parent's duration and curve,
    /// unless `.overrideInheritedDuration` / `.overrideInheritedCurve` keep the animator's own.
    static func _timing(
        duration: TimeInterval, options: UIView.AnimationOptions,
        inside parent: _ViewAnimationBlock?
    ) -> (TimeInterval, any UITimingCurveProvider) {
        let own = UICubicTimingParameters(animationCurve: options._curve)
        guard let parent else { return (duration, own) }
        let inheritedDuration = options.contains(.overrideInheritedDuration) ? duration : parent.duration
        // A property animator's block has no curve of its own to pass on.
        if options.contains(.overrideInheritedCurve) || parent.recordChange != nil { return (inheritedDuration, own) }
        switch parent.timing {
        case .curve(let function):
            return (inheritedDuration, _cubicParameters(for: function))
        case .spring(let spring, _):
            let velocity = CGVector(dx: spring.initialVelocity, dy: spring.initialVelocity)
            return (
                inheritedDuration,
                UISpringTimingParameters(
                    mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness), damping: CGFloat(spring.damping),
                    initialVelocity: velocity)
            )
        }
    }

    /// Parameters for `function`: the named curve it is, or its control points.
    static func _cubicParameters(for function: CAMediaTimingFunction) -> UICubicTimingParameters {
        let named: [UIView.AnimationCurve] = [.easeInOut, .easeIn, .easeOut, .linear]
        if let curve = named.first(where: { $0._timingFunction == function }) {
            return UICubicTimingParameters(animationCurve: curve)
        }
        var first: [Float] = [0, 0]
        var second: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &first)
        function.getControlPoint(at: 2, values: &second)
        return UICubicTimingParameters(
            controlPoint1: CGPoint(x: CGFloat(first[0]), y: CGFloat(first[1])),
            controlPoint2: CGPoint(x: CGFloat(second[0]), y: CGFloat(second[1])))
    }

    /// Runs `animations` inside `outer`'s block, so that `outer` tracks the changes; the
    /// receiver stays running while `outer` runs and completes with `outer`'s position.
    func _follow(_ outer: UIViewPropertyAnimator, running animations: () -> Void) {
        animations()
        state = .active
        isRunning = true
        outer.addCompletion { position in
            self.state = .inactive
            self.isRunning = false
            let completions = self._completions
            self._completions = []
            for completion in completions { completion(position) }
        }
    }
}
