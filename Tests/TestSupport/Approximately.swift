import Foundation

/// Whether two numbers agree within an absolute tolerance.
public func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    if a == b { return true }
    return abs(a - b) <= tolerance
}

/// Whether two `CGFloat`s agree within an absolute tolerance.
public func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(Double(a), Double(b), tolerance: Double(tolerance))
}

/// Whether two `Float`s agree within an absolute tolerance.
public func isClose(_ a: Float, _ b: Float, tolerance: Float = 1e-6) -> Bool {
    isClose(Double(a), Double(b), tolerance: Double(tolerance))
}

/// Whether two points agree within an absolute tolerance in each coordinate.
public func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
}

/// Whether two rectangles agree within an absolute tolerance in each component.
public func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.origin, b.origin, tolerance: tolerance)
        && isClose(a.width, b.width, tolerance: tolerance) && isClose(a.height, b.height, tolerance: tolerance)
}

/// Whether two lists of numbers have the same length and agree element by element within an
/// absolute tolerance.
public func isClose<Number: BinaryFloatingPoint>(_ a: [Number], _ b: [Number], tolerance: Number = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { isClose(Double($0), Double($1), tolerance: Double(tolerance)) }
}
