import Foundation

/// The timing a property animator runs its animations with, resolved for one duration:
/// progress as a function of time, its inverse, and the Core Animation animation that plays it.
@MainActor
struct _AnimatorCurve {
    indirect enum Kind {
        case cubic(CAMediaTimingFunction)
        case spring(SpringParameters)
        /// A point moved by one spring per axis, each with its own initial velocity (UIKitBehaviour #114).
        case pointSprings(x: SpringParameters, y: SpringParameters)
        /// `before` until its time `split` (progress `base`), then `after` from `value`, the
        /// value shown there (a spring continuation, UIKitBehaviour #133).
        case continued(before: _AnimatorCurve, split: Double, base: Double, value: Any?, after: _AnimatorCurve)
        /// Until `end`: `spring` from `value` (progress `base`, `before` at `split`) back to the
        /// start value, played backwards so that it reaches `value` at `end`; then `before` from
        /// `split` on (a reversed spring continuation, UIKitBehaviour #133, #127).
        case reversed(
            before: _AnimatorCurve, split: Double, base: Double, value: Any?, spring: _AnimatorCurve, end: Double)
    }

    let kind: Kind
    /// How long the curve runs, in seconds.
    let length: TimeInterval

    init(kind: Kind, length: TimeInterval) {
        self.kind = kind
        self.length = length
    }

    /// Resolves `provider` for an animator of `duration` (springs may choose their own length).
    ///
    /// With `perAxis` (for a layer's position), a spring whose velocity differs between the
    /// axes becomes two springs: `dx` starts the x motion and `dy` the y motion (UIKitBehaviour #114).
    init(_ provider: any UITimingCurveProvider, duration: TimeInterval, perAxis: Bool = false) {
        if provider.timingCurveType == .spring || provider.timingCurveType == .composed,
            let spring = provider.springTimingParameters
        {
            let (parameters, length) = spring._spring(forAnimatorDuration: duration)
            let velocity = spring.initialVelocity
            if perAxis, velocity.dy != velocity.dx {
                let (vertical, verticalLength) = spring._spring(
                    forAnimatorDuration: duration, velocity: Double(velocity.dy))
                kind = .pointSprings(x: parameters, y: vertical)
                self.length = max(length, verticalLength)
            } else {
                kind = .spring(parameters)
                self.length = length
            }
        } else {
            kind = .cubic(provider.cubicTimingParameters?._function ?? CAMediaTimingFunction(name: .easeInEaseOut))
            self.length = duration
        }
    }

    /// Progress (0 at the start, 1 at the end) at time fraction `u` of the curve.
    func progress(atTimeFraction u: Double) -> Double {
        let clamped = min(max(u, 0), 1)
        switch kind {
        case .cubic(let function): return Double(function._solve(forInput: clamped))
        case .spring(let spring), .pointSprings(let spring, _):
            return clamped >= 1 ? 1 : spring.fraction(at: clamped * length)
        case .continued, .reversed:
            return continuationProgress(at: clamped * length)
        }
    }

    /// The earliest time fraction at which the curve reaches `progress` (UIKitBehaviour #126: scrubbed
    /// progress maps back to a time on the curve).
    func timeFraction(forProgress progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        // The first sample at or past the target brackets the earliest crossing.
        let samples = 256
        var previous = 0.0
        for index in 1...samples {
            let u = Double(index) / Double(samples)
            if self.progress(atTimeFraction: u) >= progress {
                var low = previous
                var high = u
                for _ in 0..<60 {
                    let mid = (low + high) / 2
                    if self.progress(atTimeFraction: mid) >= progress { high = mid } else { low = mid }
                }
                return (low + high) / 2
            }
            previous = u
        }
        return 1
    }

    /// A Core Animation animation of `keyPath` from `from` to `to` playing this curve over
    /// `duration` seconds.
    func makeAnimation(keyPath: String, from: Any?, to: Any?, duration: TimeInterval) -> CAAnimation {
        let animation: CAAnimation
        switch kind {
        case .cubic(let function):
            let basic = CABasicAnimation(keyPath: keyPath)
            basic.timingFunction = function
            basic.fromValue = from
            basic.toValue = to
            animation = basic
        case .spring(let spring):
            animation = Self.spring(spring, keyPath: keyPath, from: from, to: to)
        case .pointSprings(let x, let y):
            guard let start = from as? CGPoint, let end = to as? CGPoint else {
                animation = Self.spring(x, keyPath: keyPath, from: from, to: to)
                break
            }
            let group = CAAnimationGroup()
            group.animations = [
                Self.spring(x, keyPath: keyPath + ".x", from: Double(start.x), to: Double(end.x)),
                Self.spring(y, keyPath: keyPath + ".y", from: Double(start.y), to: Double(end.y))
            ]
            animation = group
        case .continued, .reversed:
            animation = continuationAnimation(keyPath: keyPath, from: from, to: to)
        }
        animation.duration = duration
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        return animation
    }

    /// A spring animation of `keyPath` that lasts as long as its group (or its own duration,
    /// set by the caller) and holds its values outside it.
    static func spring(_ spring: SpringParameters, keyPath: String, from: Any?, to: Any?) -> CABasicAnimation {
        let animation = CASpringAnimation._make(keyPath: keyPath, spring: spring)
        animation.fromValue = from
        animation.toValue = to
        animation.fillMode = .both
        return animation
    }
}
