import Foundation

/// The timing a property animator runs its animations with, resolved for one duration:
/// progress as a function of time, its inverse, and the Core Animation animation that plays it.
@MainActor
struct _AnimatorCurve {
    private enum Kind {
        case cubic(CAMediaTimingFunction)
        case spring(SpringParameters)
    }

    private let kind: Kind
    /// How long the curve runs, in seconds.
    let length: TimeInterval

    /// Resolves `provider` for an animator of `duration` (springs may choose their own length).
    init(_ provider: any UITimingCurveProvider, duration: TimeInterval) {
        if provider.timingCurveType == .spring || provider.timingCurveType == .composed,
           let spring = provider.springTimingParameters {
            let (parameters, length) = spring._spring(forAnimatorDuration: duration)
            kind = .spring(parameters)
            self.length = length
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
        case .spring(let spring): return clamped >= 1 ? 1 : spring.fraction(at: clamped * length)
        }
    }

    /// The earliest time fraction at which the curve reaches `progress` (spec #126: scrubbed
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
                var low = previous, high = u
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
    func makeAnimation(keyPath: String, from: Any?, to: Any?, duration: TimeInterval) -> CABasicAnimation {
        let animation: CABasicAnimation
        switch kind {
        case .cubic(let function):
            animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = function
        case .spring(let spring):
            animation = CASpringAnimation._make(keyPath: keyPath, spring: spring)
        }
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        return animation
    }
}
