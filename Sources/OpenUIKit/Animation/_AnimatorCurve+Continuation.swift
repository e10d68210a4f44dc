import Foundation

/// Curves made by continuing a paused animator with a spring (UIKitBehaviour #133): the spring takes
/// over from the value the view shows, so its velocity is relative to the distance that
/// remains, while the time before the continuation keeps the old curve (scrubbing, reversing
/// and finishing at `.start` still reach the original start values).
extension _AnimatorCurve {
    /// `before` until its time `split`, then `after` from `value` to the end value.
    ///
    /// The result lasts `split` + `after.length`; its progress is `before`'s until `split` and
    /// then rises from `before`'s progress there to 1 along `after`.
    init(continuing before: _AnimatorCurve, at split: Double, from value: Any?, with after: _AnimatorCurve) {
        let base = before.length > 0 ? before.progress(atTimeFraction: split / before.length) : 1
        self.init(
            kind: .continued(before: before, split: split, base: base, value: value, after: after),
            length: split + after.length)
    }

    /// A curve for an animator reversed at `before`'s time `split`: over 0…`end`, `spring`
    /// runs from `value` back to the start value, laid out backwards so that the animator,
    /// running in reverse from `end`, plays it forwards; after `end` comes the rest of `before`.
    ///
    /// `split` may lie outside `before` (a track not yet started or already ended); the
    /// spring then starts from the start or end value, and the rest of `before` is shifted to
    /// match.
    init(
        reversing before: _AnimatorCurve, at split: Double, from value: Any?, along spring: _AnimatorCurve,
        endingAt end: Double
    ) {
        let base = before.length > 0 ? before.progress(atTimeFraction: split / before.length) : 1
        self.init(
            kind: .reversed(before: before, split: split, base: base, value: value, spring: spring, end: end),
            length: end + max(before.length - split, 0))
    }

    /// The progress of a continuation at time `t` of the curve.
    func continuationProgress(at t: Double) -> Double {
        func fraction(_ time: Double, of curve: _AnimatorCurve) -> Double {
            curve.length > 0 ? time / curve.length : 1
        }
        switch kind {
        case .continued(let before, let split, let base, _, let after):
            if t < split { return before.progress(atTimeFraction: fraction(t, of: before)) }
            return base + (1 - base) * after.progress(atTimeFraction: fraction(t - split, of: after))
        case .reversed(let before, let split, let base, _, let spring, let end):
            if t < end { return base * (1 - spring.progress(atTimeFraction: fraction(end - t, of: spring))) }
            return before.progress(atTimeFraction: fraction(split + t - end, of: before))
        default:
            return progress(atTimeFraction: length > 0 ? t / length : 1)
        }
    }

    /// A group that plays a continuation from `from` to `to` (its duration and fill are set by
    /// the caller): the old curve's animation, overridden from the continuation on by the
    /// spring's.
    func continuationAnimation(keyPath: String, from: Any?, to: Any?) -> CAAnimation {
        let group = CAAnimationGroup()
        switch kind {
        case .continued(let before, let split, _, let value, let after):
            let old = before.makeAnimation(keyPath: keyPath, from: from, to: to, duration: before.length)
            let new = after.makeAnimation(keyPath: keyPath, from: value, to: to, duration: after.length)
            new.beginTime = split
            new.fillMode = .forwards  // before `split` the old curve shows
            group.animations = [old, new]
        case .reversed(let before, let split, _, let value, let spring, let end):
            let rest = before.makeAnimation(keyPath: keyPath, from: from, to: to, duration: before.length)
            rest.beginTime = end - split
            // Speed −1 from `end`: local time end − t, so the spring starts (at `value`) at `end`
            // and reaches the start value `spring.length` earlier, holding it before that.
            let back = spring.makeAnimation(keyPath: keyPath, from: value, to: from, duration: spring.length)
            back.speed = -1
            back.beginTime = end
            back.fillMode = .forwards
            group.animations = [rest, back]
        default:
            return makeAnimation(keyPath: keyPath, from: from, to: to, duration: length)
        }
        return group
    }
}
