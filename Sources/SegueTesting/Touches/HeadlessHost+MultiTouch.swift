import Foundation
import OpenUIKit

/// Multi-touch synthesis: several fingers following ``FingerPath``s together, delivered frame
/// by frame through the application; pinch, rotation and press shorthands.
extension HeadlessHost {
    /// Runs `fingers` together: path i is finger i (`UIApplication.queueTouch(_:at:finger:)`).
    ///
    /// All fingers go down together; each follows its path sampled on the frame grid and lifts
    /// at its end (D, below, includes what its ``FingerPath/Release`` adds). With the host at a refresh instant t, and for a finger whose path lasts D
    /// seconds, n = max(1, round(D × framesPerSecond)) steps:
    /// - the began at `start` is stamped t and delivered at t + 1/fps (one event for all
    ///   fingers);
    /// - for k = 1…n, the finger's place is its path at D × k / n (exactly its last point at
    ///   k = n); it moves (a `.moved` stamped t + k/fps, delivered at t + (k + 1)/fps) when
    ///   that place lies in a line or arc segment or differs from where it last was — a
    ///   finger that holds still sends nothing;
    /// - its ended is queued after step n's moves, sharing their stamp and frame.
    ///
    /// A frame's moves form one event, its ends (queued after them) a second one. The clock is left one frame after
    /// the last step of the longest path. A path of zero duration is a tap (down, then up
    /// one frame later); negative or non-finite segment durations count as 0 and are
    /// reported (`reports`); a non-finite point is reported and that change dropped (a
    /// finger whose start is not finite never goes down).
    public func perform(_ fingers: [FingerPath]) {
        perform(fingers, afterEachFrame: {})
    }

    /// ``perform(_:)-([FingerPath])``, calling `afterEachFrame` after each of its frames.
    public func perform(_ fingers: [FingerPath], afterEachFrame: () throws -> Void) rethrows {
        guard !fingers.isEmpty, acceptsUse("perform(_:)", at: _CallSite()) else { return }
        let app = UIApplication.shared
        for (i, finger) in fingers.enumerated() {
            for segment in finger.segments where !(segment.rawDuration.isFinite && segment.rawDuration >= 0) {
                CAEngine.current.report(
                    "HeadlessHost.perform: finger \(i) has a segment of duration \(segment), counted as 0")
            }
        }
        let paths = fingers.map(\._performedSegments)
        let durations = fingers.map(\.duration)
        let steps = durations.map { max(1, Int(($0 * Double(framesPerSecond)).rounded())) }
        var last = fingers.map(\.start)
        for (i, finger) in fingers.enumerated() { app.queueTouch(.began, at: finger.start, finger: i) }
        runFrame()
        try afterEachFrame()
        for k in 1...(steps.max() ?? 1) {
            for (i, finger) in fingers.enumerated() where k <= steps[i] {
                let time = durations[i] * Double(k) / Double(steps[i])
                let point = k == steps[i] ? finger.location(at: .infinity) : finger.location(at: time)
                if point != last[i] || FingerPath._isMoving(paths[i], at: time) {
                    app.queueTouch(.moved, at: point, finger: i)
                    last[i] = point
                }
            }
            for i in fingers.indices where k == steps[i] { app.queueTouch(.ended, at: last[i], finger: i) }
            runFrame()
            try afterEachFrame()
        }
    }

    /// Runs `script`'s fingers together (see ``perform(_:)-([FingerPath])``).
    public func perform(_ script: TouchScript) {
        perform(script.fingers, afterEachFrame: {})
    }

    /// ``perform(_:)-(TouchScript)``, calling `afterEachFrame` after each of its frames.
    public func perform(_ script: TouchScript, afterEachFrame: () throws -> Void) rethrows {
        try perform(script.fingers, afterEachFrame: afterEachFrame)
    }

    /// Holds a finger still at `point` for `duration` seconds, then lifts it: a long press.
    ///
    /// With n = max(1, round(duration × framesPerSecond)) and the host at a refresh instant t,
    /// the began is stamped t and the ended t + n/fps (delivered one frame later); nothing is
    /// sent in between.
    public func press(at point: CGPoint, duration: TimeInterval) {
        perform([.hold(at: point, duration: duration)])
    }

    /// Pinches with two fingers placed symmetrically about `center` on a line at `angle`
    /// radians (0: side by side horizontally), their distance going from `startDistance` to
    /// `endDistance` at constant speed over `duration` seconds (see ``perform(_:)-([FingerPath])``).
    ///
    /// Finger 0 is at `center − distance/2 × (cos angle, sin angle)`, finger 1 opposite it.
    public func pinch(
        center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat,
        angle: CGFloat = 0, duration: TimeInterval
    ) {
        pinch(
            center: center, from: startDistance, to: endDistance, angle: angle, duration: duration, afterEachFrame: {})
    }

    /// ``pinch(center:from:to:angle:duration:)``, calling `afterEachFrame` after each of its frames.
    public func pinch(
        center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat,
        angle: CGFloat = 0, duration: TimeInterval, afterEachFrame: () throws -> Void
    ) rethrows {
        let ux = cos(angle)
        let uy = sin(angle)
        func at(_ distance: CGFloat, _ side: CGFloat) -> CGPoint {
            CGPoint(x: center.x + side * distance / 2 * ux, y: center.y + side * distance / 2 * uy)
        }
        try perform(
            [
                .line(from: at(startDistance, -1), to: at(endDistance, -1), duration: duration),
                .line(from: at(startDistance, 1), to: at(endDistance, 1), duration: duration)
            ],
            afterEachFrame: afterEachFrame)
    }

    /// Rotates two fingers `distance` apart around `center` — their line starting at
    /// `startAngle` radians — by `angle` radians (positive clockwise on screen) at constant
    /// angular speed over `duration` seconds (see ``perform(_:)-([FingerPath])``).
    ///
    /// Finger 0 starts at `center − distance/2 × (cos startAngle, sin startAngle)`, finger 1
    /// opposite it; both follow arcs around `center`.
    public func rotate(
        center: CGPoint, distance: CGFloat, startAngle: CGFloat = 0, by angle: CGFloat,
        duration: TimeInterval
    ) {
        rotate(
            center: center, distance: distance, startAngle: startAngle, by: angle, duration: duration,
            afterEachFrame: {})
    }

    /// ``rotate(center:distance:startAngle:by:duration:)``, calling `afterEachFrame` after each
    /// of its frames.
    public func rotate(
        center: CGPoint, distance: CGFloat, startAngle: CGFloat = 0, by angle: CGFloat,
        duration: TimeInterval, afterEachFrame: () throws -> Void
    ) rethrows {
        let dx = distance / 2 * cos(startAngle)
        let dy = distance / 2 * sin(startAngle)
        let first = CGPoint(x: center.x - dx, y: center.y - dy)
        let second = CGPoint(x: center.x + dx, y: center.y + dy)
        try perform(
            [
                FingerPath(start: first).turning(around: center, by: angle, duration: duration),
                FingerPath(start: second).turning(around: center, by: angle, duration: duration)
            ],
            afterEachFrame: afterEachFrame)
    }
}

extension FingerPath {
    /// Whether the finger is in a line or arc segment of `segments` at `time` (a segment's
    /// end belongs to it).
    static func _isMoving(_ segments: [Segment], at time: TimeInterval) -> Bool {
        var elapsed: TimeInterval = 0
        for segment in segments {
            let end = elapsed + segment.duration
            if time > elapsed + 1e-9 || (time <= 1e-9 && elapsed == 0), time <= end + 1e-9 {
                return segment.isMove
            }
            elapsed = end
        }
        return false
    }
}
