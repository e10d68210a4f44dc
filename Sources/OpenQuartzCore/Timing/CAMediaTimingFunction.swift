import Foundation

// Status: interface only — solving arrives with the timing-curve work (issue 2).

/// A cubic Bézier curve from (0, 0) to (1, 1) that maps an animation's time to its progress.
public final class CAMediaTimingFunction: @unchecked Sendable {
    let c1x: Double, c1y: Double, c2x: Double, c2y: Double

    /// Creates a timing function from the two inner control points.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.c1x = Double(c1x); self.c1y = Double(c1y); self.c2x = Double(c2x); self.c2y = Double(c2y)
    }

    public convenience init(name: CAMediaTimingFunctionName) { _unimplemented("CAMediaTimingFunction.init(name:)") }

    /// The progress at input time `x` in 0…1 (Segue addition; Core Animation keeps this private).
    public func _solve(forInput x: Double) -> Double {
        _unimplemented("CAMediaTimingFunction solving")
    }
}

public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
