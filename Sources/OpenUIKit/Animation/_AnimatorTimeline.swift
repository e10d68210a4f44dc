import Foundation

/// A property animator's tracks and its clock: where on its own timeline it is, and how that
/// position moves with media time.
@MainActor
struct _AnimatorTimeline {
    /// One changed layer property, animated over `start ..< start + length` of animator time.
    struct Track {
        let layer: CALayer
        let key: String
        let from: Any?
        let to: Any?
        var start: Double
        var length: Double
        var curve: _AnimatorCurve
        let animationKey: String
    }

    var tracks: [Track] = []
    /// The curve that defines `fractionComplete`, and its length.
    var primary: _AnimatorCurve?
    /// Animator time at `anchor`.
    var position: Double = 0
    /// The media time at which the animator was at `position`.
    var anchor: CFTimeInterval = 0
    /// Animator seconds per media second while running.
    var rate: Double = 1
    var isReversed = false

    /// The primary curve's length.
    var length: Double { primary?.length ?? 0 }

    /// The animator time at which every track has ended.
    var end: Double { max(length, tracks.map { $0.start + $0.length }.max() ?? 0) }

    /// The animator time at media time `now`.
    func position(at now: CFTimeInterval, running: Bool) -> Double {
        guard running, now > anchor else { return position }
        let moved = position + (isReversed ? -1 : 1) * rate * (now - anchor)
        return min(max(moved, 0), end)
    }

    /// Attaches (or re-attaches) each track's animation so that it shows animator time
    /// `position`, paused or running from `anchor`.
    func install(running: Bool) {
        for track in tracks { install(track, running: running) }
    }

    func install(_ track: Track, running: Bool) {
        track.layer.removeAnimation(forKey: track.animationKey)
        guard track.length > 0 else { return }
        let local = position - track.start
        if !running && local >= track.length { return }  // the model already holds the end value
        let animation = track.curve.makeAnimation(
            keyPath: track.key, from: track.from, to: track.to, duration: track.length)
        if running {
            let anchorTime = track.layer.convertTime(anchor, from: nil)
            animation.speed = Float(isReversed ? -rate : rate)
            let begin = isReversed ? anchorTime + local / rate : anchorTime - local / rate
            // Core Animation reads a begin time of exactly 0 as "when committed"; this one is
            // an absolute time (an animator resumed at media time t from position t).
            animation.beginTime = begin == 0 ? -Double.leastNonzeroMagnitude : begin
        } else {
            animation.speed = 0
            animation.timeOffset = max(local, 0)
        }
        track.layer.add(animation, forKey: track.animationKey)
    }

    /// Removes every track's animation.
    func removeAnimations() {
        for track in tracks { track.layer.removeAnimation(forKey: track.animationKey) }
    }

    /// Writes values into the model layers without actions.
    static func write(_ values: [(CALayer, String, Any?)]) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (layer, key, value) in values { layer.setValue(value, forKey: key) }
        CATransaction.commit()
    }
}
