import Foundation

/// Whether two numbers agree within an absolute tolerance.
public func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    if a == b { return true }
    return abs(a - b) <= tolerance
}
