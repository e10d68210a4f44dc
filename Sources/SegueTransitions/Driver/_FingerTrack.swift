#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// Where a finger went down and how fast it moves now, for a recognizer that does not measure
/// velocity itself (the press that catches a running transition).
///
/// The velocity is the mean over the samples of the last ``window`` seconds of media time.
struct _FingerTrack {
    /// How far back samples count for the velocity, in seconds.
    static let window: CFTimeInterval = 0.1

    private(set) var start: CGPoint
    private var samples: [(point: CGPoint, time: CFTimeInterval)]

    /// A track starting at `point` at `time`.
    init(at point: CGPoint, time: CFTimeInterval) {
        start = point
        samples = [(point, time)]
    }

    /// Adds the finger's position at `time`.
    mutating func add(_ point: CGPoint, time: CFTimeInterval) {
        samples.append((point, time))
        while samples.count > 2, let first = samples.first, time - first.time > Self.window { samples.removeFirst() }
    }

    /// The movement since the finger went down.
    func translation(to point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - start.x, y: point.y - start.y)
    }

    /// The finger's velocity in points per second (zero when there is no time between samples).
    var velocity: CGPoint {
        guard let first = samples.first, let last = samples.last, last.time - first.time > 1e-6 else { return .zero }
        let dt = CGFloat(last.time - first.time)
        return CGPoint(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
    }
}
