import Foundation

/// The kinds of timing curve a provider describes.
public enum UITimingCurveType: Int, Sendable {
    /// A built-in UIKit curve.
    case builtin = 0
    /// A cubic Bézier curve.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A cubic curve combined with a spring.
    case composed = 3
}

/// An object that describes the timing of a property animator.
///
/// - Note: Differs from UIKit: not `NSCoding`/`NSCopying` (there are no archives), and the
///   two optional properties are ordinary requirements that conformers may answer with nil.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// Which kind of curve the provider describes.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic parameters, for `.builtin`, `.cubic` and `.composed` curves.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, for `.spring` and `.composed` curves.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// Cubic Bézier timing for property animators (UIKitBehaviour #136).
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve, for parameters made from one (`.easeInOut` otherwise).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point (zero for built-in curves, UIKitBehaviour #136).
    public let controlPoint1: CGPoint
    /// The second control point (zero for built-in curves, UIKitBehaviour #136).
    public let controlPoint2: CGPoint
    let _function: CAMediaTimingFunction
    let _isBuiltin: Bool

    /// The default curve of Core Animation: control points (0.25, 0.1), (0.25, 1) (UIKitBehaviour #108e).
    public override init() {
        animationCurve = .easeInOut
        controlPoint1 = CGPoint(x: 0.25, y: 0.1)
        controlPoint2 = CGPoint(x: 0.25, y: 1)
        _function = CAMediaTimingFunction(name: .default)
        _isBuiltin = false
        super.init()
    }

    /// Parameters for a built-in curve; the control points read as zero (UIKitBehaviour #136).
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        controlPoint1 = .zero
        controlPoint2 = .zero
        _function = curve._timingFunction
        _isBuiltin = true
        super.init()
    }

    /// Parameters for a custom curve; coordinates outside 0…1 are clamped, with a report.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        func clamp(_ p: CGPoint) -> CGPoint {
            CGPoint(x: p.x.isFinite ? min(max(p.x, 0), 1) : 0, y: p.y.isFinite ? min(max(p.y, 0), 1) : 0)
        }
        let c1 = clamp(point1)
        let c2 = clamp(point2)
        if c1 != point1 || c2 != point2 {
            UIView._report(
                "UICubicTimingParameters: control points must lie in 0…1; clamped \(point1), \(point2) to \(c1), \(c2)")
        }
        animationCurve = .easeInOut
        controlPoint1 = c1
        controlPoint2 = c2
        _function = CAMediaTimingFunction(controlPoints: Float(c1.x), Float(c1.y), Float(c2.x), Float(c2.y))
        _isBuiltin = false
        super.init()
    }

    /// `.builtin` for curves made from a `UIView.AnimationCurve`, else `.cubic`.
    public var timingCurveType: UITimingCurveType { _isBuiltin ? .builtin : .cubic }
    /// The receiver.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Nil: no spring.
    public var springTimingParameters: UISpringTimingParameters? { nil }
}
