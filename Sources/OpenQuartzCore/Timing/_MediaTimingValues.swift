import Foundation

/// A snapshot of the eight `CAMediaTiming` values and the maths that maps parent time to local time.
struct _MediaTimingValues: Equatable {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    /// The fill mode, kept as two flags so the per-frame maths compares no strings.
    var fillsForwards = false
    var fillsBackwards = false

    /// The fill mode the flags stand for (a custom raw value reads back as its nearest flags).
    var fillMode: CAMediaTimingFillMode {
        get {
            switch (fillsBackwards, fillsForwards) {
            case (true, true): return .both
            case (false, true): return .forwards
            case (true, false): return .backwards
            case (false, false): return .removed
            }
        }
        set {
            fillsForwards = newValue.fillsForwards
            fillsBackwards = newValue.fillsBackwards
        }
    }

    /// A point on an object's simple timeline: `time` in `0…duration` and the repeat `iteration`.
    struct LocalTime: Equatable {
        var time: CFTimeInterval
        var iteration: Int
    }

    /// Local active time: `(parentTime − beginTime) × speed + timeOffset` (UIKitBehaviour #138).
    @inline(__always)
    func activeTime(fromParent parentTime: CFTimeInterval) -> CFTimeInterval {
        (parentTime - beginTime) * Double(speed) + timeOffset
    }

    /// Parent time for a local active time: the inverse of `activeTime(fromParent:)`.
    ///
    /// With `speed == 0` every parent time maps to the same local time, so there is no inverse;
    /// the parent time returned is then `beginTime`.
    func parentTime(fromActive active: CFTimeInterval) -> CFTimeInterval {
        speed == 0 ? beginTime : (active - timeOffset) / Double(speed) + beginTime
    }

    /// The length of one cycle: the duration, doubled when autoreversing.
    var cycleDuration: CFTimeInterval { autoreverses ? duration * 2 : duration }

    /// The length of the active interval, `.infinity` for ever; `nil` means unbounded with no
    /// cycles at all (a zero simple duration, as layers have by default).
    var activeDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount.isInfinite || repeatCount >= .greatestFiniteMagnitude { return .infinity }
        return cycleDuration * Double(repeatCount > 0 ? repeatCount : 1)
    }

    /// Time elapsed since the object's begin, in its own rate: `(parentTime − beginTime) × speed`.
    ///
    /// The object is active while this lies in `0 ..< activeDuration`; `timeOffset` does not
    /// move that interval, it shifts the phase within it (a 3 s animation with a 1 s offset
    /// plays 1 → 3, wraps, and plays 0 → 1).
    @inline(__always)
    func elapsedTime(fromParent parentTime: CFTimeInterval) -> CFTimeInterval {
        (parentTime - beginTime) * Double(speed)
    }

    /// Maps the parent's time to a point on the simple timeline, or nil when the object shows
    /// nothing at that time (outside its active interval with no fill that covers it).
    ///
    /// - Parameter unboundedWhenZeroDuration: layers pass true: a zero duration then means an
    ///   infinite simple timeline that is local active time itself.
    @inline(__always)
    func localTime(fromParent parentTime: CFTimeInterval, unboundedWhenZeroDuration: Bool = false) -> LocalTime? {
        if duration <= 0 && unboundedWhenZeroDuration && repeatDuration <= 0 {
            return LocalTime(time: activeTime(fromParent: parentTime), iteration: 0)
        }
        let elapsed = elapsedTime(fromParent: parentTime)
        guard elapsed.isFinite else { return nil }
        if elapsed < 0 {
            return fillsBackwards ? simpleTime(atActive: timeOffset, endOfInterval: false) : nil
        }
        let active = activeDuration
        if elapsed >= active {
            guard fillsForwards, active.isFinite else { return nil }
            return simpleTime(atActive: active + timeOffset, endOfInterval: true)
        }
        return simpleTime(atActive: elapsed + timeOffset, endOfInterval: false)
    }

    /// Folds an active time into the current cycle; at the very end of the active interval the
    /// point is taken as the limit from the left (the end of the last cycle, not the start of a new one).
    ///
    /// A time or cycle that is not finite (an infinite duration with an infinite offset, a NaN
    /// offset) cannot be folded: NaN counts as the start of the first cycle, infinity as its end.
    @inline(__always)
    private func simpleTime(atActive t: CFTimeInterval, endOfInterval: Bool) -> LocalTime {
        let cycle = cycleDuration
        guard cycle > 0 else { return LocalTime(time: duration, iteration: 0) }
        guard t.isFinite, cycle.isFinite else {
            let time = t.isNaN || t < 0 ? 0 : (t == .infinity ? duration : min(t, duration))
            return LocalTime(time: time.isFinite ? time : 0, iteration: 0)
        }
        var iteration = (t / cycle).rounded(.down)
        var within = t - iteration * cycle
        if endOfInterval && within <= 0 && iteration > 0 {
            iteration -= 1
            within = cycle
        }
        var time = within
        if autoreverses && within > duration { time = cycle - within }
        return LocalTime(time: min(max(time, 0), duration), iteration: Int(iteration))
    }
}
