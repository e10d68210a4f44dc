import Foundation

/// A function that defines the pacing of an animation as a timing curve.
///
/// A timing function is a cubic Bézier curve from (0, 0) to (1, 1) with two inner control
/// points. It maps an input time normalised to 0…1 (the x axis) to an output progress (the y
/// axis). Create one from control points with ``init(controlPoints:_:_:_:)`` or use a predefined
/// curve with ``init(name:)``.
///
/// Segue solves the curve exactly: for an input `x` it finds the curve parameter `t` with
/// `x(t) = x` to within 1e-12 (Newton's method with a bisection fallback) and returns `y(t)`.
///
/// - Note: Differs from Core Animation: control points whose x lies outside 0…1 (which Core
///   Animation documents as invalid and evaluates unpredictably) are clamped to 0…1 when the curve
///   is solved; ``getControlPoint(at:values:)`` still reports the values you passed. Instances are
///   equal when their control points are equal. Core Animation also returns its shared predefined
///   instance when custom control points lie within 0.001 of a predefined curve; Segue always
///   keeps the points you pass.
public final class CAMediaTimingFunction: Sendable {
    let c1x: Double, c1y: Double, c2x: Double, c2y: Double
    let bezier: _CubicBezier

    /// Returns an initialized timing function modeled as a cubic Bézier curve using the specified
    /// control points.
    ///
    /// The end points of the curve are (0, 0) and (1, 1); the curve's control points are
    /// (0, 0), (`c1x`, `c1y`), (`c2x`, `c2y`) and (1, 1). The x values must lie in 0…1; Segue clamps
    /// them when solving. The y values may lie outside 0…1, producing overshoot.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.c1x = Double(c1x)
        self.c1y = Double(c1y)
        self.c2x = Double(c2x)
        self.c2y = Double(c2y)
        self.bezier = _CubicBezier(c1x: Double(c1x), c1y: Double(c1y), c2x: Double(c2x), c2y: Double(c2y))
    }

    /// Creates and returns a new instance of `CAMediaTimingFunction` configured with the
    /// predefined timing function specified by `name`.
    ///
    /// The predefined curves are ``CAMediaTimingFunctionName/linear``,
    /// ``CAMediaTimingFunctionName/easeIn``, ``CAMediaTimingFunctionName/easeOut``,
    /// ``CAMediaTimingFunctionName/easeInEaseOut`` and ``CAMediaTimingFunctionName/default``.
    /// An unknown name traps, as Core Animation raises an exception for it.
    public convenience init(name: CAMediaTimingFunctionName) {
        guard let points = name._controlPoints else {
            _programmerError("CAMediaTimingFunction(name:): unknown timing function name: \(name.rawValue)")
        }
        self.init(controlPoints: points.0, points.1, points.2, points.3)
    }

    /// Returns the control point for the specified index.
    ///
    /// Index 0 is the start point (0, 0), 1 and 2 are the inner control points, and 3 is the end
    /// point (1, 1). On return `ptr[0]` holds the x value and `ptr[1]` the y value, so `ptr` must
    /// point to room for two `Float`s. The value of `idx` must be between 0 and 3; any other index
    /// traps, as Core Animation raises an exception for it.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        switch idx {
        case 0:
            ptr[0] = 0
            ptr[1] = 0
        case 1:
            ptr[0] = Float(c1x)
            ptr[1] = Float(c1y)
        case 2:
            ptr[0] = Float(c2x)
            ptr[1] = Float(c2y)
        case 3:
            ptr[0] = 1
            ptr[1] = 1
        default:
            _programmerError(
                "CAMediaTimingFunction.getControlPoint(at:values:): no timing function control point with index: \(idx)"
            )
        }
    }

    /// The progress at input time `x` in 0…1 (Segue addition; Core Animation keeps this private).
    ///
    /// Inputs below 0 give the curve's start (0) and inputs above 1 its end (1): Core Animation
    /// only ever evaluates a timing function on an animation's active time, normalised to 0…1.
    /// NaN is treated as 0, so the result is never NaN. The result may lie outside 0…1 when a
    /// control point's y does. Allocation-free; safe to call per property per frame.
    ///
    /// - Note: Public only as a hook for `Benchmarks/` (`SegueBenchmarks` compares the engine's
    ///   curve evaluation with a plain loop); not API for apps.
    @inline(__always)
    public func _solve(forInput x: Double) -> Double {
        bezier.solve(x)
    }
}

extension CAMediaTimingFunction: Hashable {
    /// Whether two timing functions have the same control points.
    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.c1x == rhs.c1x && lhs.c1y == rhs.c1y && lhs.c2x == rhs.c2x && lhs.c2y == rhs.c2y
    }

    /// Hashes the control points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(c1x)
        hasher.combine(c1y)
        hasher.combine(c2x)
        hasher.combine(c2y)
    }
}

extension CAMediaTimingFunction: CustomStringConvertible {
    /// The inner control points in Core Animation's format, for example `(0.25 0.1; 0.25 1)`.
    public var description: String {
        String(format: "(%g %g; %g %g)", c1x, c1y, c2x, c2y)
    }
}
