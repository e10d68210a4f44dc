#if canImport(UIKit)
import UIKit
#else
import OpenUIKit
#endif

/// One change a view goes through during a catalogue transition when it is not matched
/// (`UIView.transitionModifiers`), or a way its matched stand-in flies.
///
/// The modifiers of a view on the arriving screen describe where it comes from; those of a
/// view on the leaving screen, where it goes (UIKitBehaviour #425). Transforms apply about the
/// view's centre, in the order listed. A value that is not finite leaves the modifier out.
public enum TransitionModifier: Equatable, Sendable {
    /// Fades the view: it arrives from, or leaves to, alpha 0.
    case fade
    /// Scales the view by this factor (a negative factor is left out; 0 is a very small scale).
    case scale(CGFloat)
    /// Moves the view by this many points.
    case translate(x: CGFloat, y: CGFloat)
    /// Turns the view by this many radians about its centre (clockwise on screen for positive angles).
    case rotate(CGFloat)
    /// Starts the view's animation this many seconds late (a negative delay is 0); the
    /// animation still ends with the transition (UIKitBehaviour #426).
    case delay(TimeInterval)
    /// Delays the view by `delayPerPoint` seconds for each point between its centre and
    /// `from`, a point in the container's coordinates (UIKitBehaviour #427).
    case cascade(from: CGPoint, delayPerPoint: TimeInterval)
    /// Delays the view by `delayPerPoint` seconds for each point its centre lies along
    /// `direction`, counted from the container's edge the direction starts at (`.down`: from
    /// the top edge).
    case cascadeAlong(TransitionDirection, delayPerPoint: TimeInterval)
    /// Makes a matched stand-in fly along a circular arc rather than a straight line: it bends
    /// to the left of the direction of travel for a positive intensity, to the right for a
    /// negative one; 1 is a half circle (clamped to ±0.9) (UIKitBehaviour #428).
    case arc(CGFloat)
    /// Sets the layer's `zPosition` for the duration of the transition: a higher value draws
    /// the view, or a matched stand-in, above its siblings (UIKitBehaviour #429).
    case zPosition(CGFloat)
}

/// The combined effect of a view's modifiers.
struct _ModifierEffect {
    /// The alpha factor at the far end of the animation (0 when faded).
    var alpha: CGFloat = 1
    /// The transform at the far end of the animation.
    var transform = CATransform3DIdentity
    /// The delay, in seconds.
    var delay: TimeInterval = 0
    /// The arc intensity, if any.
    var arc: CGFloat?
    /// The z position during the transition, if any.
    var zPosition: CGFloat?

    /// The effect of `modifiers` on a view whose centre is `center` in a container of `bounds`.
    init(_ modifiers: [TransitionModifier], center: CGPoint, in bounds: CGRect) {
        for modifier in modifiers {
            switch modifier {
            case .fade:
                alpha = 0
            case .scale(let factor) where factor.isFinite && factor >= 0:
                let scale = max(factor, 0.001)
                transform = CATransform3DConcat(transform, CATransform3DMakeScale(scale, scale, 1))
            case .translate(let x, let y) where x.isFinite && y.isFinite:
                transform = CATransform3DConcat(transform, CATransform3DMakeTranslation(x, y, 0))
            case .rotate(let angle) where angle.isFinite:
                transform = CATransform3DConcat(transform, CATransform3DMakeRotation(angle, 0, 0, 1))
            case .delay(let seconds):
                delay += Self.seconds(seconds)
            case .cascade(let origin, let perPoint):
                delay += Self.seconds(hypot(center.x - origin.x, center.y - origin.y) * perPoint)
            case .cascadeAlong(let direction, let perPoint):
                delay += Self.seconds(Self.distance(of: center, along: direction, in: bounds) * perPoint)
            case .arc(let intensity) where intensity.isFinite:
                arc = min(max(intensity, -0.9), 0.9)
            case .zPosition(let z) where z.isFinite:
                zPosition = z
            default:
                break
            }
        }
    }

    /// The delay as a fraction of a transition of `duration` seconds (at most 0.9).
    func delayFactor(duration: TimeInterval) -> CGFloat {
        guard duration > 0, delay > 0 else { return 0 }
        return CGFloat(min(delay / duration, 0.9))
    }

    /// A delay that is finite and not negative.
    private static func seconds(_ value: Double) -> TimeInterval {
        value.isFinite && value > 0 ? value : 0
    }

    /// How far `point` lies along `direction` from the edge of `bounds` the direction starts at.
    private static func distance(of point: CGPoint, along direction: TransitionDirection, in bounds: CGRect) -> CGFloat
    {
        switch direction {
        case .left: bounds.maxX - point.x
        case .right: point.x - bounds.minX
        case .up: bounds.maxY - point.y
        case .down: point.y - bounds.minY
        }
    }
}
