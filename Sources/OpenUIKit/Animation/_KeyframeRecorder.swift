import Foundation

/// Collects the property changes of an `animateKeyframes` block, each with the relative time
/// span of the keyframe it was made in, and turns them into one keyframe animation per layer
/// property when the block closes.
@MainActor
final class _KeyframeRecorder {
    private struct Change {
        let start: Double
        let end: Double
        let from: Any?
        let to: Any?
    }

    private struct Track {
        let layer: CALayer
        let key: String
        var changes: [Change]
    }

    /// How the keyframe animations interpolate.
    let mode: CAAnimationCalculationMode

    init(mode: CAAnimationCalculationMode) {
        self.mode = mode
    }

    /// The relative span of the keyframe being recorded (the whole animation outside one).
    var span: (start: Double, duration: Double) = (0, 1)
    private var tracks: [Track] = []

    func record(layer: CALayer, key: String, from: Any?, to: Any?) {
        let change = Change(start: span.start, end: span.start + span.duration, from: from, to: to)
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            tracks[index].changes.append(change)
        } else {
            tracks.append(Track(layer: layer, key: key, changes: [change]))
        }
    }

    /// Adds the keyframe animations to their layers through `block`.
    ///
    /// The animations are paced by the block's curve — the one inherited from an enclosing
    /// animation block (UIKitBehaviour #112) — or by `curve` when the block's timing is a spring.
    func finish(in block: _ViewAnimationBlock, curve: CAMediaTimingFunction) {
        var pacing = curve
        if case .curve(let function) = block.timing { pacing = function }
        for track in tracks {
            let (values, times) = Self.keyframes(of: track.changes)
            let animation = CAKeyframeAnimation(keyPath: track.key)
            animation.values = values
            // Discrete mode wants one more key time than values: each value holds from its key
            // time to the next, so a keyframe's new value shows from the keyframe's end on.
            let keyTimes = mode == .discrete ? times + [1] : times
            animation.keyTimes = keyTimes.map { NSNumber(value: $0) }
            animation.calculationMode = mode
            animation.timingFunction = pacing
            animation.duration = block.duration
            block.configureTiming(of: animation, on: track.layer)
            block.add(animation, to: track.layer, forKey: track.key)
        }
        tracks = []
    }

    /// The values and key times of one property: its value before the first keyframe at time
    /// 0, each change holding its previous value until its start and reaching its new value at
    /// its end, and the last value held to time 1.
    private static func keyframes(of changes: [Change]) -> ([Any], [Double]) {
        let ordered = changes.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(
            \.element)
        var values: [Any] = []
        var times: [Double] = []
        func append(_ time: Double, _ value: Any?) {
            guard let value else { return }
            let clamped = min(max(time, times.last ?? 0), 1)
            values.append(value)
            times.append(clamped)
        }
        var current = ordered.first?.from
        append(0, current)
        for change in ordered {
            if change.start > (times.last ?? 0) { append(change.start, current) }
            append(change.end, change.to)
            current = change.to
        }
        if (times.last ?? 0) < 1 { append(1, current) }
        return (values, times)
    }
}
