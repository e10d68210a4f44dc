import Foundation

/// The formulas of scrolling, as pure functions of numbers (see docs/UIKitBehaviour.md for
/// where each constant comes from).
///
/// Velocities are in points per millisecond, as UIKit's `decelerationRate` and
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` use them; times passed to
/// the motion functions are in milliseconds.
enum _ScrollPhysics {
    /// The rubber-band constant: how stiffly content resists being pulled past an edge.
    static let rubberBandConstant: CGFloat = 0.55
    /// The bounce spring's natural angular frequency, per second: mass 1, stiffness 100,
    /// critically damped.
    static let springOmega: Double = 10
    /// A motion rests once it is within this many points of its end…
    static let restDistance: Double = 0.5
    /// …and (for a spring) moving slower than this many points per second.
    static let restSpeed: Double = 10
    /// The length of an animated `setContentOffset(_:animated:)`, in seconds.
    static let animationDuration: Double = 0.3
    /// The slowest release, in points per millisecond, that still turns a page.
    static let pagingFlickVelocity: CGFloat = 0.25

    // MARK: Rubber band

    /// How far content pulled `overshoot` points past an edge is shown past it, in a view
    /// `dimension` points long: (1 − 1 / (x·c / d + 1))·d, symmetric in the sign of x.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let x = abs(overshoot)
        let banded = (1 - 1 / (x * rubberBandConstant / dimension + 1)) * dimension
        return overshoot < 0 ? -banded : banded
    }

    /// The overshoot that `rubberBand` shows as `banded` (its inverse, for a shown offset set
    /// by code during a drag).
    static func unrubberBand(_ banded: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let b = min(abs(banded), dimension * 0.999_999)
        let x = dimension / rubberBandConstant * b / (dimension - b)
        return banded < 0 ? -x : x
    }

    /// The offset shown for the unbanded offset `raw` in `range`: `raw` inside it, banded
    /// past its ends (clamped when `bounces` is false).
    static func bandedOffset(_ raw: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat, bounces: Bool)
        -> CGFloat
    {
        if raw < range.lowerBound {
            return bounces
                ? range.lowerBound + rubberBand(raw - range.lowerBound, dimension: dimension) : range.lowerBound
        }
        if raw > range.upperBound {
            return bounces
                ? range.upperBound + rubberBand(raw - range.upperBound, dimension: dimension) : range.upperBound
        }
        return raw
    }

    /// The unbanded offset for a shown `offset` (inverse of `bandedOffset` with bouncing).
    static func unbandedOffset(_ offset: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if offset < range.lowerBound {
            return range.lowerBound + unrubberBand(offset - range.lowerBound, dimension: dimension)
        }
        if offset > range.upperBound {
            return range.upperBound + unrubberBand(offset - range.upperBound, dimension: dimension)
        }
        return offset
    }

    // MARK: Deceleration

    /// How far content released at `velocity` points per millisecond travels before it
    /// stops, at `rate` (the fraction of speed kept per millisecond): the integral of
    /// v·rateᵗ, −v / ln(rate).
    static func decelerationDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1 else { return 0 }
        return -velocity / CGFloat(log(Double(rate)))
    }

    /// The distance travelled `ms` milliseconds into a deceleration covering `distance` in
    /// all: distance·(1 − rateᵗ).
    static func decayPosition(distance: Double, rate: Double, ms: Double) -> Double {
        distance * (1 - pow(rate, ms))
    }

    /// The speed, in points per millisecond, `ms` milliseconds into that deceleration.
    static func decayVelocity(distance: Double, rate: Double, ms: Double) -> Double {
        -distance * log(rate) * pow(rate, ms)
    }

    /// When (in milliseconds) a deceleration covering `distance` has covered `part` of it;
    /// nil if it never does.
    static func decayTime(toCover part: Double, of distance: Double, rate: Double) -> Double? {
        guard distance != 0 else { return nil }
        let remaining = 1 - part / distance
        guard remaining > 0, remaining < 1 else { return remaining >= 1 ? 0 : nil }
        return log(remaining) / log(rate)
    }

    // MARK: Spring

    /// A critically damped spring's displacement and velocity (points, points per second)
    /// `t` seconds after starting at displacement `x0` with velocity `v0`:
    /// x = (x0 + (v0 + ωx0)t)e^(−ωt), v = (v0 − ω(v0 + ωx0)t)e^(−ωt).
    static func spring(x0: Double, v0: Double, t: Double, omega: Double = springOmega) -> (x: Double, v: Double) {
        let b = v0 + omega * x0
        let decay = exp(-omega * t)
        return ((x0 + b * t) * decay, (v0 - omega * b * t) * decay)
    }

    // MARK: Paging

    /// The page offset a release at `offset` with `velocity` (points per millisecond) settles
    /// on, for pages `pageLength` long starting at `origin`, clamped to `range`: the next page
    /// in the direction of a flick at least `pagingFlickVelocity` fast, else the nearest page.
    static func pageTarget(
        offset: CGFloat, velocity: CGFloat, pageLength: CGFloat, origin: CGFloat,
        range: ClosedRange<CGFloat>
    ) -> CGFloat {
        guard pageLength > 0 else { return min(max(offset, range.lowerBound), range.upperBound) }
        let position = (offset - origin) / pageLength
        let page: CGFloat
        if velocity >= pagingFlickVelocity {
            page = floor(position + 1e-6) + 1
        } else if velocity <= -pagingFlickVelocity {
            page = ceil(position - 1e-6) - 1
        } else {
            page = position.rounded()
        }
        let lastPage = max(0, ((range.upperBound - origin) / pageLength).rounded(.up))
        let target = origin + min(max(page, 0), lastPage) * pageLength
        return min(max(target, range.lowerBound), range.upperBound)
    }
}
